import type { PlaceOrderRequest } from '../../../schemas/commerce/checkout';
import { applyCoupon, setShippingMethod } from '../../../src/lib/api/cart';
import { addPaymentInstrument, getApplePaySession, placeOrder, prepareOrder, setBillingAddress, setShippingAddress } from '../../../src/lib/api/checkout';
import type { ApiClient } from '../../../src/lib/api/client';
import type { ApplePayCalls } from '../../../src/lib/checkout/apple-pay-flow';
import { openBuyNowBasket } from '../../../src/lib/checkout/buy-now';
import { withSession } from '../../../src/lib/session/tokens';
import type { ApiTarget } from '../../shared/api-target';
import { browserApi } from '../../shared/browser-api';

/**
 * The §7 calls of Apple Pay from the product page, in the shopper's session (a guest session is
 * made when there is none), on a buy-now basket holding only the item (src/lib/checkout/buy-now.ts):
 * no answer becomes the shopper's cart, so the header count and mini cart stay as they were.
 */
export function applePayCalls(target: ApiTarget, referer: string): ApplePayCalls {
  const api = browserApi(target);
  const inSession = <T>(work: (authorized: ApiClient) => Promise<T>) => withSession(api, work);
  // One key per order attempt: Safari's payment sheet authorises once per attempt.
  const idempotencyKey = () => `apple-pay-${crypto.randomUUID()}`;
  return {
    addItem: (item) => inSession((a) => openBuyNowBasket(a, item)),
    paymentSession: (cartId) => inSession((a) => getApplePaySession(a, cartId, referer)),
    applyCoupon: (cartId, code) => inSession((a) => applyCoupon(a, { cartId, code })),
    shippingAddress: (cartId, address) => inSession((a) => setShippingAddress(a, cartId, [address], undefined, 'APPLE_PAY_EXPRESS', cartId)),
    shippingMethod: (cartId, shippingId, code) => inSession((a) => setShippingMethod(a, { cartId, shippingId, code, shopperAppliedSM: true })),
    billingAddress: (cartId, address) => inSession((a) => setBillingAddress(a, cartId, address)),
    prepare: (cartId) => inSession((a) => prepareOrder(a, cartId)),
    addInstrument: (cartId, token) => inSession((a) => addPaymentInstrument(a, cartId, { payment_method_id: 'DW_APPLE_PAY', token })),
    place: (body: PlaceOrderRequest) => inSession((a) => placeOrder(a, body, idempotencyKey())),
  };
}
