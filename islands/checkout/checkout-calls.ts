import type { Cart } from '../../schemas/commerce/cart';
import type { CheckoutAddress, PatchOrderRequest, PlaceOrderRequest } from '../../schemas/commerce/checkout';
import type { AddPaymentInstrumentRequest, CardToken } from '../../schemas/commerce/payments';
import { setShippingMethod } from '../../src/lib/api/cart';
import {
  addPaymentInstrument, getPaymentMethods, getPaymentSession, getPaypalSession, getSavedCards, giftCardBalance, saveCard, patchOrder, placeOrder, prepareOrder, removePaymentInstrument,
  setBillingAddress, setShippingAddress,
} from '../../src/lib/api/checkout';
import type { ApiClient } from '../../src/lib/api/client';
import { getProfile } from '../../src/lib/api/consumer';
import { getAddressRules } from '../../src/lib/api/consumer';
import { applyLoyaltyReward, loyaltyVouchers } from '../../src/lib/api/loyalty';
import { searchCollectionPoints, type StoreSearchInput } from '../../src/lib/api/stores';
import { COLLECTION_POINT_RADIUS_KM } from '../../schemas/constants';
import { changeCart, loadStoredCart } from '../../src/lib/cart/cart-calls';
import { withSession } from '../../src/lib/session/tokens';
import { $cartDetails } from '../../src/stores/cart';
import { browserApi } from '../shared/browser-api';
import type { ApiTarget } from '../shared/api-target';

/*
 * Every §7 call checkout makes, loaded with import() only (the island starts the load at once):
 * the typed client, the session and the contracts (zod) arrive beside the island instead of
 * holding back its hydration, as the cart page does.
 */

/** Runs calls in the shopper's session (a guest session is made when there is none; a 401 refreshes once). */
export function inSession<T>(target: ApiTarget, work: (api: ApiClient) => Promise<T>): Promise<T> {
  return withSession(browserApi(target), work);
}

const basketId = () => $cartDetails.get()?.basketId ?? '';

/** Each cart write goes through changeCart (cart not found: made again, the call repeated); its answer is the cart. */
export const checkoutCalls = {
  load: (api: ApiClient, registered: boolean) => loadStoredCart(api, { registered }),
  profile: (api: ApiClient) => getProfile(api, false),
  savedCards: (api: ApiClient) => getSavedCards(api),
  saveCard: (api: ApiClient, card: CardToken, recaptcha: string) => saveCard(api, card, recaptcha),
  addressRules: (api: ApiClient, country: string) => getAddressRules(api, country),
  shippingAddress: (api: ApiClient, address: CheckoutAddress) => changeCart(api, (cart) => setShippingAddress(api, cart.basketId, [address])),
  /** Delivery to a collection point: the point by its id (the API fills in its address) and who collects. */
  collectionPointAddress: (api: ApiClient, address: CheckoutAddress) => changeCart(api, (cart) => setShippingAddress(api, cart.basketId, [address], undefined, 'COLLECTION')),
  collectionPoints: (api: ApiClient, postalCode: string, country: StoreSearchInput['country']) => searchCollectionPoints(api, { postalCode, country, radius: COLLECTION_POINT_RADIUS_KM, limit: 8 }),
  shippingMethod: (api: ApiClient, shippingId: string, code: string) =>
    changeCart(api, (cart) => setShippingMethod(api, { cartId: cart.basketId, shippingId, code, shopperAppliedSM: true })),
  billingAddress: (api: ApiClient, address: CheckoutAddress) => changeCart(api, (cart) => setBillingAddress(api, cart.basketId, address)),
  paymentMethods: (api: ApiClient) => getPaymentMethods(api, basketId()),
  paymentSession: (api: ApiClient) => getPaymentSession(api, basketId(), 'KLARNA', 'checkout'),
  paypalSession: (api: ApiClient, referer = 'checkout') => getPaypalSession(api, basketId(), referer),
  addPayment: (api: ApiClient, body: AddPaymentInstrumentRequest) => changeCart(api, (cart) => addPaymentInstrument(api, cart.basketId, body)),
  removePayment: (api: ApiClient, instrumentId: string) => changeCart(api, (cart) => removePaymentInstrument(api, cart.basketId, instrumentId)),
  giftCardBalance: (api: ApiClient, cardNumber: string, pin: string) => giftCardBalance(api, cardNumber, pin),
  loyalty: (api: ApiClient) => loyaltyVouchers(api),
  reward: (api: ApiClient, reward: { points: number } | { code: string } | null) => changeCart(api, (cart) => applyLoyaltyReward(api, cart.basketId, reward)),
  prepare: (api: ApiClient): Promise<Cart> => changeCart(api, (cart) => prepareOrder(api, cart.basketId)),
  place: (api: ApiClient, body: PlaceOrderRequest, key: string) => placeOrder(api, body, key),
  patch: (api: ApiClient, orderNumber: string, body: PatchOrderRequest) => patchOrder(api, orderNumber, body),
};

export type CheckoutCalls = typeof checkoutCalls;
