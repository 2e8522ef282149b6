import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Points earned per order amount, per site and currency (seeded): an order paying `amount` minor
 * units (what was not paid with points) earns floor(amount × points / perMinor) points.
 */
export const loyaltyEarnRates = pgTable(
  'loyalty_earn_rates',
  {
    siteId: text('site_id').notNull(),
    currency: text('currency').notNull(),
    points: integer('points').notNull(),
    perMinor: integer('per_minor').notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.currency] }), check('loyalty_earn_rates_positive', sql`${t.points} >= 0 and ${t.perMinor} > 0`)],
);

/** What a member may buy with points (spec §3 applicableLoyaltyVouchers): points → amountInCurrency, per site and currency. */
export const loyaltyVoucherKinds = pgTable(
  'loyalty_voucher_kinds',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id').notNull(),
    currency: text('currency').notNull(),
    points: integer('points').notNull(),
    /** Minor units. */
    amount: integer('amount').notNull(),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [
    uniqueIndex('loyalty_voucher_kinds_key_idx').on(t.siteId, t.currency, t.points),
    check('loyalty_voucher_kinds_positive', sql`${t.points} > 0 and ${t.amount} > 0`),
  ],
);

export type LoyaltyVoucherStatus = 'active' | 'redeemed' | 'expired' | 'cancelled';

/**
 * A voucher a member bought with points: written in the same transaction as the guarded spend
 * and its ledger entry. Redeemed by an order (orderId) with a guarded status update.
 */
export const loyaltyVouchers = pgTable(
  'loyalty_vouchers',
  {
    id: text('id').primaryKey(),
    consumerId: text('consumer_id').notNull(),
    siteId: text('site_id').notNull(),
    kindId: text('kind_id').notNull().references(() => loyaltyVoucherKinds.id),
    code: text('code').notNull(),
    currency: text('currency').notNull(),
    points: integer('points').notNull(),
    amount: integer('amount').notNull(),
    status: text('status').$type<LoyaltyVoucherStatus>().notNull().default('active'),
    ledgerEntryId: text('ledger_entry_id').notNull(),
    orderId: text('order_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('loyalty_vouchers_code_idx').on(t.code),
    index('loyalty_vouchers_consumer_idx').on(t.consumerId, t.createdAt),
    check('loyalty_vouchers_status', sql`${t.status} in ('active', 'redeemed', 'expired', 'cancelled')`),
    check('loyalty_vouchers_positive', sql`${t.points} > 0 and ${t.amount} > 0`),
  ],
);

export type LoyaltyVoucherRow = typeof loyaltyVouchers.$inferSelect;
export type LoyaltyVoucherKindRow = typeof loyaltyVoucherKinds.$inferSelect;
