import { index, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { products, variants } from './catalog';

/** Back-in-stock requests (PUT /products/v1/notifications); one per email and variant while pending. */
export const stockNotifications = pgTable(
  'stock_notifications',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    siteId: text('site_id').notNull(),
    locale: text('locale').notNull(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: text('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the back-in-stock message was written to the outbox; null while waiting. */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('stock_notifications_email_variant_idx').on(t.email, t.variantId),
    index('stock_notifications_pending_idx').on(t.notifiedAt, t.variantId),
  ],
);
