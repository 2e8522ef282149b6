import type { Cart } from '@schemas/commerce/cart';
import {
  CHANNEL_HEADER, IDEMPOTENCY_KEY_HEADER, type CheckoutAddress, type PatchOrderRequest, type PlaceOrderRequest, type ShippingAddressContext,
} from '@schemas/commerce/checkout';
import type { Order } from '@schemas/commerce/orders';
import type { AddPaymentInstrumentRequest, ApplePaySessionResponse, CardToken, PaymentMethodsResponse, PaymentSessionResponse, PaypalSessionResponse } from '@schemas/commerce/payments';
import { PAYMENT_SESSION_RETRY_DELAY_MS } from '@schemas/constants';
import { ApiRequestError, type ApiClient } from './client';

/**
 * Spec §7 checkout calls: addresses on the cart, payment methods and instruments, the gift card
 * balance, prepare order, place order (with its Idempotency-Key and channel header) and patch
 * order (3-D Secure result). Calls go with the shopper's session.
 */

const cartPath = (basketId: string) => `/cart/v1/cart/${encodeURIComponent(basketId)}`;

/** POST /cart/v2/cart/{basketId}/shippingAddress. */
export function setShippingAddress(api: ApiClient, basketId: string, addresses: CheckoutAddress[], recaptcha?: string, context?: ShippingAddressContext, bid?: string): Promise<Cart> {
  return api.request(`/cart/v2/cart/${encodeURIComponent(basketId)}/shippingAddress`, {
    method: 'POST', body: { addresses, ...(recaptcha ? { recaptcha_response: recaptcha } : {}), ...(context ? { context } : {}), ...(bid ? { bid } : {}) }, answer: 'cart',
  });
}

/** DELETE /cart/v2/cart/{basketId}/shippingAddress. */
export function removeShippingAddress(api: ApiClient, basketId: string): Promise<Cart> {
  return api.request(`/cart/v2/cart/${encodeURIComponent(basketId)}/shippingAddress`, { method: 'DELETE', answer: 'cart' });
}

/** DELETE /cart/v1/cart/{basketId}/billingAddress. */
export function removeBillingAddress(api: ApiClient, basketId: string): Promise<Cart> {
  return api.request(`${cartPath(basketId)}/billingAddress`, { method: 'DELETE', answer: 'cart' });
}

/** POST /cart/v1/cart/{basketId}/billingAddress. */
export function setBillingAddress(api: ApiClient, basketId: string, address: CheckoutAddress): Promise<Cart> {
  return api.request(`${cartPath(basketId)}/billingAddress`, { method: 'POST', body: address, answer: 'cart' });
}

/** GET /cart/v1/cart/{basketId}/paymentMethods. */
export function getPaymentMethods(api: ApiClient, basketId: string): Promise<PaymentMethodsResponse> {
  return api.request(`${cartPath(basketId)}/paymentMethods`, { answer: 'paymentMethodsResponse' });
}

/**
 * GET /cart/v1/paymentSession: a pay-later session for what is left to pay. Spec §7: tried again once
 * after PAYMENT_SESSION_RETRY_DELAY_MS when the provider or the network failed (not on a refusal).
 */
export async function getPaymentSession(api: ApiClient, cartId: string, paymentMethodId: 'KLARNA', referer: string, delayMs = PAYMENT_SESSION_RETRY_DELAY_MS): Promise<PaymentSessionResponse> {
  return retriedOnce(() => api.request('/cart/v1/paymentSession', { query: { cartId, paymentMethodId, paymentMethod: paymentMethodId, referer }, answer: 'paymentSessionResponse' }), delayMs);
}

/** GET /cart/v1/paymentSession with PAYPAL: a PayPal order for what is left to pay and its approval window (retried like Klarna's). */
export function getPaypalSession(api: ApiClient, cartId: string, referer: string, delayMs = PAYMENT_SESSION_RETRY_DELAY_MS): Promise<PaypalSessionResponse> {
  return retriedOnce(() => api.request('/cart/v1/paymentSession', { query: { cartId, paymentMethodId: 'PAYPAL', paymentMethod: 'PAYPAL', referer }, answer: 'paypalSessionResponse' }), delayMs);
}

/** GET /cart/v1/paymentSession with DW_APPLE_PAY: Apple Pay's merchant validation for the cart (retried like Klarna's). */
export function getApplePaySession(api: ApiClient, cartId: string, referer: string, delayMs = PAYMENT_SESSION_RETRY_DELAY_MS): Promise<ApplePaySessionResponse> {
  return retriedOnce(() => api.request('/cart/v1/paymentSession', { query: { cartId, paymentMethodId: 'DW_APPLE_PAY', paymentMethod: 'DW_APPLE_PAY', referer }, answer: 'applePaySessionResponse' }), delayMs);
}

