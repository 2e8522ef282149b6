import { z } from 'zod';

/**
 * Contracts of the spec §7 payment calls: the cart's payment methods and instruments, the gift
 * card balance, the card processor's hosted fields (token only: the card number and CVC never
 * reach the commerce API) and 3-D Secure. Amounts are integer minor units of the cart's currency.
 */
const id = z.string().trim().min(1).max(80);
const minor = z.number().int().min(0);

/**
 * The query parameters of the card processor's framed pages: the shopper's locale (their language; the hosted
 * card fields and the 3-D Secure challenge) and the parent page's origin (the hosted fields post their token to it).
 */
export const PROCESSOR_FRAME_QUERY = { locale: 'locale', origin: 'origin' } as const;

/** §3 Payment method codes (DW_APPLE_PAY for Apple Pay instruments). */
export const PAYMENT_METHOD_CODES = [
  'GIFT_CARD', 'LOYALTY_POINTS', 'ATHLETES_PAYMENT', 'REWARD_CODE', 'REWARD_CARD', 'CREDIT_CARD', 'KLARNA', 'PAYPAL', 'DW_APPLE_PAY',
] as const;
export const paymentMethodCodeSchema = z.enum(PAYMENT_METHOD_CODES);
export type PaymentMethodCode = z.infer<typeof paymentMethodCodeSchema>;

/** Methods that pay an amount up front from a balance (they lower remainingToPay); the others cover what is left. */
export const BALANCE_METHODS: readonly PaymentMethodCode[] = ['GIFT_CARD', 'LOYALTY_POINTS', 'ATHLETES_PAYMENT', 'REWARD_CODE', 'REWARD_CARD'];

export const cardBrandSchema = z.enum(['visa', 'mc', 'amex', 'discover']);
export type CardBrand = z.infer<typeof cardBrandSchema>;

/** GET /cart/v1/cart/{basketId}/paymentMethods: what this cart may pay with (country, currency, shopper). */
export const paymentMethodSchema = z.object({
  id: paymentMethodCodeSchema,
  name: z.string(),
  /** CREDIT_CARD: the brands accepted. */
  cards: z.array(z.object({ cardType: cardBrandSchema, name: z.string() })).optional(),
  /** The processor that handles it (sandbox adapters here), for the client's provider dialogs. */
  provider: z.string(),
  /** ATHLETES_PAYMENT: what is left of the athlete's yearly credit (spec §6), minor units. */
  remainingAmount: minor.optional(),
  /** ATHLETES_PAYMENT: what the credit can pay of this cart (the smaller of the credit and what is left to pay). */
  payableAmount: minor.optional(),
});
export const paymentMethodsResponseSchema = z.object({
  applicablePaymentMethods: z.array(paymentMethodSchema),
  /** The most gift cards one cart may hold. */
  giftCardLimit: z.number().int().min(1),
});
export type PaymentMethodsResponse = z.infer<typeof paymentMethodsResponseSchema>;

/** What the card processor's hosted fields give the page (and the page gives the API): never the number or the CVC. */
export const cardTokenSchema = z.object({
  /** The processor's token for the card (sandbox: `tok_…`). */
  token: z.string().min(8).max(200),
  brand: cardBrandSchema,
  last4: z.string().regex(/^\d{4}$/),
  expiryMonth: z.number().int().min(1).max(12),
  expiryYear: z.number().int().min(2000).max(2100),
  holder: z.string().trim().max(60).optional(),
});
export type CardToken = z.infer<typeof cardTokenSchema>;

/** POST /sandbox-pay/tokenize (the processor's own mount, called from its iframe, never from the storefront's code). */
export const sandboxTokenizeRequestSchema = z.object({
  number: z.string().regex(/^[\d ]{12,23}$/),
  expiry: z.string().regex(/^\d{2}\s*\/\s*\d{2}$/),
  cvc: z.string().regex(/^\d{3,4}$/),
  holder: z.string().trim().max(60).optional(),
});

/**
 * POST /cart/v1/cart/{basketId}/paymentInstruments: one instrument per call, by payment_method_id.
 * CREDIT_CARD: a token from the hosted fields, or a saved card's paymentInstrumentId; GIFT_CARD: number
 * and PIN (amount: up to the balance and what is left to pay); LOYALTY_POINTS: points of a voucher.
 */
