import { z } from 'zod';
import { cartTotalsSchema, promoSummaryEntrySchema } from './cart';
import { cardBrandSchema, paymentMethodCodeSchema, threeDs2ActionSchema } from './payments';

/**
 * §3 Order and the §7 purchase calls (purchase, purchasehistory, TrackOrder, CancelOrder,
 * returnLabel, invoice download). Amounts are integer minor units of `currency`.
 */
const minor = z.number().int().min(0);
const id = z.string().trim().min(1).max(80);

/** created → shipped → delivered, or cancelled (until shipped), or returned (after delivery). */
export const orderStatusSchema = z.enum(['created', 'shipped', 'delivered', 'cancelled', 'returned']);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/** §4: processing while being placed (e.g. waiting for 3-D Secure), finalized once stored and paid. */
export const orderProcessingSchema = z.enum(['processing', 'finalized', 'failed']);

/** Flash messages of place order (§8). */
export const orderFlashSchema = z.object({
  type: z.enum(['PaymentNotAuthorized', 'ProductLineItemFullInventoryMissing', 'ProductLineItemInventoryMissing']),
  /** The client's message key: paymentAuthenticationError, orderCanNotBeCompletedOOS. */
  messageKey: z.string(),
  message: z.string(),
  itemId: z.string().nullable(),
  /** PaymentNotAuthorized with a 3-D Secure challenge. */
  action: threeDs2ActionSchema.optional(),
});
export type OrderFlash = z.infer<typeof orderFlashSchema>;

export const orderItemSchema = z.object({
  itemId: z.string(),
  productId: z.string(),
  variantId: z.string(),
  name: z.string(),
  upc: z.string(),
  qty: z.number().int().min(1),
  /** Unit price paid before order discounts. */
  unitPrice: minor,
  /**
   * The list (strike-through) unit price when ordered, as the cart item's price.original (§3): above
   * unitPrice when the item was marked down (the purchase push's "Marked Down", §7); equal otherwise.
   */
  originalUnitPrice: minor,
  /** What the line cost after every discount. */
  amount: minor,
  tax: minor,
  bonus: z.boolean(),
  productImageURL: z.string(),
  shipmentId: z.string(),
});

export const orderShipmentSchema = z.object({
  shipmentId: z.string(),
  shippingMethod: z.object({ code: z.string(), label: z.string() }),
  storeId: z.string().nullable(),
  shippingTotal: minor,
  trackingNumber: z.string().nullable(),
  status: orderStatusSchema,
});

export const orderPaymentSchema = z.object({
  code: paymentMethodCodeSchema,
  amount: minor,
  /** authorised, captured, voided, refunded, settled (balance methods are settled when spent). */
  status: z.string(),
  card: z.object({ brand: cardBrandSchema, last4: z.string() }).optional(),
  c_gcCardNumber: z.string().optional(),
  points: z.number().int().optional(),
});

export const orderSchema = z.object({
  orderNumber: z.string(),
  /** Guests only, on the place-order answer: the access token for confirmation, tracking and 3-D Secure. */
  st: z.string().optional(),
  status: orderStatusSchema,
  processing: orderProcessingSchema,
  createdAt: z.string(),
  currency: z.string().length(3),
  email: z.string(),
  items: z.array(orderItemSchema),
  shipments: z.array(orderShipmentSchema),
  paymentMethod: z.array(orderPaymentSchema),
  flash: z.array(orderFlashSchema),
  promoSummary: z.array(promoSummaryEntrySchema),
  totals: cartTotalsSchema,
  shippingAddress: z.record(z.string(), z.unknown()).nullable(),
  billingAddress: z.record(z.string(), z.unknown()).nullable(),
  /** Whether the shopper may still cancel it (until shipped). */
  cancellable: z.boolean(),
  returnable: z.boolean(),
  /** The last day a warranty claim can be made for its items (orders not delivered yet: null). */
  warrantyUntil: z.string().nullable().optional(),
  /** Where the order was placed: web, mobile-app, or store (an in-store associate). */
  channel: z.string().optional(),
  /** Orders an in-store associate placed: the store and the employee (spec §3 buy-in-store session). */
  inStoreSalesInfo: z.object({ storeId: z.string(), storeEmployeeId: z.string() }).nullable().optional(),
});
export type Order = z.infer<typeof orderSchema>;

