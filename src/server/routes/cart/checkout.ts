import { Hono } from 'hono';
import { z } from 'zod';
import { cartSchema } from '../../../../schemas/commerce/cart';
import { billingAddressRequestSchema, prepareOrderRequestSchema, rewardRequestSchema, shippingAddressRequestSchema, shippingAddressValidationResponseSchema } from '../../../../schemas/commerce/checkout';
import { addPaymentInstrumentRequestSchema, applePaySessionResponseSchema, giftCardBalanceRequestSchema, giftCardBalanceResponseSchema, paymentMethodsResponseSchema, paymentSessionQuerySchema, paymentSessionResponseSchema, paypalSessionResponseSchema, removePaymentInstrumentRequestSchema } from '../../../../schemas/commerce/payments';
import type { ErrorId } from '../../../../schemas/protocol/error-catalogue';
import { GIFT_CARD_BALANCE_CHECKS_PER_WINDOW, GIFT_CARD_BALANCE_WINDOW_MS } from '../../../../schemas/constants';
import { countRequest } from '../../domain/identity/throttle';
import { ownedCart } from '../../domain/cart/cart-store';
import { removeBillingAddress, removeShippingAddress, setBillingAddress, setShippingAddress, validateShippingAddresses } from '../../domain/checkout/cart-addresses';
import { applePayPaymentSession } from '../../domain/checkout/apple-pay-session';
import { bnplPaymentSession } from '../../domain/checkout/bnpl-session';
import { paypalPaymentSession } from '../../domain/checkout/paypal-checkout';
import { giftCardBalance } from '../../domain/checkout/gift-card-balance';
import { addPaymentInstrument, applyReward, paymentMethodsOf, removePaymentInstrument } from '../../domain/checkout/payment-instruments';
import { prepareOrder } from '../../domain/checkout/prepare-order';
import { ApiError } from '../../http/api-error';
import { requestClient } from '../../http/client-address';
import { defineRoute } from '../../http/define-route';
import type { ApiEnv } from '../../http/env';
import { basketParams } from './lifecycle';
import { cartSession, shopperOf } from './shopper-of';

/** §7 cart checkout calls: addresses, payment methods and instruments, gift card balance, reward, prepare order. */
export const cartCheckoutRoutes = new Hono<ApiEnv>();
const cartRoute = { tag: 'Checkout', security: 'session', middleware: cartSession } as const;
const CART_ERRORS: readonly ErrorId[] = ['AUT402', 'CART_NOT_FOUND', 'INVALID_CUSTOMER', 'BSK409'];
const ADDRESS_ERRORS: readonly ErrorId[] = ['CANT_SHIP_THERE', 'SHIPPING_POBOX_UNAVAILABLE', 'ADDRESS_NOT_FOUND', 'STR404', 'AUT430', 'AUT453',
  'applePayCountryError', 'applePayCityNameLength', 'applePayShippingContactInvalid'];

async function checkRecaptcha(c: Parameters<Parameters<typeof defineRoute>[2]>[0], token: string | undefined) {
  // §5: the shipping address's recaptcha when the feature is on (SHIPPING_ADDRESS_RECAPTCHA=true).
  if (process.env.SHIPPING_ADDRESS_RECAPTCHA === 'true' && !(await c.var.identity.recaptcha.verify(token, 'shippingAddress'))) {
    throw new ApiError('AUT430', undefined, { field: 'recaptcha_response' });
  }
}

defineRoute(cartCheckoutRoutes, {
  ...cartRoute, method: 'post', path: '/cart/v2/cart/:basketId/shippingAddress', summary: 'Set the shipping address (contexts PAYPAL_EXPRESS, APPLE_PAY_EXPRESS, COLLECTION)',
  params: basketParams, body: shippingAddressRequestSchema, responses: { 200: cartSchema }, errors: [...CART_ERRORS, ...ADDRESS_ERRORS, 'PAY400'],
}, async (c, { params, body }) => {
  await checkRecaptcha(c, body.recaptcha_response);
  return c.json(await setShippingAddress(c.var.db, shopperOf(c), params.basketId, body, { paypal: c.var.payments.paypal }));
});

