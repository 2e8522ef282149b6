import { and, eq, sql } from 'drizzle-orm';
import type { ContentDocumentInput, StoredDocument } from '@schemas/content/document';
import type { Database } from '../../db/client';
import { contentDocuments, type ContentDocumentRow, type NewContentDocument } from '../../db/schema/content';
import { documentId } from './canvas-store';
import { referencedFragments } from './fragment-refs';

export interface StoreOptions {
  /** The write's time (the seed passes its fixed date). */
  readonly now?: Date;
  /** Pages that use this document, when the writer knows them (the seed does). */
  readonly referrers?: readonly string[];
}

/**
 * Stores one validated document: as the draft, or published now, or scheduled for publishAt
 * (publishing clears the draft). Then keeps fragment referrers in step: every fragment this
 * document uses lists it, and fragments it no longer uses drop it. Runs in one transaction.
 * Used by PUT /content/v1/documents and by the seed, so both store documents the same way.
 */
export async function storeDocument(db: Database, input: ContentDocumentInput, options: StoreOptions = {}): Promise<StoredDocument> {
  const now = options.now ?? new Date();
  const publishAt = input.publishAt ? new Date(input.publishAt) : undefined;
  const scheduled = input.publish && publishAt !== undefined && publishAt.getTime() > now.getTime();
  const body = input.canvas;
  const versions: Partial<NewContentDocument> = !input.publish
    ? { draft: body }
    : scheduled
      ? { scheduled: body, publishAt, draft: null }
      : { published: body, publishedAt: publishAt ?? now, scheduled: null, publishAt: null, draft: null };
  const values: NewContentDocument = {
    siteId: input.siteId,
    locale: input.locale,
    docType: input.docType,
    key: input.key,
    name: body.name,
    layoutVariant: body.layoutVariant ?? null,
    excluded: input.excluded ?? false,
    updatedAt: now,
    ...versions,
    ...(options.referrers ? { referrers: [...options.referrers] } : {}),
  };
  const { siteId, locale, docType, key, ...changes } = values;
  // A new schedule replaces the scheduled version: one that has gone live already becomes the published one first.
  const due = sql`(${contentDocuments.scheduled} is not null and ${contentDocuments.publishAt} <= ${now.toISOString()}::timestamptz)`;
  const promoteDue = scheduled
    ? {
        published: sql`case when ${due} then ${contentDocuments.scheduled} else ${contentDocuments.published} end`,
        publishedAt: sql`case when ${due} then ${contentDocuments.publishAt} else ${contentDocuments.publishedAt} end`,
      }
    : {};
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contentDocuments)
      .values(values)
      .onConflictDoUpdate({
        target: [contentDocuments.siteId, contentDocuments.locale, contentDocuments.docType, contentDocuments.key],
        set: { ...changes, ...promoteDue, ...(input.excluded === undefined ? { excluded: sql`${contentDocuments.excluded}` } : {}) },
      })
      .returning();
    await updateFragmentReferrers(tx as unknown as Database, row!);
    const referrers = row!.docType === 'fragment' ? await fragmentReferrers(tx as unknown as Database, row!) : row!.referrers;
    return describe({ ...row!, referrers });
  });
}

async function updateFragmentReferrers(db: Database, row: ContentDocumentRow): Promise<void> {
  const referrer = documentId(row);
  const uses = new Set(referencedFragments(row.draft, row.published, row.scheduled));
  const fragments = await db
    .select({ id: contentDocuments.id, key: contentDocuments.key, referrers: contentDocuments.referrers })
    .from(contentDocuments)
    .where(and(eq(contentDocuments.siteId, row.siteId), eq(contentDocuments.locale, row.locale), eq(contentDocuments.docType, 'fragment')));
  for (const fragment of fragments) {
    const listed = fragment.referrers.includes(referrer);
    const wanted = uses.has(fragment.key);
    if (listed === wanted) continue;
    const referrers = wanted ? [...fragment.referrers, referrer].sort() : fragment.referrers.filter((id) => id !== referrer);
    await db.update(contentDocuments).set({ referrers }).where(eq(contentDocuments.id, fragment.id));
  }
}

/** A fragment stored after the pages that use it: find them (their bodies name it as fragmentId). */
async function fragmentReferrers(db: Database, fragment: ContentDocumentRow): Promise<string[]> {
  const needle = `%"fragmentId": ${JSON.stringify(fragment.key).replace(/[%_\\]/g, '\\$&')}%`;
  const users = await db
    .select({ siteId: contentDocuments.siteId, locale: contentDocuments.locale, docType: contentDocuments.docType, key: contentDocuments.key })
    .from(contentDocuments)
    .where(
      and(
        eq(contentDocuments.siteId, fragment.siteId),
        eq(contentDocuments.locale, fragment.locale),
        sql`(coalesce(${contentDocuments.draft}::text, '') || coalesce(${contentDocuments.published}::text, '') || coalesce(${contentDocuments.scheduled}::text, '')) like ${needle}`,
      ),
    );
  const referrers = [...new Set([...fragment.referrers, ...users.map(documentId)])].sort();
  if (referrers.length !== fragment.referrers.length) {
    await db.update(contentDocuments).set({ referrers }).where(eq(contentDocuments.id, fragment.id));
  }
  return referrers;
}

function describe(row: ContentDocumentRow): StoredDocument {
  return {
    id: documentId(row),
    hasDraft: row.draft !== null,
    published: row.published !== null || row.scheduled !== null,
    publishAt: row.publishAt?.toISOString() ?? row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    referrers: row.referrers,
  };
}