export const addPaymentInstrumentRequestSchema = z.discriminatedUnion('payment_method_id', [
  z.object({
    payment_method_id: z.literal('CREDIT_CARD'),
    card: cardTokenSchema.optional(),
    /** A saved card of the signed-in shopper instead of a new token. */
    paymentInstrumentId: id.optional(),
  }).refine((body) => (body.card === undefined) !== (body.paymentInstrumentId === undefined), { message: 'Give either card or paymentInstrumentId.', path: ['card'] }),
  z.object({
    payment_method_id: z.literal('GIFT_CARD'),
    c_gcCardNumber: z.string().trim().regex(/^\d{16,19}$/, 'A gift card number has 16 to 19 digits.'),
    c_gcPin: z.string().trim().regex(/^\d{4,8}$/, 'A gift card PIN has 4 to 8 digits.'),
    /** What to take from it; by default as much as it can pay. */
    amount: z.number().int().min(1).optional(),
  }),
  z.object({ payment_method_id: z.literal('LOYALTY_POINTS'), points: z.number().int().min(1) }),
  z.object({ payment_method_id: z.literal('ATHLETES_PAYMENT'), amount: z.number().int().min(1).optional() }),
  /** The BNPL provider's authorization token, from its widget after the shopper approved (GET paymentSession first). */
  z.object({ payment_method_id: z.literal('KLARNA'), sessionId: z.string().max(200).optional(), authorizationToken: z.string().min(8).max(2000) }),
  /** The PayPal order the buyer approved in PayPal's window (GET paymentSession with PAYPAL creates it). */
  z.object({ payment_method_id: z.literal('PAYPAL'), orderId: z.string().max(600).optional() }),
  /** The JSON of the ApplePayPaymentToken the device gave onpaymentauthorized (for the cart's amount and currency). */
  z.object({ payment_method_id: z.literal('DW_APPLE_PAY'), token: z.string().min(8).max(4000) }),
]);
export type AddPaymentInstrumentRequest = z.infer<typeof addPaymentInstrumentRequestSchema>;

/** DELETE /cart/v1/cart/{basketId}/paymentInstruments. */
export const removePaymentInstrumentRequestSchema = z.object({ payment_instrument_id: id });

/** One instrument of the cart (§3 payment_instruments): the card as last 4 and expiry, a gift card masked. */
export const paymentInstrumentSchema = z.object({
  payment_instrument_id: z.string(),
  payment_method_id: paymentMethodCodeSchema,
  /** What it pays: the fixed amount of a balance method, or for the covering method what is left to pay. */
  amount: minor,
  /** GIFT_CARD: the number with all but the last 4 digits masked. */
  c_gcCardNumber: z.string().optional(),
  card: z.object({ brand: cardBrandSchema, last4: z.string(), expiryMonth: z.number().int(), expiryYear: z.number().int(), holder: z.string().optional() }).optional(),
  points: z.number().int().optional(),
  /** REWARD_CODE: the loyalty voucher's code. */
  voucherCode: z.string().optional(),
});
export type PaymentInstrument = z.infer<typeof paymentInstrumentSchema>;

/** POST /cart/v1/giftcard/balance (throttled per client). */
export const giftCardBalanceRequestSchema = z.object({
  cardNumber: z.string().trim().regex(/^\d{16,19}$/, 'A gift card number has 16 to 19 digits.'),
  pin: z.string().trim().regex(/^\d{4,8}$/, 'A gift card PIN has 4 to 8 digits.'),
});
export const giftCardBalanceResponseSchema = z.object({
  c_gcCardNumber: z.string(),
  balance: minor,
  currency: z.string().length(3),
});

/** The processor's action when the issuer wants the shopper (Adyen's action of type threeDS2). */
export const threeDs2ActionSchema = z.object({
  type: z.literal('threeDS2'),
  /** The processor's reference of the payment waiting for the challenge. */
  paymentData: z.string(),
  /** The challenge page (the provider's own mount) the 3-D Secure dialog shows in a frame. */
  url: z.string(),
});
export type ThreeDs2Action = z.infer<typeof threeDs2ActionSchema>;

/** What the challenge page posts back to its opener, and the client sends in PATCH order: transStatus Y passes, N fails. */
export const threeDs2ResultSchema = z.object({
  transStatus: z.enum(['Y', 'N']),
  /** The signed result the processor checks (sandbox: the HMAC of paymentData and transStatus). */
  authenticationValue: z.string().max(200),
  paymentData: z.string().max(200),
});
export type ThreeDs2Result = z.infer<typeof threeDs2ResultSchema>;