defineRoute(cartCheckoutRoutes, {
  ...cartRoute, method: 'delete', path: '/cart/v2/cart/:basketId/shippingAddress', summary: 'Remove the shipping address',
  params: basketParams, responses: { 200: cartSchema }, errors: [...CART_ERRORS],
}, async (c, { params }) => c.json(await removeShippingAddress(c.var.db, shopperOf(c), params.basketId)));

defineRoute(cartCheckoutRoutes, {
  ...cartRoute, method: 'post', path: '/cart/v2/cart/:basketId/shippingAddress/validation', summary: 'Check shipping addresses without storing them',
  params: basketParams, body: shippingAddressRequestSchema, responses: { 200: shippingAddressValidationResponseSchema }, errors: [...CART_ERRORS, 'ADDRESS_NOT_FOUND'],
}, async (c, { params, body }) => {
  const cart = await ownedCart(c.var.db, params.basketId, shopperOf(c), { lock: false, now: new Date() });
  return c.json(await validateShippingAddresses(c.var.db, shopperOf(c), body, cart.country));
});

defineRoute(cartCheckoutRoutes, {
  ...cartRoute, method: 'post', path: '/cart/v1/cart/:basketId/billingAddress', summary: 'Set the billing address',
  params: basketParams, body: billingAddressRequestSchema, responses: { 200: cartSchema }, errors: [...CART_ERRORS, 'ADDRESS_NOT_FOUND', 'AUT453'],
}, async (c, { params, body }) => c.json(await setBillingAddress(c.var.db, shopperOf(c), params.basketId, body)));

defineRoute(cartCheckoutRoutes, {
  ...cartRoute, method: 'delete', path: '/cart/v1/cart/:basketId/billingAddress', summary: 'Remove the billing address',
  params: basketParams, responses: { 200: cartSchema }, errors: [...CART_ERRORS],
}, async (c, { params }) => c.json(await removeBillingAddress(c.var.db, shopperOf(c), params.basketId)));

defineRoute(cartCheckoutRoutes, {
  ...cartRoute, method: 'get', path: '/cart/v1/cart/:basketId/paymentMethods', summary: 'The payment methods this cart may use',
  params: basketParams, responses: { 200: paymentMethodsResponseSchema }, errors: [...CART_ERRORS],
}, async (c, { params }) => c.json(await paymentMethodsOf(c.var.db, shopperOf(c), params.basketId, c.var.payments)));

defineRoute(cartCheckoutRoutes, {
  ...cartRoute, method: 'post', path: '/cart/v1/cart/:basketId/paymentInstruments', summary: 'Add a payment instrument (card token, gift card, points, a Klarna authorization); nothing is charged yet',
  params: basketParams, body: addPaymentInstrumentRequestSchema, responses: { 200: cartSchema },
  errors: [...CART_ERRORS, 'PYT404', 'PAY400', 'CC_EXPIRY_DATE_INVALID', 'PAYMENT_INSTRUMENT_NOT_FOUND', 'GC_INVALID2', 'GC_ALREADY_APPLIED', 'GC_NOT_ALLOWED', 'GC_ZERO_BALANCE', 'GFC422', 'GFC429', 'REW400', 'REW409', 'AUT403'],
}, async (c, { params, body }) => {
  if (body.payment_method_id === 'GIFT_CARD') {
    // Adding a gift card checks its PIN: it counts against the same guessing limit as the balance call.
    await giftCardGuessGuard(c);
  }
  return c.json(await addPaymentInstrument(c.var.db, shopperOf(c), params.basketId, body, c.var.payments));
});

