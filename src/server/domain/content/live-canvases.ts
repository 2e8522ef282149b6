import { and, eq, or, sql } from 'drizzle-orm';
import { resolveCanvas } from '../../../shared/content/resolve-canvas';
import type { ResolvedNode } from '../../../shared/content/resolved';
import type { Database } from '../../db/client';
import { contentDocuments } from '../../db/schema/content';
import { liveBody } from './document-versions';

/**
 * The resolved blocks of every document of a site that shoppers can see now (published, or a
 * scheduled version gone live; never drafts or excluded documents) and that holds a block of
 * `blockType` anywhere (pages, fragments, pop-ups, nested in sections): validated as the registry
 * does, so an invalid block is absent. The request's locale comes first, so a block defined there
 * wins over its translations. The SQL filter on the stored text is a cheap first cut.
 */
export async function liveCanvasesWith(db: Database, siteId: string, blockType: string, locale: string, now: Date): Promise<Array<readonly ResolvedNode[]>> {
  const needle = `%"type": "${blockType}"%`;
  const rows = await db
    .select({
      locale: contentDocuments.locale, docType: contentDocuments.docType, key: contentDocuments.key, excluded: contentDocuments.excluded,
      published: contentDocuments.published, publishedAt: contentDocuments.publishedAt, scheduled: contentDocuments.scheduled, publishAt: contentDocuments.publishAt,
    })
    .from(contentDocuments)
    .where(and(
      eq(contentDocuments.siteId, siteId),
      eq(contentDocuments.excluded, false),
      or(sql`${contentDocuments.published}::text like ${needle}`, sql`${contentDocuments.scheduled}::text like ${needle}`),
    ));
  rows.sort((a, b) => Number(b.locale === locale) - Number(a.locale === locale));
  const canvases: Array<readonly ResolvedNode[]> = [];
  for (const row of rows) {
    const body = liveBody({ ...row, draft: null }, now) as { blocks?: unknown } | undefined;
    if (!body || !Array.isArray(body.blocks)) continue;
    canvases.push(resolveCanvas({ blocks: body.blocks }, { preview: false, page: `${row.docType}/${siteId}/${row.key} ${row.locale}`, warn: () => {} }).blocks);
  }
  return canvases;
}
