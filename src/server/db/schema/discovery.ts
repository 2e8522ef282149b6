import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { products, stores } from './catalog';

/**
 * Per-product search data materialised at seed time (brand, release date, distinct sizes),
 * so search and facets need no variant scan per request.
 */
export const searchDocuments = pgTable(
  'catalog_search_documents',
  {
    productId: text('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    siteId: text('site_id').notNull(),
    brand: text('brand').notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true, mode: 'string' }).notNull(),
    sizes: text('sizes').array().notNull(),
  },
  (t) => [index('catalog_search_documents_site_idx').on(t.siteId)],
);

/** Curated groups of products ('complete the look'). */
export const productSets = pgTable(
  'catalog_product_sets',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id').notNull(),
    type: text('type').notNull(),
    name: text('name').notNull(),
  },
  (t) => [index('catalog_product_sets_site_idx').on(t.siteId)],
);

export const productSetItems = pgTable(
  'catalog_product_set_items',
  {
    setId: text('set_id')
      .notNull()
      .references(() => productSets.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.setId, t.productId] }), index('catalog_product_set_items_product_idx').on(t.productId)],
);

/** How often two products were bought together (deterministic seed data, both directions stored). */
export const coPurchases = pgTable(
  'catalog_co_purchases',
  {
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    otherId: text('other_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    orders: integer('orders').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.otherId] })],
);

/** Stores that also act as collection points (click and collect, lockers). */
export const collectionPoints = pgTable('store_collection_points', {
  storeId: text('store_id')
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  type: text('type').$type<'store' | 'locker'>().notNull(),
  openingHours: text('opening_hours').notNull(),
  active: boolean('active').notNull(),
});