async function giftCardGuessGuard(c: Parameters<Parameters<typeof defineRoute>[2]>[0]): Promise<void> {
  const verdict = await countRequest(c.var.db, `giftcard:${c.var.siteId}:${requestClient(c)}`, GIFT_CARD_BALANCE_CHECKS_PER_WINDOW, GIFT_CARD_BALANCE_WINDOW_MS);
  if (!verdict.retryAfterSeconds) return;
  c.header('retry-after', String(verdict.retryAfterSeconds));
  throw new ApiError('GFC429');
}

defineRoute(cartCheckoutRoutes, {
  ...cartRoute, method: 'get', path: '/cart/v1/paymentSession', summary: 'A payment session for what is left to pay of the cart: a Klarna session, a PayPal order to approve, or Apple Pay’s merchant validation (DW_APPLE_PAY)',
  query: paymentSessionQuerySchema, responses: { 200: z.union([paymentSessionResponseSchema, paypalSessionResponseSchema, applePaySessionResponseSchema]) }, errors: [...CART_ERRORS, 'PYT404'],
}, async (c, { query }) => c.json(query.paymentMethodId === 'PAYPAL'
  ? await paypalPaymentSession(c.var.db, shopperOf(c), query.cartId, c.var.payments.paypal)
  : query.paymentMethodId === 'DW_APPLE_PAY'
  ? await applePayPaymentSession(c.var.db, shopperOf(c), query.cartId, c.var.payments.applePay, { referer: query.referer, origin: c.req.url })
  : await bnplPaymentSession(c.var.db, shopperOf(c), query.cartId, c.var.payments.bnpl)));

defineRoute(cartCheckoutRoutes, {
  ...cartRoute, method: 'delete', path: '/cart/v1/cart/:basketId/paymentInstruments', summary: 'Remove a payment instrument',
  params: basketParams, body: removePaymentInstrumentRequestSchema, responses: { 200: cartSchema }, errors: [...CART_ERRORS, 'PAYMENT_INSTRUMENT_NOT_FOUND'],
}, async (c, { params, body }) => c.json(await removePaymentInstrument(c.var.db, shopperOf(c), params.basketId, body.payment_instrument_id)));

defineRoute(cartCheckoutRoutes, {
  ...cartRoute, method: 'put', path: '/cart/v1/cart/:basketId/reward', summary: 'Pay part of the order with loyalty points or a voucher bought with points (null removes them)',
  params: basketParams, body: rewardRequestSchema, responses: { 200: cartSchema }, errors: [...CART_ERRORS, 'AUT403', 'REW400', 'REW404', 'REW409'],
}, async (c, { params, body }) => c.json(await applyReward(c.var.db, shopperOf(c), params.basketId, body.appliedLoyaltyVoucher)));

defineRoute(cartCheckoutRoutes, {
  ...cartRoute, method: 'post', path: '/cart/v1/giftcard/balance', summary: 'A gift card’s balance (number and PIN; throttled per client)',
  body: giftCardBalanceRequestSchema, responses: { 200: giftCardBalanceResponseSchema }, errors: ['AUT402', 'GC_INVALID2', 'GC_ZERO_BALANCE', 'GFC429'],
}, async (c, { body }) => {
  const result = await giftCardBalance(c.var.db, c.var.siteId, requestClient(c), body.cardNumber, body.pin);
  if ('retryAfterSeconds' in result) {
    c.header('retry-after', String(result.retryAfterSeconds));
    throw new ApiError('GFC429');
  }
  return c.json(result.answer);
});

defineRoute(cartCheckoutRoutes, {
  ...cartRoute, method: 'post', path: '/cart/v1/cart/prepareOrder', summary: 'Check stock, prices, promotions, addresses, shipping and payments before placing',
  body: prepareOrderRequestSchema, responses: { 200: cartSchema },
  errors: [...CART_ERRORS, 'ITEMS_OOS', 'SOME_PRODUCTS_NO_INVENTORY', 'CHK400', 'BIL400', 'PYT402', 'CANT_SHIP_THERE', 'PRM422'],
}, async (c, { body }) => c.json(await prepareOrder(c.var.db, shopperOf(c), body.basketId)));
