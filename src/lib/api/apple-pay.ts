import type { Cart } from '@schemas/commerce/cart';
import type { ApplePaySessionResponse } from '@schemas/commerce/payments';
import { PAYMENT_SESSION_RETRY_DELAY_MS } from '@schemas/constants';
import { ApiRequestError, type ApiClient } from './client';

/**
 * The §7 calls only Apple Pay makes: its merchant validation through GET /cart/v1/paymentSession
 * (tried again once after PAYMENT_SESSION_RETRY_DELAY_MS when the provider or the network failed,
 * as Klarna's), and taking its address off the cart when the shopper cancels.
 */
export async function getApplePaySession(api: ApiClient, cartId: string, referer: string, delayMs = PAYMENT_SESSION_RETRY_DELAY_MS): Promise<ApplePaySessionResponse> {
  const ask = () => api.request('/cart/v1/paymentSession', { query: { cartId, paymentMethodId: 'DW_APPLE_PAY', paymentMethod: 'DW_APPLE_PAY', referer }, answer: 'applePaySessionResponse' });
  try {
    return await ask();
  } catch (error) {
    if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) throw error;
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    return ask();
  }
}

/** DELETE /cart/v2/cart/{basketId}/shippingAddress. */
export function removeShippingAddress(api: ApiClient, basketId: string): Promise<Cart> {
  return api.request(`/cart/v2/cart/${encodeURIComponent(basketId)}/shippingAddress`, { method: 'DELETE', answer: 'cart' });
}
