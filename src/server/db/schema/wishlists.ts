import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { products, variants } from './catalog';

/** A registered shopper's saved-for-later list (one per site and consumer). */
export const savedForLaterLists = pgTable(
  'saved_for_later_lists',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id').notNull(),
    consumerId: text('consumer_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('saved_for_later_lists_owner_idx').on(t.siteId, t.consumerId)],
);

/** Items keep the quantity they had in the cart; one row per variant and recipe. */
export const savedForLaterItems = pgTable(
  'saved_for_later_items',
  {
    id: text('id').primaryKey(),
    listId: text('list_id').notNull().references(() => savedForLaterLists.id, { onDelete: 'cascade' }),
    lineKey: text('line_key').notNull(),
    productId: text('product_id').notNull(),
    variantId: text('variant_id').notNull().references(() => variants.id),
    qty: integer('qty').notNull(),
    recipeId: text('recipe_id'),
    pdpUrl: text('pdp_url'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('saved_for_later_items_line_idx').on(t.listId, t.lineKey)],
);

/** Favorites lists: a registered shopper's, or a guest's (owner = guest session; its id travels with the cart). */
export const favoriteLists = pgTable(
  'favorite_lists',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id').notNull(),
    ownerKind: text('owner_kind').$type<'consumer' | 'guest'>().notNull(),
    ownerId: text('owner_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('favorite_lists_owner_idx').on(t.siteId, t.ownerKind, t.ownerId)],
);

export const favoriteItems = pgTable(
  'favorite_items',
  {
    id: text('id').primaryKey(),
    listId: text('list_id').notNull().references(() => favoriteLists.id, { onDelete: 'cascade' }),
    productId: text('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('favorite_items_product_idx').on(t.listId, t.productId)],
);

/** Read-only share links of a favorites list; the share id is the secret. */
export const favoriteShares = pgTable(
  'favorite_shares',
  {
    id: text('id').primaryKey(),
    listId: text('list_id').notNull().references(() => favoriteLists.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [index('favorite_shares_list_idx').on(t.listId).where(sql`${t.revokedAt} is null`)],
);