/** Consumer payment_instruments (saved cards and reward codes/cards of the signed-in shopper). */
export const savedPaymentInstrumentSchema = z.object({
  paymentInstrumentId: z.string(),
  payment_method_id: z.enum(['CREDIT_CARD', 'REWARD_CODE', 'REWARD_CARD', 'GIFT_CARD']),
  default: z.boolean(),
  card: z.object({ brand: cardBrandSchema, last4: z.string(), expiryMonth: z.number().int(), expiryYear: z.number().int(), holder: z.string().optional() }).optional(),
  /** REWARD_CODE: the voucher's code, what it pays (minor units of currency) and until when. */
  code: z.string().optional(),
  amount: z.number().int().min(0).optional(),
  currency: z.string().length(3).optional(),
  expiresAt: z.string().optional(),
});
export const savedPaymentInstrumentsResponseSchema = z.object({ payment_instruments: z.array(savedPaymentInstrumentSchema) });
export type SavedPaymentInstrument = z.infer<typeof savedPaymentInstrumentSchema>;
export const savePaymentInstrumentRequestSchema = z.object({
  payment_method_id: z.literal('CREDIT_CARD'),
  card: cardTokenSchema,
  default: z.boolean().optional(),
  recaptcha_response: z.string().max(4000).optional(),
});
/** Card save response: card.paymentInstrumentId (§3). */
export const savePaymentInstrumentResponseSchema = z.object({ card: z.object({ paymentInstrumentId: z.string() }) });
export const patchPaymentInstrumentRequestSchema = z.object({ default: z.boolean().optional(), holder: z.string().trim().max(60).optional() });

/** GET /cart/v1/paymentSession (spec §7): a buy-now-pay-later session for what is left to pay of the cart, or Apple Pay's merchant validation. */
export const paymentSessionQuerySchema = z.object({
  cartId: id,
  paymentMethodId: z.enum(['KLARNA', 'PAYPAL', 'DW_APPLE_PAY']),
  /** The method's name as the client knows it (spec §7; informational). */
  paymentMethod: z.string().max(80).optional(),
  /** The page asking (spec §7; informational). */
  referer: z.string().max(2000).optional(),
});
export const paymentSessionResponseSchema = z.object({
  success: z.literal(true),
  /** Which provider's widget to open. */
  provider: z.string(),
  /** BCP 47 locale the widget speaks. */
  locale: z.string(),
  meta: z.object({
    sessionId: z.string(),
    clientToken: z.string(),
    /** The provider's categories; the checkout authorises with the first (spec §7). */
    paymentMethodCategories: z.array(z.object({ identifier: z.string(), name: z.string() })).min(1),
    /** The provider's widget, to frame in the BNPL provider dialog. */
    widgetUrl: z.string(),
    /** What the session lends: what is left to pay of the cart, minor units. */
    amount: minor,
    currency: z.string().length(3),
  }),
});
export type PaymentSessionResponse = z.infer<typeof paymentSessionResponseSchema>;

/** GET /cart/v1/paymentSession with PAYPAL: the PayPal order made for what is left to pay, and where the buyer approves it. */
export const paypalSessionResponseSchema = z.object({
  success: z.literal(true),
  provider: z.literal('paypal'),
  locale: z.string(),
  meta: z.object({
    /** PayPal's order id (Orders v2), sent back as the PAYPAL instrument's orderId once approved. */
    orderId: z.string(),
    /** PayPal's approval window, to frame in the PayPal dialog. */
    approveUrl: z.string(),
    amount: minor,
    currency: z.string().length(3),
  }),
});
export type PaypalSessionResponse = z.infer<typeof paypalSessionResponseSchema>;
/**
 * GET /cart/v1/paymentSession with paymentMethodId DW_APPLE_PAY: Apple Pay's merchant validation for
 * the cart. meta.merchantSession is opaque: the browser hands it to completeMerchantValidation.
 */
export const applePaySessionResponseSchema = z.object({
  success: z.literal(true),
  provider: z.literal('apple-pay'),
  locale: z.string(),
  meta: z.object({
    merchantSession: z.record(z.string(), z.unknown()),
    merchantIdentifier: z.string(),
    /** ISO 3166-1 alpha-2 of the store (the payment request's countryCode). */
    countryCode: z.string().length(2),
    currencyCode: z.string().length(3),
    supportedNetworks: z.array(z.string()).min(1),
    merchantCapabilities: z.array(z.string()).min(1),
  }),
});
export type ApplePaySessionResponse = z.infer<typeof applePaySessionResponseSchema>;
