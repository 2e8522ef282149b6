import { z } from 'zod';
import { addressInputSchema } from './consumer';
import { threeDs2ResultSchema, paymentMethodCodeSchema } from './payments';

/**
 * Contracts of the spec §7 cart checkout calls: addresses on the cart, prepare order, place order
 * (PUT /cart/v2/checkout/order, idempotent per Idempotency-Key) and patch order (3-D Secure result).
 * The order answered is in ./orders.
 */
const id = z.string().trim().min(1).max(80);

/** §3 Address as checkout sends it: the §5 fields (validated by the identity rules), plus where it belongs. */
export const checkoutAddressSchema = addressInputSchema.omit({ approachType: true, main: true }).extend({
  /** A saved address of the signed-in shopper to copy (its fields win over nothing: send either this or the fields). */
  addressId: id.optional(),
  /** The shipment it is for ('me' home delivery by default). */
  shippingId: z.string().max(80).optional(),
  /** Collection point or pickup store. */
  storeId: id.optional(),
  recipientContactPhone: z.string().max(30).optional(),
  region: z.string().max(50).optional(),
  subscriptions: z.object({ newsletterConsent: z.boolean().optional() }).optional(),
});
export type CheckoutAddress = z.infer<typeof checkoutAddressSchema>;

/** §7 shipping address contexts: express wallets and collection points have their own rules. */
export const shippingAddressContextSchema = z.enum(['PAYPAL_EXPRESS', 'APPLE_PAY_EXPRESS', 'COLLECTION']);
export type ShippingAddressContext = z.infer<typeof shippingAddressContextSchema>;

/** POST (and DELETE) /cart/v2/cart/{basketId}/shippingAddress; POST .../shippingAddress/validation. */
export const shippingAddressRequestSchema = z.object({
  addresses: z.array(checkoutAddressSchema).min(1).max(10),
  recaptcha_response: z.string().max(4000).optional(),
  context: shippingAddressContextSchema.optional(),
  /** A product page's express purchase: the buy-now basket it is for, which must be the path's (else CART_NOT_FOUND). */
  bid: id.optional(),
});
export type ShippingAddressRequest = z.infer<typeof shippingAddressRequestSchema>;

export const shippingAddressValidationResponseSchema = z.object({
  valid: z.boolean(),
  /** The addresses as they would be stored (normalised phone, upper-case country). */
  addresses: z.array(z.record(z.string(), z.unknown())),
  errors: z.array(z.object({ errorId: z.string(), message: z.string(), field: z.string().optional() })),
});

/** POST /cart/v1/cart/{basketId}/billingAddress: the address (with phone and subscriptions). */
export const billingAddressRequestSchema = checkoutAddressSchema;

/**
 * PUT /cart/v1/cart/{basketId}/reward: a loyalty reward of the shopper: points to pay with (by their number), or a
 * voucher bought with points (by its code); null takes every reward off.
 */
export const rewardRequestSchema = z.object({
  appliedLoyaltyVoucher: z.union([
    z.object({ points: z.number().int().min(1) }),
    z.object({ code: z.string().trim().toUpperCase().regex(/^LV-[A-Z0-9]{12}$/, 'A voucher code looks like LV- and 12 letters or digits.') }),
  ]).nullable(),
});

/** POST /cart/v1/cart/prepareOrder. */
export const prepareOrderRequestSchema = z.object({ basketId: id });

/** The store associate who sold it (§6 in-store associate). */
export const inStoreSalesInfoSchema = z.object({ storeId: id, storeEmployeeId: id });

/** PUT /cart/v2/checkout/order. Sent with an Idempotency-Key header and the channel header. */
export const placeOrderRequestSchema = z.object({
  recaptcha_response: z.string().max(4000),
  cartId: id,
  billingAddress: checkoutAddressSchema.optional(),
  paymentMethod: z.object({
    code: paymentMethodCodeSchema,
    id: z.string().max(80).optional(),
    additionalData: z.object({
      sessionID: z.string().max(200).optional(),
      bin: z.string().max(8).optional(),
      type: z.string().max(40).optional(),
      cardType: z.string().max(40).optional(),
      paymentInstrumentId: z.string().max(80).optional(),
      token: z.string().max(4000).optional(),
    }).optional(),
  }),
  /** Where the shopper returns after a redirect (3-D Secure in a full page). */
  returnUrl: z.string().max(500).optional(),
  inStoreSalesInfo: inStoreSalesInfoSchema.optional(),
  /** Guest orders: the email the confirmation goes to (else the billing or shipping address's email). */
  email: z.string().max(100).optional(),
});
export type PlaceOrderRequest = z.infer<typeof placeOrderRequestSchema>;

/** PATCH /cart/v2/checkout/order/{orderNumber}: the 3-D Secure challenge's result. */
export const patchOrderRequestSchema = z.object({
  paymentMethod: z.object({
    code: z.literal('CREDIT_CARD'),
    additionalData: z.object({ threeDS2Result: threeDs2ResultSchema }),
  }),
  /** Guests: the access token (st) the place-order answer gave. */
  st: z.string().max(200).optional(),
});
export type PatchOrderRequest = z.infer<typeof patchOrderRequestSchema>;

export const orderNumberParamsSchema = z.object({ orderNumber: z.string().trim().regex(/^[A-Z0-9-]{4,40}$/, 'Not an order number.') });

/** Header names of the place-order call. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const CHANNEL_HEADER = 'x-channel';
export const CHANNELS = ['web', 'mobile-app'] as const;
export const idempotencyKeySchema = z.string().trim().min(8).max(200).regex(/^[A-Za-z0-9._:-]+$/);
