import { and, eq, or, sql } from 'drizzle-orm';
import type { EventSignUpData } from '../../../../schemas/content/blocks/event-sign-up';
import { resolveCanvas } from '../../../shared/content/resolve-canvas';
import type { ResolvedNode } from '../../../shared/content/resolved';
import type { Database } from '../../db/client';
import { contentDocuments } from '../../db/schema/content';
import { liveBody } from '../content/document-versions';

export const EVENT_BLOCK_TYPE = 'event-sign-up';

/** The block type as it appears in a stored body, for a cheap first filter in SQL. */
const NEEDLE = `%"type": "${EVENT_BLOCK_TYPE}"%`;

function findIn(nodes: readonly ResolvedNode[], eventId: string): EventSignUpData | undefined {
  for (const node of nodes) {
    if (node.kind !== 'block') continue;
    if (node.type === EVENT_BLOCK_TYPE && node.data.eventId === eventId) return node.data as EventSignUpData;
    for (const children of Object.values(node.children)) {
      const found = findIn(children, eventId);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * The event an eventId names: an event-sign-up block that shoppers of this site can see now,
 * in any document (pages, fragments, nested in sections), as the registry validates it (an
 * invalid block is no event). Drafts and scheduled versions not yet live do not count, so an
 * editor's unpublished event takes no registrations. The request's locale is looked at first:
 * translations of one event share its eventId and dates.
 */
export async function findPublishedEvent(db: Database, siteId: string, eventId: string, locale: string, now = new Date()): Promise<EventSignUpData | undefined> {
  const rows = await db
    .select({
      locale: contentDocuments.locale, docType: contentDocuments.docType, key: contentDocuments.key, excluded: contentDocuments.excluded,
      published: contentDocuments.published, publishedAt: contentDocuments.publishedAt, scheduled: contentDocuments.scheduled, publishAt: contentDocuments.publishAt,
    })
    .from(contentDocuments)
    .where(and(
      eq(contentDocuments.siteId, siteId),
      eq(contentDocuments.excluded, false),
      or(sql`${contentDocuments.published}::text like ${NEEDLE}`, sql`${contentDocuments.scheduled}::text like ${NEEDLE}`),
    ));
  rows.sort((a, b) => Number(b.locale === locale) - Number(a.locale === locale));
  for (const row of rows) {
    const body = liveBody({ ...row, draft: null }, now) as { blocks?: unknown } | undefined;
    if (!body || !Array.isArray(body.blocks)) continue;
    const { blocks } = resolveCanvas({ blocks: body.blocks }, { preview: false, page: `${row.docType}/${siteId}/${row.key} ${row.locale}`, warn: () => {} });
    const found = findIn(blocks, eventId);
    if (found) return found;
  }
  return undefined;
}
