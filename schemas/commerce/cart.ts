import { z } from 'zod';
import { giftOptionSchema } from './cart-requests';

export * from './cart-requests';

/**
 * The §3 Cart as the commerce API answers it. Every amount is integer minor units of `currency`;
 * the server computes every total (docs/architecture.md, "Money paths: the cart"), the client
 * never adds anything up.
 */
const minor = z.number().int();
const nonNegative = minor.min(0);

export const promotionLevelSchema = z.enum(['ORDER', 'PRODUCT', 'SHIPPING']);
export type PromotionLevel = z.infer<typeof promotionLevelSchema>;

/** §3 Cart totals. */
export const cartTotalsSchema = z.object({
  currency: z.string().length(3),
  /** What the shopper pays: merchandise after every discount, plus shipping, plus tax where it is added on top. */
  total: nonNegative,
  /** Every promotion and price adjustment discount (product, order and shipping). */
  totalDiscount: nonNegative,
  /** Merchandise after product and order discounts. */
  itemTotal: nonNegative,
  totalWithoutTax: nonNegative,
  /** Shipping after shipping discounts. */
  shipping: nonNegative,
  tax: nonNegative,
  /** totalDiscount as a percent of merchandise and shipping before discounts, one decimal (§9). */
  totalDiscountPercentage: z.number().min(0).max(100),
  /** The part of total that payments do not cover yet (= total until checkout adds payments). */
  remainingToPay: nonNegative,
  totalUnits: z.number().int().min(0),
  /** Merchandise at current prices, before promotions. */
  itemSubTotal: nonNegative,
  netAmount: nonNegative,
  taxAmount: nonNegative,
  appliedRewards: nonNegative,
  /** Whether prices include the tax (VAT in the EU and GB) or it is added on top (US, CA). */
  taxIncluded: z.boolean(),
});
export type CartTotals = z.infer<typeof cartTotalsSchema>;

/** §3 Cart item price. */
export const cartItemPriceSchema = z.object({
  currency: z.string().length(3),
  /** Unit price now (sale price, or the custom amount of a gift card). */
  current: nonNegative,
  /** Unit list price. */
  original: nonNegative,
  highCurrent: nonNegative,
  highOriginal: nonNegative,
  /** current × qty, before promotions. */
  rowTotal: nonNegative,
  priceAfterItemDiscount: nonNegative,
  priceAfterOrderDiscount: nonNegative,
  /** What the line costs: priceAfterOrderDiscount. */
  amount: nonNegative,
});

export const productPromotionSchema = z.object({
  promotionId: z.string(),
  campaignId: z.string().nullable(),
  couponCode: z.string().nullable(),
  calloutMessage: z.string(),
  /** The discount this promotion gives the line (minor units, positive). */
  price: nonNegative,
});

export const shippingMethodSchema = z.object({
  code: z.string(),
  /** standard, express, pickup, pudo, sts, digital or customs. */
  kind: z.string(),
  label: z.string(),
  deliveryTime: z.string(),
  price: z.object({ amount: nonNegative, currency: z.string().length(3) }),
});
export type CartShippingMethod = z.infer<typeof shippingMethodSchema>;

/** GET /cart/v1/cart/{basketId}/shippingMethod/{shippingId}: the methods a shipment may take. */
export const shipmentMethodsSchema = z.object({ shippingId: z.string(), applicableShippingMethods: z.array(shippingMethodSchema) });
export type ShipmentMethods = z.infer<typeof shipmentMethodsSchema>;

export const storeInfoSchema = z.object({ id: z.string(), name: z.string(), storeInventory: z.number().int().min(0) });

/** §3 shippingOptions of an item: how it is delivered and how else it could be. */
export const itemShippingOptionSchema = z.object({
  selected: z.boolean(),
  available: z.boolean(),
  shippingMethod: shippingMethodSchema,
  storeInfo: storeInfoSchema.nullable(),
});

