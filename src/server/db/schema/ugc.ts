import { sql } from 'drizzle-orm';
import { customType, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Binary bytes (an uploaded photo, re-encoded). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/** Moderation state of a photo: only approved ones are ever listed or served. */
export type UgcMediaStatus = 'pending' | 'approved' | 'rejected';

/**
 * The user-photo service (spec §7), shaped after a visual-UGC service (Olapic's): users who post,
 * media with their moderation status and tags, streams (curated sets; every product is a stream
 * too), stashes (one submission's upload batch) and reports.
 */
export const ugcUsers = pgTable(
  'ugc_users',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id').notNull(),
    /** The shopper this user is (null for the seeded community). One UGC user per consumer and site. */
    consumerId: text('consumer_id'),
    screenName: text('screen_name').notNull(),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('ugc_users_consumer_idx').on(t.siteId, t.consumerId)],
);

export const ugcStashes = pgTable(
  'ugc_stashes',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id').notNull(),
    userId: text('user_id').notNull().references(() => ugcUsers.id, { onDelete: 'cascade' }),
    /** The product the submission is about: tagged on every photo of the stash that names none. */
    productId: text('product_id'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('ugc_stashes_user_idx').on(t.userId)],
);

export const ugcMedia = pgTable(
  'ugc_media',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id').notNull(),
    userId: text('user_id').notNull().references(() => ugcUsers.id, { onDelete: 'cascade' }),
    stashId: text('stash_id').references(() => ugcStashes.id, { onDelete: 'set null' }),
    caption: text('caption').notNull().default(''),
    status: text('status').$type<UgcMediaStatus>().notNull().default('pending'),
    productIds: text('product_ids').array().notNull().default(sql`'{}'::text[]`),
    categoryIds: text('category_ids').array().notNull().default(sql`'{}'::text[]`),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    /** An upload: the photo re-encoded as WebP (metadata stripped). Seeded photos are drawn instead (null). */
    image: bytea('image'),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    reportCount: integer('report_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    index('ugc_media_site_idx').on(t.siteId, t.status, t.createdAt),
    index('ugc_media_user_idx').on(t.userId),
    index('ugc_media_products_idx').using('gin', t.productIds),
    index('ugc_media_categories_idx').using('gin', t.categoryIds),
    index('ugc_media_tags_idx').using('gin', t.tags),
  ],
);

export const ugcStreams = pgTable(
  'ugc_streams',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id').notNull(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('ugc_streams_site_idx').on(t.siteId)],
);

export const ugcStreamMedia = pgTable(
  'ugc_stream_media',
  {
    streamId: text('stream_id').notNull().references(() => ugcStreams.id, { onDelete: 'cascade' }),
    mediaId: text('media_id').notNull().references(() => ugcMedia.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.streamId, t.mediaId] }), index('ugc_stream_media_media_idx').on(t.mediaId)],
);

/** One report per reporter and photo (consumer, else the session's usid), held by the primary key. */
export const ugcReports = pgTable(
  'ugc_reports',
  {
    mediaId: text('media_id').notNull().references(() => ugcMedia.id, { onDelete: 'cascade' }),
    reporter: text('reporter').notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.mediaId, t.reporter] })],
);
