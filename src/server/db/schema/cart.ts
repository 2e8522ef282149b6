import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { variants } from './catalog';

/** A coupon code held by a cart (validated when applied, re-checked on every evaluation). */
export interface CartCouponJson {
  couponId: string;
  code: string;
  promotionId: string;
}

/** A store associate's manual price adjustment (spec §7 price_adjustments): amount or percent off a line or the order. */
export interface PriceAdjustmentJson {
  id: string;
  /** A line of the cart, or null for the whole order; dropped with its line. */
  itemId: string | null;
  amountOff: number | null;
  /** Basis points (1250 = 12.5 %). */
  percentOffBp: number | null;
  reason: string;
  createdBy: string;
  createdAt: string;
}

/**
 * A payment instrument held by the cart (spec §3 payment_instruments). Balance methods (gift card,
 * points) carry a fixed amount; the covering method (card, wallets) pays what is left. A card is its
 * processor token and what may be shown; a gift card its id and masked number (never the PIN).
 */
export interface CartPaymentInstrumentJson {
  id: string;
  method: string;
  amount: number;
  giftCardId?: string;
  maskedNumber?: string;
  points?: number;
  /** REWARD_CODE: a loyalty voucher the shopper bought with points (redeemed at placement). */
  voucherId?: string;
  voucherCode?: string;
  card?: { token: string; brand: string; last4: string; expiryMonth: number; expiryYear: number; holder?: string };
  /** Wallets and BNPL: the provider's session or order reference. */
  reference?: string;
}

export interface GiftOptionJson {
  to: string;
  email: string;
  message: string;
}

/**
 * `active`: the shopper's cart (one per owner and site). `buy_now`: a product page's express basket (spec §7
 * cartWithItem `bid`), holding only the item bought there, short-lived and never shown as the cart; both are live
 * (written and placed the same way). `merged`, `ordered`, `expired` are ends.
 */
export type CartStatus = 'active' | 'buy_now' | 'merged' | 'ordered' | 'expired';
/** The statuses of a cart that can still be read, changed and placed. */
export const LIVE_CART_STATUSES: readonly CartStatus[] = ['active', 'buy_now'];
export type CartOwnerKind = 'consumer' | 'guest';
/** How a line is delivered: with the home shipment, picked up in a store, or shipped to a store. */
export type LineDelivery = 'home' | 'pickup' | 'sts';

/**
 * Carts (spec §3 Cart, id = basketId). The owner is the registered shopper (consumer id) or, for
 * a guest, the guest session that made it; a shopper has at most one active cart per site.
 * Guest carts expire (expiresAt, pushed forward by every write); registered carts do not. A buy-now
 * basket (status buy_now) expires a fixed time after it was made, whoever owns it.
 */
export const carts = pgTable(
  'carts',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id').notNull(),
    currency: text('currency').notNull(),
    country: text('country').notNull(),
    /** State or province (US, CA sales tax); from the shipping address once checkout sets one. */
    region: text('region'),
    ownerKind: text('owner_kind').$type<CartOwnerKind>().notNull(),
    ownerId: text('owner_id').notNull(),
    status: text('status').$type<CartStatus>().notNull().default('active'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }),
    favStoreId: text('fav_store_id'),
    /** A guest's favorites list, kept with the cart (§9). */
    favoriteId: text('favorite_id'),
    /** Method of the home-delivery shipment ('me'): standard, express or pudo. */
    homeShippingMethod: text('home_shipping_method').notNull().default('standard'),
    coupons: jsonb('coupons').$type<CartCouponJson[]>().notNull().default([]),
    priceAdjustments: jsonb('price_adjustments').$type<PriceAdjustmentJson[]>().notNull().default([]),
    /** The shopper's own choice of gifts per gift-with-purchase promotion (may be empty: declined); else the first gift in stock. */
    giftChoices: jsonb('gift_choices').$type<Record<string, string[]>>().notNull().default({}),
    shippingAddress: jsonb('shipping_address').$type<Record<string, unknown>>(),
    billingAddress: jsonb('billing_address').$type<Record<string, unknown>>(),
    paymentInstruments: jsonb('payment_instruments').$type<CartPaymentInstrumentJson[]>().notNull().default([]),
    /** The cart this one was merged into (status merged). */
    mergedInto: text('merged_into'),
    /** Bumped by every write; lets a client tell a stale copy. */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('carts_active_owner_idx').on(t.siteId, t.ownerKind, t.ownerId).where(sql`${t.status} = 'active'`),
    // What the sweeper expires (expireGuestCarts): live carts with a lifetime, buy-now baskets included.
    index('carts_live_expiry_idx').on(t.expiresAt).where(sql`${t.status} in ('active', 'buy_now') and ${t.expiresAt} is not null`),
  ],
);

/**
 * Cart lines. `lineKey` makes the same variant with the same delivery (and recipe, gift card
 * amount, gift promotion) one line: a second add increases its quantity.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: text('id').primaryKey(),
    cartId: text('cart_id').notNull().references(() => carts.id, { onDelete: 'cascade' }),
    lineKey: text('line_key').notNull(),
    productId: text('product_id').notNull(),
    variantId: text('variant_id').notNull().references(() => variants.id),
    qty: integer('qty').notNull(),
    maxQty: integer('max_qty').notNull(),
    delivery: text('delivery').$type<LineDelivery>().notNull().default('home'),
    storeId: text('store_id'),
    giftOption: jsonb('gift_option').$type<GiftOptionJson>(),
    /** Digital gift cards: the amount chosen (minor units), which is the unit price. */
    customAmount: integer('custom_amount'),
    recipeId: text('recipe_id'),
    precreatedCustomsCode: text('precreated_customs_code'),
    productImageUrl: text('product_image_url'),
    pdpUrl: text('pdp_url'),
    /** A gift with purchase, added by its promotion (never by hand), priced 0. */
    bonus: boolean('bonus').notNull().default(false),
    promotionId: text('promotion_id'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_items_line_idx').on(t.cartId, t.lineKey),
    check('cart_items_qty_positive', sql`${t.qty} > 0 and ${t.qty} <= ${t.maxQty}`),
  ],
);

export type CartRow = typeof carts.$inferSelect;
export type CartItemRow = typeof cartItems.$inferSelect;
