import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * CAAS canvas documents. One row per (site, locale, docType, key): e.g. ('stride', 'en-us',
 * 'augmentedpage', 'home'), ('stride', 'fr-fr', 'category', 'default'), (…, 'error-4xx', 'default').
 * `published` is what shoppers see; `draft` is what preview shows (falls back to published).
 * Both hold a canvas body as schemas/content/canvas.ts describes it.
 */
export const contentDocuments = pgTable(
  'content_documents',
  {
    id: serial('id').primaryKey(),
    siteId: text('site_id').notNull(),
    locale: text('locale').notNull(),
    docType: text('doc_type').notNull(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    published: jsonb('published'),
    draft: jsonb('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** A published version that goes live at `publishAt` (replacing `published` from then on). */
    scheduled: jsonb('scheduled'),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    /** An excluded document answers 204 with no body (spec §7: "an excluded path returns nothing"). */
    excluded: boolean('excluded').notNull().default(false),
    /** Copied from the body so the editor showcase can filter on it. */
    layoutVariant: text('layout_variant'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Pages (paths or document ids) that reference this document; the editor preview shows the count. */
    referrers: jsonb('referrers').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  },
  (table) => [
    uniqueIndex('content_documents_address').on(table.siteId, table.locale, table.docType, table.key),
    index('content_documents_doc_type').on(table.siteId, table.docType, table.updatedAt),
  ],
);

export type ContentDocumentRow = typeof contentDocuments.$inferSelect;
export type NewContentDocument = typeof contentDocuments.$inferInsert;
