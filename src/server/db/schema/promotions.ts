import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export type PromotionLevelColumn = 'ORDER' | 'PRODUCT' | 'SHIPPING';
export type PromotionKind = 'percent' | 'amount' | 'free_shipping' | 'gift';
export type CustomerGroup = 'ALL' | 'GUEST' | 'REGISTERED' | 'EMPLOYEE' | 'IPA' | 'WRANX';
export type Exclusivity = 'none' | 'class' | 'global';
/** Minor units per currency code: { USD: 5000, EUR: 4500 }. */
export type PerCurrency = Record<string, number>;
/** One text per storefront language. */
export type PerLanguage = { en: string; fr: string; de: string; it: string };

/** What a product promotion discounts (any match qualifies; empty means every line). */
export interface PromotionQualifiers {
  categoryIds?: string[];
  brands?: string[];
  productIds?: string[];
  /** Shipping promotions: the methods they apply to (empty: every home-delivery method). */
  shippingMethodCodes?: string[];
}

/**
 * Promotions (editable in the database; the engine is src/server/domain/cart/pricing). Rules in
 * docs/architecture.md "Money paths: the cart": levels, exclusivity, best-discount choice.
 */
export const promotions = pgTable(
  'promotions',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id').notNull(),
    name: text('name').notNull(),
    campaignId: text('campaign_id'),
    level: text('level').$type<PromotionLevelColumn>().notNull(),
    kind: text('kind').$type<PromotionKind>().notNull(),
    /** percent: basis points off (1500 = 15 %). */
    percentOffBp: integer('percent_off_bp'),
    /** amount: minor units off per currency (per unit for PRODUCT, once for ORDER and SHIPPING). */
    amountOff: jsonb('amount_off').$type<PerCurrency>(),
    /** ORDER, SHIPPING and gift promotions: the merchandise subtotal (after product discounts) they need. */
    threshold: jsonb('threshold').$type<PerCurrency>(),
    qualifiers: jsonb('qualifiers').$type<PromotionQualifiers>().notNull().default({}),
    /** Countries it runs in; null for every country of the site. */
    countries: jsonb('countries').$type<string[]>(),
    customerGroup: text('customer_group').$type<CustomerGroup>().notNull().default('ALL'),
    exclusivity: text('exclusivity').$type<Exclusivity>().notNull().default('none'),
    /** Lower runs first and wins ties. */
    priority: integer('priority').notNull().default(100),
    /** Applies only while one of its coupons is in the cart. */
    requiresCoupon: boolean('requires_coupon').notNull().default(false),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'string' }),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'string' }),
    /** Three parts separated by '|' (§3 approaching promotion), per language. */
    callout: jsonb('callout').$type<PerLanguage>().notNull(),
    approachingDisplayLevels: jsonb('approaching_display_levels').$type<string[]>().notNull().default(['cart', 'minicart']),
    /** gift: the variants the shopper may choose from, and how many. */
    giftVariantIds: jsonb('gift_variant_ids').$type<string[]>().notNull().default([]),
    maxGifts: integer('max_gifts').notNull().default(1),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [index('promotions_site_idx').on(t.siteId)],
);

/**
 * Coupon codes (stored upper-case, unique per site). redemptionCount counts reserved and
 * committed redemptions; checkout holds the total limit with a conditional update
 * (`... set redemption_count = redemption_count + 1 where redemption_count < total_limit`).
 */
export const coupons = pgTable(
  'coupons',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id').notNull(),
    code: text('code').notNull(),
    promotionId: text('promotion_id').notNull().references(() => promotions.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'string' }),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'string' }),
    totalLimit: integer('total_limit'),
    perCustomerLimit: integer('per_customer_limit'),
    redemptionCount: integer('redemption_count').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [
    uniqueIndex('coupons_site_code_idx').on(t.siteId, t.code),
    check('coupons_within_limit', sql`${t.redemptionCount} >= 0 and (${t.totalLimit} is null or ${t.redemptionCount} <= ${t.totalLimit})`),
  ],
);

export type RedemptionState = 'reserved' | 'committed' | 'released';

/**
 * One row per use of a coupon by a customer (consumer id, or the guest's email at checkout).
 * `sequence` numbers a customer's uses (1..perCustomerLimit): the partial unique index makes a
 * second reservation of the same use fail instead of passing a read-then-write check.
 */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: text('id').primaryKey(),
    couponId: text('coupon_id').notNull().references(() => coupons.id, { onDelete: 'cascade' }),
    customerKey: text('customer_key').notNull(),
    sequence: integer('sequence').notNull().default(1),
    state: text('state').$type<RedemptionState>().notNull(),
    cartId: text('cart_id'),
    orderNo: text('order_no'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupon_redemptions_use_idx').on(t.couponId, t.customerKey, t.sequence).where(sql`${t.state} <> 'released'`),
    index('coupon_redemptions_customer_idx').on(t.customerKey),
  ],
);

export type PromotionRow = typeof promotions.$inferSelect;
export type CouponRow = typeof coupons.$inferSelect;