async function retriedOnce<T>(ask: () => Promise<T>, delayMs: number): Promise<T> {
  try {
    return await ask();
  } catch (error) {
    if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) throw error;
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    return ask();
  }
}

/** POST /cart/v1/cart/{basketId}/paymentInstruments. */
export function addPaymentInstrument(api: ApiClient, basketId: string, body: AddPaymentInstrumentRequest): Promise<Cart> {
  return api.request(`${cartPath(basketId)}/paymentInstruments`, { method: 'POST', body, answer: 'cart' });
}

/** DELETE /cart/v1/cart/{basketId}/paymentInstruments. */
export function removePaymentInstrument(api: ApiClient, basketId: string, paymentInstrumentId: string): Promise<Cart> {
  return api.request(`${cartPath(basketId)}/paymentInstruments`, { method: 'DELETE', body: { payment_instrument_id: paymentInstrumentId }, answer: 'cart' });
}

/** POST /cart/v1/giftcard/balance. */
export function giftCardBalance(api: ApiClient, cardNumber: string, pin: string) {
  return api.request('/cart/v1/giftcard/balance', { method: 'POST', body: { cardNumber, pin }, answer: 'giftCardBalanceResponse' });
}

/** POST /cart/v1/cart/prepareOrder: stock, prices, promotions, addresses, shipping and payments checked. */
export function prepareOrder(api: ApiClient, basketId: string): Promise<Cart> {
  return api.request('/cart/v1/cart/prepareOrder', { method: 'POST', body: { basketId }, answer: 'cart' });
}

/** The §7 channel header value: the mobile app's in its webview, else web. */
export function channelOf(userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent): 'web' | 'mobile-app' {
  return /StorefrontApp\//.test(userAgent) ? 'mobile-app' : 'web';
}

/** PUT /cart/v2/checkout/order, idempotent per key: a retry with the same key and body replays the answer. */
export function placeOrder(api: ApiClient, body: PlaceOrderRequest, idempotencyKey: string): Promise<Order> {
  return api.request('/cart/v2/checkout/order', {
    method: 'PUT', body, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey, [CHANNEL_HEADER]: channelOf() }, answer: 'order',
  });
}

/** PATCH /cart/v2/checkout/order/{orderNumber}: the 3-D Secure challenge's result. */
export function patchOrder(api: ApiClient, orderNumber: string, body: PatchOrderRequest): Promise<Order> {
  return api.request(`/cart/v2/checkout/order/${encodeURIComponent(orderNumber)}`, {
    method: 'PATCH', body, headers: { [CHANNEL_HEADER]: channelOf() }, answer: 'order',
  });
}

/** GET /consumers-v3/consumer/payment_instruments: the signed-in shopper's saved cards. */
export function getSavedCards(api: ApiClient) {
  return api.request('/consumers-v3/consumer/payment_instruments', { query: { payment_method_id: 'CREDIT_CARD' }, answer: 'savedPaymentInstrumentsResponse' });
}

const savedCardPath = (id: string) => `/consumers-v3/consumer/payment_instruments/${encodeURIComponent(id)}`;

/** POST /consumers-v3/consumer/payment_instruments: keeps a tokenised card for the signed-in shopper (answers card.paymentInstrumentId). */
export function saveCard(api: ApiClient, card: CardToken, recaptcha: string) {
  return api.request('/consumers-v3/consumer/payment_instruments', {
    method: 'POST', body: { payment_method_id: 'CREDIT_CARD', card, recaptcha_response: recaptcha }, answer: 'savePaymentInstrumentResponse',
  });
}

/** PATCH /consumers-v3/consumer/payment_instruments/{id}: makes the saved card the default. */
export function makeCardDefault(api: ApiClient, paymentInstrumentId: string) {
  return api.request(savedCardPath(paymentInstrumentId), { method: 'PATCH', body: { default: true }, answer: 'savedPaymentInstrument' });
}

/** DELETE /consumers-v3/consumer/payment_instruments/{id}: removes a saved card; answers the cards left. */
export function removeSavedCard(api: ApiClient, paymentInstrumentId: string) {
  return api.request(savedCardPath(paymentInstrumentId), { method: 'DELETE', answer: 'savedPaymentInstrumentsResponse' });
}
