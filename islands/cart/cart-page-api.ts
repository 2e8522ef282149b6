import type { CartItem, GiftOption } from '../../schemas/commerce/cart';
import { track } from '../../src/lib/analytics/tracking';
import { cartChangeEvent } from '../../src/lib/analytics/tracking-builders';
import {
  applyCoupon, chooseGifts, createCart, getCart, getSavedForLater, moveSavedItemToCart, removeCartItem, removeCoupon, removeSavedItem,
  saveItemForLater, setShippingMethod, updateCartItem,
} from '../../src/lib/api/cart';
import type { ApiClient } from '../../src/lib/api/client';
import { changeCart, lineIn, loadStoredCart, type CartRef } from '../../src/lib/cart/cart-calls';
import { withSession } from '../../src/lib/session/tokens';
import { $cart, $cartDetails, adoptCart } from '../../src/stores/cart';
import { browserApi } from '../shared/browser-api';
import type { ApiTarget } from '../shared/api-target';

/*
 * Every §7 call the cart page makes, loaded with import() only (the page starts the load at
 * once): the typed client, the session and the contracts (zod) arrive beside the island instead
 * of holding back its hydration, as the product page does with its live stock.
 */

/** Runs calls in the shopper's session (a guest session is made when there is none; a 401 refreshes once). */
export function inSession<T>(target: ApiTarget, work: (api: ApiClient) => Promise<T>): Promise<T> {
  return withSession(browserApi(target), work);
}

type SavedItem = { readonly itemId: string };

/** The line a write names, in the cart it is about to change (found again after the cart was made again). */
const idIn = (cart: CartRef, item: CartItem) => lineIn(cart, item)?.id ?? item.id;

/** The cart's home delivery method (the 'me' shipment's), for sending a line home again. */
function homeCode(): string {
  const home = $cartDetails.get()?.shippingMethods.find((shipment) => shipment.shippingId === 'me');
  return home?.selectedShippingMethod?.code ?? home?.applicableShippingMethods[0]?.code ?? 'standard';
}

/** Each call changes the cart through changeCart (cart not found: made again, the call repeated). */
export const cartCalls = {
  load: (api: ApiClient, registered: boolean) => loadStoredCart(api, { registered }),
  savedForLater: (api: ApiClient) => getSavedForLater(api),
  quantity: (api: ApiClient, item: CartItem, qty: number) =>
    changeCart(api, (cart) => updateCartItem(api, { cartId: cart.basketId, itemId: idIn(cart, item), qty })),
  remove: async (api: ApiClient, item: CartItem) => {
    const cart = await changeCart(api, (current) => removeCartItem(api, { cartId: current.basketId, itemId: idIn(current, item) }));
    const removed = cartChangeEvent('remove_from_cart', [{ line: item, quantity: item.qty }]);
    if (removed) track(removed);
    return cart;
  },
  giftOption: (api: ApiClient, item: CartItem, giftOption: GiftOption | null) =>
    changeCart(api, (cart) => updateCartItem(api, { cartId: cart.basketId, itemId: idIn(cart, item), giftOption })),
  delivery: (api: ApiClient, item: CartItem, kind: 'home' | 'pickup' | 'sts', storeId?: string) =>
    changeCart(api, (cart) => setShippingMethod(api, {
      cartId: cart.basketId, itemId: idIn(cart, item), code: kind === 'home' ? homeCode() : kind, ...(kind !== 'home' && storeId ? { storeId } : {}),
    })),
  /** The cart's store: pickup and ship-to-store lines follow it (GET with favStoreId). */
  store: (api: ApiClient, storeId: string) => changeCart(api, (cart) => getCart(api, cart.basketId, { favStoreId: storeId })),
  saveForLater: (api: ApiClient, item: CartItem) => changeCart(api, (cart) =>
    saveItemForLater(api, { cartId: cart.basketId, itemId: idIn(cart, item), productId: item.variantId, qty: item.qty, pdpUrl: item.pdpUrl })),
  moveToCart: async (api: ApiClient, saved: SavedItem, saveForLaterId: string) => {
    const basketId = $cart.get().basketId ?? (await createCart(api)).basketId;
    const cart = await moveSavedItemToCart(api, basketId, { saveForLaterId, itemId: saved.itemId });
    adoptCart(cart);
    return cart;
  },
  removeSaved: (api: ApiClient, saved: SavedItem, saveForLaterId: string) => removeSavedItem(api, saveForLaterId, saved.itemId),
  applyCoupon: (api: ApiClient, code: string) => changeCart(api, (cart) => applyCoupon(api, { cartId: cart.basketId, code })),
  removeCoupon: (api: ApiClient, code: string) => changeCart(api, (cart) => removeCoupon(api, { cartId: cart.basketId, code })),
  chooseGifts: (api: ApiClient, promotionId: string, variantIds: string[]) =>
    changeCart(api, (cart) => chooseGifts(api, { cartId: cart.basketId, promotionId, variantIds })),
};

export type CartCalls = typeof cartCalls;
