import { and, asc, count, desc, eq, like, sql } from 'drizzle-orm';
import type { Canvas } from '@schemas/content/canvas';
import type { ShowcaseList } from '@schemas/content/document';
import type { Database } from '../../db/client';
import { contentDocuments } from '../../db/schema/content';
import { documentId, toCanvas } from './canvas-store';
import { bodyFor, type ServeMoment } from './document-versions';

interface SiteLocale {
  readonly siteId: string;
  readonly locale: string;
}

/** Pop-up canvases (docType 'popup') served at a moment, by key. */
export async function listPopups(db: Database, where: SiteLocale, moment: ServeMoment): Promise<Canvas[]> {
  const rows = await db
    .select()
    .from(contentDocuments)
    .where(and(eq(contentDocuments.siteId, where.siteId), eq(contentDocuments.locale, where.locale), eq(contentDocuments.docType, 'popup')))
    .orderBy(asc(contentDocuments.key));
  return rows.flatMap((row) => {
    const body = row.excluded ? undefined : bodyFor(row, moment);
    return body && typeof body === 'object' ? [toCanvas(row, body)] : [];
  });
}

export interface ChildPage {
  readonly id: string;
  readonly path: string;
  readonly name: string;
  readonly title: string | undefined;
  readonly description: string | undefined;
  readonly updatedAt: string;
}

/** Generic pages directly below a parent path (`help` → `help/contact-us`, not `help/returns/how-to-return`). */
export async function listChildPages(db: Database, where: SiteLocale & { parent: string }, moment: ServeMoment): Promise<ChildPage[]> {
  const prefix = `${where.parent.replace(/[%_\\]/g, '\\$&')}/%`;
  const rows = await db
    .select()
    .from(contentDocuments)
    .where(
      and(
        eq(contentDocuments.siteId, where.siteId),
        eq(contentDocuments.locale, where.locale),
        eq(contentDocuments.docType, 'page'),
        like(contentDocuments.key, prefix),
      ),
    )
    .orderBy(asc(contentDocuments.key));
  return rows.flatMap((row) => {
    if (row.key.slice(where.parent.length + 1).includes('/') || row.excluded) return [];
    const body = bodyFor(row, moment) as { name?: string; title?: string; description?: string } | undefined;
    if (!body || typeof body !== 'object') return [];
    return [{ id: documentId(row), path: row.key, name: body.name ?? row.name, title: body.title, description: body.description, updatedAt: row.updatedAt.toISOString() }];
  });
}

export interface ShowcaseQuery extends SiteLocale {
  readonly docType: string;
  readonly layoutVariant: string | undefined;
  readonly limit: number;
  readonly offset: number;
}

/**
 * The editor showcase: documents of a type (newest change first), with their referrer counts.
 * Preview (a valid preview token) lists every document, drafts included, under its newest name.
 * Publish lists only what shoppers see at that moment, under the live version's name, layout
 * variant and date: a draft never shows without a token. Preview at a previewDateTime lists what
 * will be live then.
 */
export async function listShowcase(db: Database, query: ShowcaseQuery, moment: ServeMoment): Promise<ShowcaseList> {
  const c = contentDocuments;
  const at = moment.at.toISOString();
  const scheduledLive = sql`(${c.scheduled} is not null and ${c.publishAt} <= ${at}::timestamptz)`;
  const publishedLive = sql`(${c.published} is not null and (${c.publishedAt} is null or ${c.publishedAt} <= ${at}::timestamptz))`;
  const liveBody = sql`(case when ${scheduledLive} then ${c.scheduled} else ${c.published} end)`;
  const drafts = moment.mode === 'preview' && !moment.timeTravel;
  const name = drafts ? sql<string>`${c.name}` : sql<string>`coalesce(${liveBody}->>'name', ${c.name})`;
  const layoutVariant = drafts ? sql`${c.layoutVariant}` : sql`(${liveBody}->>'layoutVariant')`;
  const modified = drafts ? sql<Date>`${c.updatedAt}` : sql<Date>`(case when ${scheduledLive} then ${c.publishAt} else coalesce(${c.publishedAt}, ${c.updatedAt}) end)`;
  const where = and(
    eq(c.siteId, query.siteId),
    eq(c.locale, query.locale),
    eq(c.docType, query.docType),
    drafts ? undefined : sql`(not ${c.excluded} and (${scheduledLive} or ${publishedLive}))`,
    query.layoutVariant ? sql`${layoutVariant} = ${query.layoutVariant}` : undefined,
  );
  const [totalRow] = await db.select({ total: count() }).from(c).where(where);
  const rows = await db
    .select({
      siteId: c.siteId,
      locale: c.locale,
      docType: c.docType,
      key: c.key,
      name,
      modified,
      referrersCount: sql<number>`jsonb_array_length(${c.referrers})`,
    })
    .from(c)
    .where(where)
    .orderBy(desc(modified), asc(c.key))
    .limit(query.limit)
    .offset(query.offset);
  return {
    total: Number(totalRow?.total ?? 0),
    items: rows.map((row) => ({ id: documentId(row), name: row.name, referrersCount: Number(row.referrersCount), updatedAt: new Date(row.modified).toISOString() })),
  };
}
