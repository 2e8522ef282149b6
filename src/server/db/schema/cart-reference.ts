import { boolean, integer, jsonb, numeric, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PerCurrency, PerLanguage } from './promotions';

/**
 * Sales tax and VAT rates. `region` is '' for the country-wide rate; a state or province row
 * wins over it. inclusive: the rate is inside the prices (VAT in the EU and GB), else added on top.
 */
export const taxRates = pgTable(
  'tax_rates',
  {
    country: text('country').notNull(),
    region: text('region').notNull().default(''),
    /** 0.2 for 20 %, up to five decimals (Québec's 0.14975). */
    rate: numeric('rate', { precision: 7, scale: 5 }).notNull(),
    inclusive: boolean('inclusive').notNull(),
    label: text('label').notNull(),
  },
  (t) => [primaryKey({ columns: [t.country, t.region] })],
);

export type ShippingKind = 'standard' | 'express' | 'pickup' | 'pudo' | 'sts' | 'digital' | 'customs';

/** Delivery methods per site and country (spec §4 shipping codes). */
export const shippingMethods = pgTable(
  'shipping_methods',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id').notNull(),
    country: text('country').notNull(),
    code: text('code').notNull(),
    kind: text('kind').$type<ShippingKind>().notNull(),
    label: jsonb('label').$type<PerLanguage>().notNull(),
    deliveryTime: jsonb('delivery_time').$type<PerLanguage>().notNull(),
    price: jsonb('price').$type<PerCurrency>().notNull(),
    /** Free once the merchandise subtotal reaches it (per currency); null: never free by itself. */
    freeThreshold: jsonb('free_threshold').$type<PerCurrency>(),
    position: integer('position').notNull(),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [uniqueIndex('shipping_methods_site_country_code_idx').on(t.siteId, t.country, t.code)],
);

/** The amounts a digital gift card may be bought for (customAmount), per site and currency. */
export const giftCardLimits = pgTable(
  'gift_card_limits',
  {
    siteId: text('site_id').notNull(),
    currency: text('currency').notNull(),
    minAmount: integer('min_amount').notNull(),
    maxAmount: integer('max_amount').notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.currency] })],
);

export type TaxRateRow = typeof taxRates.$inferSelect;
export type ShippingMethodRow = typeof shippingMethods.$inferSelect;
