import { and, asc, count, desc, eq, like, sql } from 'drizzle-orm';
import type { Canvas } from '@schemas/content/canvas';
import type { ShowcaseList } from '@schemas/content/document';
import type { Database } from '../db/client';
import { contentDocuments } from '../db/schema/content';
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

/** The editor showcase: documents of a type (newest change first), with their referrer counts. */
export async function listShowcase(db: Database, query: ShowcaseQuery): Promise<ShowcaseList> {
  const where = and(
    eq(contentDocuments.siteId, query.siteId),
    eq(contentDocuments.locale, query.locale),
    eq(contentDocuments.docType, query.docType),
    query.layoutVariant ? eq(contentDocuments.layoutVariant, query.layoutVariant) : undefined,
  );
  const [totalRow] = await db.select({ total: count() }).from(contentDocuments).where(where);
  const rows = await db
    .select({
      siteId: contentDocuments.siteId,
      locale: contentDocuments.locale,
      docType: contentDocuments.docType,
      key: contentDocuments.key,
      name: contentDocuments.name,
      updatedAt: contentDocuments.updatedAt,
      referrersCount: sql<number>`jsonb_array_length(${contentDocuments.referrers})`,
    })
    .from(contentDocuments)
    .where(where)
    .orderBy(desc(contentDocuments.updatedAt), asc(contentDocuments.key))
    .limit(query.limit)
    .offset(query.offset);
  return {
    total: Number(totalRow?.total ?? 0),
    items: rows.map((row) => ({ id: documentId(row), name: row.name, referrersCount: Number(row.referrersCount), updatedAt: row.updatedAt.toISOString() })),
  };
}
