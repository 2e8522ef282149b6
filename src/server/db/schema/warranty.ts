import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orderLines, orders } from './orders';

export type WarrantyClaimStatus = 'received' | 'closed';

/**
 * A shopper's warranty claim for one line of a delivered order (POST .../warranty). One open
 * claim per line: the partial unique index holds it when two arrive at once.
 */
export const warrantyClaims = pgTable(
  'warranty_claims',
  {
    /** The case number the shopper quotes (CS-…). */
    id: text('id').primaryKey(),
    siteId: text('site_id').notNull(),
    orderId: text('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    orderLineId: text('order_line_id').notNull().references(() => orderLines.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    description: text('description').notNull(),
    status: text('status').$type<WarrantyClaimStatus>().notNull().default('received'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('warranty_claims_open_line_idx').on(t.orderLineId).where(sql`${t.status} <> 'closed'`),
    index('warranty_claims_order_idx').on(t.orderId),
  ],
);