export const cartItemSchema = z.object({
  id: z.string(),
  productId: z.string(),
  variantId: z.string(),
  masterId: z.string(),
  masterId2: z.string().nullable(),
  name: z.string(),
  slug: z.string(),
  qty: z.number().int().min(1),
  maxQty: z.number().int().min(1),
  upc: z.string(),
  price: cartItemPriceSchema,
  taxTotal: nonNegative,
  bonus: z.boolean(),
  /** The gift-with-purchase promotion a bonus line belongs to. */
  promotionId: z.string().nullable(),
  isCustoms: z.boolean(),
  isDigitalProduct: z.boolean(),
  recipeId: z.string().nullable(),
  precreatedCustomsCode: z.string().nullable(),
  pdpUrl: z.string(),
  productImageURL: z.string(),
  giftOption: giftOptionSchema.nullable(),
  /** Pickup or ship-to-store: the store; home delivery: null. */
  storeId: z.string().nullable(),
  shippingOptions: z.array(itemShippingOptionSchema),
  productPromotions: z.array(productPromotionSchema),
  variants: z.array(z.object({ id: z.string(), upc: z.string(), attributes: z.record(z.string(), z.string()) })),
  attributes: z.array(z.object({ type: z.string(), value: z.string(), label: z.string() })),
  rating: z.object({ score: z.number(), reviewsCount: z.number().int() }),
  eyebrow: z.string().nullable(),
  badge: z.string().nullable(),
  /** Stock that can still be sold (online, or in the pickup store). */
  available: z.boolean(),
  /** §8 item-level errors (ITEM_NOT_AVAILABLE, NO_PRICE, INVALID_PRICE), shown at the line, not on top. */
  errors: z.array(z.object({ errorId: z.enum(['ITEM_NOT_AVAILABLE', 'NO_PRICE', 'INVALID_PRICE']), message: z.string() })),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartShipmentSchema = z.object({
  /** 'me' home delivery, 'customs', 'digital', or 'store-{storeId}' for pickup and ship-to-store. */
  shippingId: z.string(),
  selectedShippingMethod: shippingMethodSchema.nullable(),
  applicableShippingMethods: z.array(shippingMethodSchema),
  itemIds: z.array(z.string()),
  /** Shipping of this shipment after shipping discounts. */
  shippingTotal: nonNegative,
  /**
   * What the shipment would cost with each of its applicable methods (by code; the chosen one's is shippingTotal), after
   * the method's free threshold and the shipping promotions, before tax added on top: what a shopper compares methods by.
   */
  methodTotals: z.record(z.string(), nonNegative),
});

export const couponItemSchema = z.object({
  couponItemId: z.string(),
  code: z.string(),
  /** APPLIED, or NO_APPLICABLE_PROMOTION while the cart does not qualify (the code stays in the cart). */
  statusCode: z.enum(['APPLIED', 'NO_APPLICABLE_PROMOTION']),
  valid: z.boolean(),
  promotionIds: z.array(z.string()),
});

export const promoSummaryEntrySchema = z.object({
  level: promotionLevelSchema,
  promotionId: z.string(),
  promotionName: z.string(),
  calloutMessage: z.string(),
  /** What it took off (minor units). */
  discount: nonNegative,
  couponCode: z.string().nullable(),
});

export const orderPromotionSchema = z.object({
  promotionId: z.string(),
  campaignId: z.string().nullable(),
  couponCode: z.string().nullable(),
  calloutMessage: z.string(),
  price: nonNegative,
});

export const approachingStatusSchema = z.enum(['Above Threshold', 'Below Threshold', 'Threshold Reached']);

/** §3 Approaching promotion, rebuilt on every evaluation (§4). */
export const approachingPromotionSchema = z.object({
  promotionId: z.string(),
  promotionClass: promotionLevelSchema,
  level: promotionLevelSchema,
  approachingDisplayLevel: z.array(z.string()),
  /** What is still missing to reach the threshold (0 once reached). */
  distanceFromConditionThreshold: nonNegative,
  threshold: nonNegative,
  /** Exactly three parts separated by '|' (§5); promotions with another callout are left out. */
  calloutMsg: z.string(),
  calloutMessage: z.string(),
  status: approachingStatusSchema,
});
export type ApproachingPromotion = z.infer<typeof approachingPromotionSchema>;

/** A gift-with-purchase offer the cart qualifies for: the gifts in stock to choose from, and how many. */
export const bonusChoiceSchema = z.object({
  promotionId: z.string(),
  maxGifts: z.number().int().min(1),
  choices: z.array(z.object({ variantId: z.string(), productId: z.string(), name: z.string() })),
  selectedVariantIds: z.array(z.string()),
});

/** §8 flash message: something changed in the cart that the shopper must be told. */
export const flashMessageSchema = z.object({
  type: z.enum([
    'ProductLineItemInventoryMissing', 'ProductItemNotAvailable', 'ProductLineItemFullInventoryMissing',
    'ProductItemMaxQuantity', 'InvalidShippingAddress', 'ProductItemRequired',
  ]),
  itemId: z.string().nullable(),
  productId: z.string().nullable(),
  message: z.string(),
  /** The quantity asked for and what is left, for the quantity flashes. */
  requested: z.number().int().nullable(),
  available: z.number().int().nullable(),
});
export type FlashMessage = z.infer<typeof flashMessageSchema>;

/** §4 notices the client shows once (delivery transitions, merge outcome). */
export const customerNotificationSchema = z.object({
  code: z.enum([
    'PickupToSth', 'PickupToSts', 'StsToSth', 'StsToPickup', 'STHToPickup', 'OrderShippingMethodDowngraded',
    'cartItemsMerged', 'outOfStockNotification',
  ]),
  /** The message key of the client's catalogue: itemDeliveryMethodChanged, cartItemsMerged, outOfStockNotification. */
  messageKey: z.string(),
  severity: z.enum(['info', 'error']),
  itemId: z.string().nullable(),
  message: z.string(),
});
export type CustomerNotification = z.infer<typeof customerNotificationSchema>;

export const priceAdjustmentSchema = z.object({
  adjustmentId: z.string(),
  itemId: z.string().nullable(),
  amountOff: nonNegative.nullable(),
  percentOff: z.number().nullable(),
  reason: z.string(),
  /** What it took off in this cart (minor units). */
  discount: nonNegative,
  createdBy: z.string(),
});

export const savedForLaterItemSchema = z.object({
  itemId: z.string(),
  productId: z.string(),
  variantId: z.string(),
  qty: z.number().int().min(1),
  pageUrl: z.string(),
  available: z.boolean(),
  recipeId: z.string().nullable(),
});
export const savedForLaterSchema = z.object({
  saveForLaterId: z.string().nullable(),
  items: z.array(savedForLaterItemSchema),
  total: z.number().int().min(0),
});
export type SavedForLater = z.infer<typeof savedForLaterSchema>;

export const cartSchema = z.object({
  basketId: z.string(),
  currency: z.string().length(3),
  country: z.string().length(2),
  /** Number of lines; totals.totalUnits counts the units. */
  totalItems: z.number().int().min(0),
  totals: cartTotalsSchema,
  items: z.array(cartItemSchema),
  shippingMethods: z.array(cartShipmentSchema),
  payment_instruments: z.array(z.record(z.string(), z.unknown())),
  couponItems: z.array(couponItemSchema),
  orderPromotions: z.array(orderPromotionSchema),
  promoSummary: z.array(promoSummaryEntrySchema),
  approachingPromotions: z.array(approachingPromotionSchema),
  bonusChoices: z.array(bonusChoiceSchema),
  flash: z.array(flashMessageSchema),
  customerNotifications: z.array(customerNotificationSchema),
  reward: z.record(z.string(), z.unknown()).nullable(),
  /** The registered shopper's list; null in answers of item writes, which do not read it. */
  saveForLater: savedForLaterSchema.nullable(),
  priceAdjustments: z.array(priceAdjustmentSchema),
  shippingAddress: z.record(z.string(), z.unknown()).nullable(),
  billingAddress: z.record(z.string(), z.unknown()).nullable(),
  favStoreId: z.string().nullable(),
  /** The guest's favorites list kept with the cart (§9); null for registered shoppers. */
  favoriteId: z.string().nullable(),
  /** ISO time a guest cart expires unless it changes again; null for registered shoppers. */
  expiresAt: z.string().nullable(),
});
export type Cart = z.infer<typeof cartSchema>;

/** The answer of a merge at sign-in (the cart, and what the shopper is told). */
export const mergeResultSchema = z.object({
  cart: cartSchema.nullable(),
  favoriteId: z.string().nullable(),
  saveForLaterId: z.string().nullable(),
  /** cartItemsMerged when lines came over, outOfStockNotification when some could not. */
  notification: z.enum(['cartItemsMerged', 'outOfStockNotification']).nullable(),
});
export type MergeResult = z.infer<typeof mergeResultSchema>;
