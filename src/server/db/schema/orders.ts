import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CartOwnerKind } from './cart';

export type OrderStatusColumn = 'created' | 'shipped' | 'delivered' | 'cancelled' | 'returned';
/** processing while being placed; finalized once stored and paid; failed when placement was undone (the cart may be ordered again). */
export type OrderProcessing = 'processing' | 'finalized' | 'failed';

/** A payment of the order as placed (card, gift card, points, ...). */
export interface OrderPaymentJson {
  code: string;
  amount: number;
  status: string;
  instrumentId: string;
  card?: { brand: string; last4: string; expiryMonth: number; expiryYear: number };
  giftCardId?: string;
  c_gcCardNumber?: string;
  points?: number;
  voucherId?: string;
  voucherCode?: string;
}

export interface OrderShipmentJson {
  shipmentId: string;
  method: { code: string; label: string };
  storeId: string | null;
  shippingTotal: number;
  trackingNumber: string | null;
  status: OrderStatusColumn;
}

/** What placement spent, so an undo (or a cancel) gives exactly that back. */
export interface OrderSpendJson {
  stock: Array<{ variantId: string; qty: number; storeId: string | null }>;
  coupons: Array<{ couponId: string; redemptionId: string }>;
  giftCards: Array<{ giftCardId: string; amount: number }>;
  points: number;
  /** Loyalty vouchers redeemed by the order (absent on orders from before vouchers). */
  vouchers?: string[];
  /** Athlete credit the order took, minor units (absent when none). */
  athlete?: number;
  /** Merchandise the employee discount covered, counted against the employee's yearly allowance (absent when none). */
  employee?: number;
}

/**
 * Orders (spec §3 Order). One cart becomes at most one live order: cart_id is unique among
 * orders that did not fail. Guests reach theirs with the access token `st` (only its hash is kept).
 */
export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    orderNumber: text('order_number').notNull(),
    siteId: text('site_id').notNull(),
    locale: text('locale').notNull(),
    cartId: text('cart_id').notNull(),
    ownerKind: text('owner_kind').$type<CartOwnerKind>().notNull(),
    ownerId: text('owner_id').notNull(),
    email: text('email').notNull(),
    guestTokenHash: text('guest_token_hash'),
    status: text('status').$type<OrderStatusColumn>().notNull().default('created'),
    processing: text('processing').$type<OrderProcessing>().notNull().default('processing'),
    currency: text('currency').notNull(),
    country: text('country').notNull(),
    total: integer('total').notNull(),
    /** §3 totals as the cart computed them at placement. */
    totals: jsonb('totals').$type<Record<string, unknown>>().notNull(),
    promoSummary: jsonb('promo_summary').$type<unknown[]>().notNull().default([]),
    shipments: jsonb('shipments').$type<OrderShipmentJson[]>().notNull().default([]),
    payments: jsonb('payments').$type<OrderPaymentJson[]>().notNull().default([]),
    spend: jsonb('spend').$type<OrderSpendJson>().notNull(),
    shippingAddress: jsonb('shipping_address').$type<Record<string, unknown>>(),
    billingAddress: jsonb('billing_address').$type<Record<string, unknown>>(),
    inStoreSalesInfo: jsonb('in_store_sales_info').$type<{ storeId: string; storeEmployeeId: string }>(),
    channel: text('channel').notNull().default('web'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_number_idx').on(t.orderNumber),
    uniqueIndex('orders_live_cart_idx').on(t.cartId).where(sql`${t.processing} <> 'failed'`),
    index('orders_owner_idx').on(t.siteId, t.ownerKind, t.ownerId, t.createdAt),
    check('orders_total_non_negative', sql`${t.total} >= 0`),
  ],
);

/** The lines of an order as bought (a snapshot: later catalog changes do not touch them). */
export const orderLines = pgTable(
  'order_lines',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: text('product_id').notNull(),
    variantId: text('variant_id').notNull(),
    name: text('name').notNull(),
    upc: text('upc').notNull(),
    qty: integer('qty').notNull(),
    unitPrice: integer('unit_price').notNull(),
    /** The list (strike-through) unit price when ordered; null on orders placed before it was kept. */
    originalUnitPrice: integer('original_unit_price'),
    amount: integer('amount').notNull(),
    tax: integer('tax').notNull(),
    bonus: integer('bonus').notNull().default(0),
    shipmentId: text('shipment_id').notNull(),
    storeId: text('store_id'),
    productImageUrl: text('product_image_url').notNull().default(''),
    isDigital: integer('is_digital').notNull().default(0),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId, t.position), check('order_lines_qty_positive', sql`${t.qty} > 0`)],
);

export type PaymentAttemptStatus = 'pending' | 'authorised' | 'captured' | 'voided' | 'failed';

/**
 * One call to a payment provider, written before the call (pending, with its merchant
 * reference) so a crash between the provider's answer and the order's storing is found and
 * settled by the sweeper. Status moves only forward, by conditional updates.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    merchantReference: text('merchant_reference').notNull(),
    provider: text('provider').notNull(),
    method: text('method').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<PaymentAttemptStatus>().notNull().default('pending'),
    pspReference: text('psp_reference'),
    /** The 3-D Secure challenge waiting for the shopper (paymentData). */
    paymentData: text('payment_data'),
    refusalReason: text('refusal_reason'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_attempts_reference_idx').on(t.merchantReference),
    index('payment_attempts_pending_idx').on(t.status, t.updatedAt),
    index('payment_attempts_order_idx').on(t.orderId),
  ],
);