/** GET /consumers-v3/consumer/purchase/{orderId}. */
export const orderIdParamsSchema = z.object({ orderId: z.string().trim().regex(/^[A-Z0-9-]{4,40}$/, 'Not an order number.') });

/** POST /consumers-v3/consumer/purchasehistory (page from 1, §9 default). */
export const purchaseHistoryRequestSchema = z.object({
  page: z.number().int().min(1).max(10_000).default(1),
  pageSize: z.number().int().min(1).max(50).default(10),
});
export const orderSummarySchema = z.object({
  orderNumber: z.string(),
  status: orderStatusSchema,
  createdAt: z.string(),
  currency: z.string().length(3),
  total: minor,
  totalUnits: z.number().int().min(0),
  productImageURLs: z.array(z.string()),
});
export const purchaseHistoryResponseSchema = z.object({
  orders: z.array(orderSummarySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});

/** POST /consumers-v3/consumer/TrackOrder: a guest gives order number and email; a signed-in shopper the number. */
export const trackOrderRequestSchema = z.object({
  orderNumber: z.string().trim().regex(/^[A-Z0-9-]{4,40}$/, 'Not an order number.'),
  email: z.string().trim().max(100).optional(),
});

/** POST /consumers-v3/consumer/CancelOrder (until shipped; the card authorisation is voided). */
/** POST resendGiftCardEmail: the digital gift cards of an order mailed again (a guest names the order's email). */
export const resendGiftCardRequestSchema = z.object({
  orderNumber: z.string().trim().regex(/^[A-Z0-9-]{4,40}$/, 'Not an order number.'),
  email: z.string().trim().max(100).optional(),
});
export const resendGiftCardResponseSchema = z.object({
  /** Masked numbers: only the last four digits leave the API; the PINs are in the mails. */
  giftCards: z.array(z.object({ c_gcCardNumber: z.string(), recipientEmail: z.string() })),
});

export const cancelOrderRequestSchema = z.object({
  orderNumber: z.string().trim().regex(/^[A-Z0-9-]{4,40}$/, 'Not an order number.'),
  email: z.string().trim().max(100).optional(),
  reason: z.string().trim().max(200).optional(),
});

/** POST /consumers-v3/consumer/return/{orderId}/returnLabel. */
export const returnLabelRequestSchema = z.object({ itemIds: z.array(id).max(100).optional() });
export const returnLabelResponseSchema = z.object({
  orderNumber: z.string(),
  returnNumber: z.string(),
  trackingNumber: z.string(),
  /** The label as a PDF, base64. */
  label: z.string(),
});

/** Why a bought item is claimed under warranty (POST /consumers-v3/consumer/warranty). */
export const WARRANTY_REASONS = ['defect', 'sole', 'seams', 'zip', 'other'] as const;
export const WARRANTY_DESCRIPTION_MIN = 20;
export const WARRANTY_DESCRIPTION_MAX = 2000;

/** POST /consumers-v3/consumer/warranty: a claim for one item of a delivered order. */
export const warrantyClaimRequestSchema = z.object({
  orderNumber: z.string().trim().regex(/^[A-Z0-9-]{4,40}$/, 'Not an order number.'),
  itemId: id,
  reason: z.enum(WARRANTY_REASONS),
  description: z.string().trim().min(WARRANTY_DESCRIPTION_MIN).max(WARRANTY_DESCRIPTION_MAX),
  /** Guests: the order's email (like TrackOrder). */
  email: z.string().trim().max(100).optional(),
});
export const warrantyClaimResponseSchema = z.object({
  caseId: z.string(),
  status: z.literal('received'),
  warrantyUntil: z.string(),
});

/** POST /consumers-v3/consumer/purchase/invoice/download: answers application/pdf. */
export const invoiceRequestSchema = z.object({ orderId: z.string().trim().regex(/^[A-Z0-9-]{4,40}$/, 'Not an order number.') });

/** POST /dev/orders/{orderNumber}/advance (STOREFRONT_DEV_TOOLS only): the warehouse's next step. */
export const advanceOrderRequestSchema = z.object({ to: z.enum(['shipped', 'delivered', 'returned']).optional() });
