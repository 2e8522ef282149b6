import { z } from 'zod';

/**
 * Request bodies and queries of the spec §7 Cart calls. Amounts (customAmount) are integer minor
 * units of the cart's currency. Ids are opaque strings; bounds keep bad input a 400, never a 500.
 */
const id = z.string().trim().min(1).max(80);
const qty = z.number().int().min(1);
const url = z.string().max(500);

/** §3 giftOption; stored only when to, email and message are all present (§5). */
export const giftOptionSchema = z.object({
  to: z.string().max(100).optional(),
  email: z.string().max(100).optional(),
  message: z.string().max(300).optional(),
});
export type GiftOption = z.infer<typeof giftOptionSchema>;

/** The saved-for-later entry an add or a save refers to (§7 saveForLater{...}). */
export const saveForLaterRefSchema = z.object({
  consumerId: z.string().max(80).optional(),
  consumerID: z.string().max(80).optional(),
  itemId: z.string().max(80).optional(),
  saveForLaterId: z.string().max(80).optional(),
});

/** POST /cart/v1/cart. */
export const createCartRequestSchema = z.object({ favStoreId: id.optional() });
export type CreateCartRequest = z.infer<typeof createCartRequestSchema>;

/** GET /cart/v1/cart/{basketId} query. */
export const readCartQuerySchema = z.object({
  favStoreId: id.optional(),
  isPatchRequired: z.stringbool().optional(),
  inventorySupplyCheck: z.stringbool().optional(),
});
export type ReadCartQuery = z.infer<typeof readCartQuerySchema>;

/** POST /cart/v1/item: one product variant (by productId + upc, or the variant id as productId). */
export const addItemRequestSchema = z.object({
  cartId: id,
  productId: id,
  upc: z.string().max(20).optional(),
  qty: qty.default(1),
  /** The most the shopper may have of this item (default §9 999999); the server keeps the lower of this and its own limit. */
  maxQty: qty.optional(),
  storeId: id.optional(),
  recipeId: z.string().max(80).optional(),
  precreatedCustomsCode: z.string().max(80).optional(),
  productImageURL: url.optional(),
  pdpUrl: url.optional(),
  giftOption: giftOptionSchema.optional(),
  /** Digital gift cards only: the amount in minor units, within the site's limits. */
  customAmount: z.number().int().min(1).optional(),
  saveForLater: saveForLaterRefSchema.optional(),
});
export type AddItemRequest = z.input<typeof addItemRequestSchema>;

/** POST /cart/v1/cartWithItem: the item of the new cart (query bid, action=pickup, favStoreId, customAmount). */
export const cartWithItemRequestSchema = addItemRequestSchema.omit({ cartId: true });
export const cartWithItemQuerySchema = z.object({
  /**
   * A product page's express purchase (Apple Pay, PayPal): `new` puts the item into a buy-now basket of its own
   * (not the active cart, which stays as it is); the id of the caller's previous buy-now basket replaces that one.
   */
  bid: id.optional(),
  action: z.enum(['pickup']).optional(),
  favStoreId: id.optional(),
  customAmount: z.coerce.number().int().min(1).optional(),
});

/** PUT /cart/v1/cart/{basketId}/item. */
export const updateItemRequestSchema = z.object({
  cartId: id,
  itemId: id,
  productId: id.optional(),
  qty: qty.optional(),
  maxQty: qty.optional(),
  upc: z.string().max(20).optional(),
  /** A store id switches the item to pickup there; null sends it home again. */
  storeId: id.nullable().optional(),
  recipeId: z.string().max(80).optional(),
  giftOption: giftOptionSchema.nullable().optional(),
});
export type UpdateItemRequest = z.input<typeof updateItemRequestSchema>;

/** DELETE /cart/v1/item. */
export const removeItemRequestSchema = z.object({ cartId: id, itemId: id, upc: z.string().max(20).optional() });

/** PUT and DELETE /cart/v1/coupon. */
export const couponRequestSchema = z.object({ cartId: id, code: z.string().trim().min(1).max(40) });

/**
 * POST /cart/v1/shippingMethod: the method of a shipment ('me' home delivery, 'customs'), or,
 * with itemId, the delivery of one item (pickup or ship-to-store need storeId).
 */
export const shippingMethodRequestSchema = z.object({
  cartId: id,
  code: z.string().trim().min(1).max(40),
  shippingId: z.string().max(80).default('me'),
  shopperAppliedSM: z.boolean().optional(),
  itemId: id.optional(),
  storeId: id.optional(),
});
export type ShippingMethodRequest = z.input<typeof shippingMethodRequestSchema>;

/** The shopper's choice among a gift-with-purchase promotion's gifts (at most its maximum). */
export const chooseGiftsRequestSchema = z.object({
  cartId: id,
  promotionId: id,
  variantIds: z.array(id).max(10),
});

/** PUT /cart/v2/saveForLater: moves a cart item to the shopper's saved-for-later list (qty kept). */
export const saveForLaterRequestSchema = z.object({
  cartId: id,
  itemId: id,
  productId: id.optional(),
  recipeId: z.string().max(80).optional(),
  pdpUrl: url.optional(),
  available: z.boolean().optional(),
  qty: qty.optional(),
  type: z.literal('product').default('product'),
  saveForLater: saveForLaterRefSchema.optional(),
});

/** POST /cart/v2/cart/{basketId}/saveForLater: moves a saved item into the cart (qty kept). */
export const moveSavedToCartRequestSchema = z.object({ saveForLaterId: id, itemId: id });

/** POST /cart/v1/cart/{basketId}/price_adjustments (associates only); PATCH takes the same fields. */
export const priceAdjustmentRequestSchema = z
  .object({
    /** The line it applies to; none means the whole order. */
    itemId: id.optional(),
    /** Minor units off, or percent off (0 < p ≤ 100, at most two decimals). */
    amountOff: z.number().int().min(1).optional(),
    percentOff: z.number().gt(0).max(100).multipleOf(0.01).optional(),
    reason: z.string().trim().min(1).max(200),
  })
  .refine((body) => (body.amountOff === undefined) !== (body.percentOff === undefined), {
    message: 'Give either amountOff or percentOff.',
    path: ['amountOff'],
  });
export type PriceAdjustmentRequest = z.infer<typeof priceAdjustmentRequestSchema>;

/** The token exchange's guestObjects (§7), merged into the registered shopper's cart and lists. */
export const guestObjectsSchema = z.object({
  basketId: id.optional(),
  favoriteId: id.optional(),
  saveForLaterId: id.optional(),
});
export type GuestObjects = z.infer<typeof guestObjectsSchema>;
