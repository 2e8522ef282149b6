import type { Cart } from '../../../schemas/commerce/cart';
import type { PlaceOrderRequest } from '../../../schemas/commerce/checkout';
import { applyCoupon, createCartWithItem, removeCartItem, removeCoupon, setShippingMethod, updateCartItem } from '../../../src/lib/api/cart';
import {
  addPaymentInstrument, getApplePaySession, placeOrder, prepareOrder, removePaymentInstrument, removeShippingAddress, setBillingAddress, setShippingAddress,
} from '../../../src/lib/api/checkout';
import type { ApiClient } from '../../../src/lib/api/client';
import type { ApplePayCalls } from '../../../src/lib/checkout/apple-pay-flow';
import { withSession } from '../../../src/lib/session/tokens';
import { adoptCart } from '../../../src/stores/cart';
import type { ApiTarget } from '../../shared/api-target';
import { browserApi } from '../../shared/browser-api';

/**
 * The §7 calls of Apple Pay from the product page, in the shopper's session (a guest session is
 * made when there is none). Every cart answer becomes the shopper's cart, so the header count
 * follows the add and its undo.
 */
export function applePayCalls(target: ApiTarget, referer: string): ApplePayCalls {
  const api = browserApi(target);
  const inSession = <T>(work: (authorized: ApiClient) => Promise<T>) => withSession(api, work);
  const cartCall = (work: (authorized: ApiClient) => Promise<Cart>) => inSession(work).then((cart) => (adoptCart(cart), cart));
  // One key per order attempt: Safari's payment sheet authorises once per attempt.
  const idempotencyKey = () => `apple-pay-${crypto.randomUUID()}`;
  return {
    addItem: (item) => cartCall((a) => createCartWithItem(a, { productId: item.variantId, qty: item.qty })),
    paymentSession: (cartId) => inSession((a) => getApplePaySession(a, cartId, referer)),
    applyCoupon: (cartId, code) => cartCall((a) => applyCoupon(a, { cartId, code })),
    shippingAddress: (cartId, address) => cartCall((a) => setShippingAddress(a, cartId, [address], undefined, 'APPLE_PAY_EXPRESS')),
    shippingMethod: (cartId, shippingId, code) => cartCall((a) => setShippingMethod(a, { cartId, shippingId, code, shopperAppliedSM: true })),
    billingAddress: (cartId, address) => cartCall((a) => setBillingAddress(a, cartId, address)),
    prepare: (cartId) => cartCall((a) => prepareOrder(a, cartId)),
    addInstrument: (cartId, token) => cartCall((a) => addPaymentInstrument(a, cartId, { payment_method_id: 'DW_APPLE_PAY', token })),
    place: (body: PlaceOrderRequest) => inSession((a) => placeOrder(a, body, idempotencyKey())),
    async restore(cartId, undo) {
      await inSession(async (a) => {
        let cart: Cart | null = null;
        for (const instrumentId of undo.instrumentIds) cart = await removePaymentInstrument(a, cartId, instrumentId).catch(() => cart);
        if (undo.coupon) cart = await removeCoupon(a, { cartId, code: undo.coupon }).catch(() => cart);
        if (undo.removeShippingAddress) cart = await removeShippingAddress(a, cartId).catch(() => cart);
        if (undo.itemId) {
          cart = undo.previousQty > 0
            ? await updateCartItem(a, { cartId, itemId: undo.itemId, qty: undo.previousQty })
            : await removeCartItem(a, { cartId, itemId: undo.itemId });
        }
        if (cart) adoptCart(cart);
      });
    },
  };
}