/**
 * Idempotency-Key of place order, per caller: the request's hash, running or done, and the
 * answer to replay. Rows live at least 24 h (expiresAt).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    status: text('status').$type<'running' | 'done'>().notNull().default('running'),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('idempotency_keys_scope_key_idx').on(t.scope, t.key), index('idempotency_keys_expiry_idx').on(t.expiresAt)],
);

/** Gift cards: number and PIN (PIN hashed), balance guarded by a check and by conditional updates. */
export const giftCards = pgTable(
  'gift_cards',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id').notNull(),
    number: text('number').notNull(),
    pinHash: text('pin_hash').notNull(),
    currency: text('currency').notNull(),
    balance: integer('balance').notNull(),
    /** The order that bought it (a digital gift card), if any. */
    issuedByOrder: text('issued_by_order'),
    recipientEmail: text('recipient_email'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('gift_cards_number_idx').on(t.siteId, t.number), check('gift_cards_balance_non_negative', sql`${t.balance} >= 0`)],
);

/** Append-only: every change of a gift card's balance (negative: spent; positive: issued or given back). */
export const giftCardLedger = pgTable(
  'gift_card_ledger',
  {
    id: text('id').primaryKey(),
    giftCardId: text('gift_card_id').notNull().references(() => giftCards.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    reason: text('reason').notNull(),
    orderId: text('order_id'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('gift_card_ledger_card_idx').on(t.giftCardId)],
);

export type LoyaltyEntryKind = 'earn' | 'spend' | 'reverse' | 'expire' | 'voucher';
/** pending: earned, locked until the return window passed; active: counts; expired / cancelled: no longer counts. */
export type LoyaltyEntryState = 'pending' | 'active' | 'expired' | 'cancelled';

/**
 * The points ledger of a consumer (docs/architecture.md "Loyalty"). Amounts never change once
 * written; only an entry's state and what is left of it (`remaining`, for points that came in and
 * may still be spent or expire) move, by guarded updates. consumers.loyalty_points is the sum of
 * `remaining` over active entries: the guarded balance every spend takes from in one statement.
 * A reversal, expiry or refund is a new entry linked to the one it undoes (at most one per entry).
 */
export const loyaltyLedger = pgTable(
  'loyalty_ledger',
  {
    id: text('id').primaryKey(),
    consumerId: text('consumer_id').notNull(),
    kind: text('kind').$type<LoyaltyEntryKind>().notNull(),
    state: text('state').$type<LoyaltyEntryState>().notNull().default('active'),
    /** Positive: points in (earn, refund); negative: points out (spend, voucher, expiry, reversal of an earn). */
    delta: integer('delta').notNull(),
    /** Of a positive entry: the points not yet spent or expired (0 for negative entries). */
    remaining: integer('remaining').notNull().default(0),
    reason: text('reason').notNull(),
    orderId: text('order_id'),
    linkedEntryId: text('linked_entry_id'),
    /** A pending earn becomes active at this time (the return window). */
    maturesAt: timestamp('matures_at', { withTimezone: true, mode: 'string' }),
    /** What is left of a positive entry expires at this time. */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    index('loyalty_ledger_consumer_idx').on(t.consumerId, t.createdAt),
    index('loyalty_ledger_due_idx').on(t.state, t.maturesAt),
    index('loyalty_ledger_expiry_idx').on(t.state, t.expiresAt).where(sql`${t.remaining} > 0`),
    index('loyalty_ledger_order_idx').on(t.orderId),
    uniqueIndex('loyalty_ledger_one_earn_per_order_idx').on(t.orderId).where(sql`${t.kind} = 'earn'`),
    uniqueIndex('loyalty_ledger_one_link_idx').on(t.linkedEntryId).where(sql`${t.linkedEntryId} is not null`),
    check('loyalty_ledger_kind', sql`${t.kind} in ('earn', 'spend', 'reverse', 'expire', 'voucher')`),
    check('loyalty_ledger_state', sql`${t.state} in ('pending', 'active', 'expired', 'cancelled')`),
    check('loyalty_ledger_remaining', sql`${t.remaining} >= 0 and ${t.remaining} <= greatest(${t.delta}, 0)`),
  ],
);

/** Saved cards of a consumer: the processor's token and what may be shown (never the number). */
export const savedCards = pgTable(
  'saved_cards',
  {
    id: text('id').primaryKey(),
    consumerId: text('consumer_id').notNull(),
    token: text('token').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expiryMonth: integer('expiry_month').notNull(),
    expiryYear: integer('expiry_year').notNull(),
    holder: text('holder'),
    isDefault: integer('is_default').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('saved_cards_consumer_idx').on(t.consumerId), uniqueIndex('saved_cards_same_card_idx').on(t.consumerId, t.brand, t.last4, t.expiryMonth, t.expiryYear)],
);

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type PaymentAttemptRow = typeof paymentAttempts.$inferSelect;
export type GiftCardRow = typeof giftCards.$inferSelect;
export type LoyaltyEntryRow = typeof loyaltyLedger.$inferSelect;
