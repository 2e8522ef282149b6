import type { CartItem, GiftOption } from '../../schemas/commerce/cart';
import {
  applyCoupon, chooseGifts, createCart, getCart, moveSavedItemToCart, removeCartItem, removeCoupon, removeSavedItem,
  saveItemForLater, setShippingMethod, updateCartItem,
} from '../../src/lib/api/cart';
import type { ApiClient } from '../../src/lib/api/client';
import { changeCart, lineIn, type CartRef } from '../../src/lib/cart/cart-calls';
import type { DeliveryKind } from '../../src/lib/cart/cart-display';
import { adoptCart, $cart, $cartDetails } from '../../src/stores/cart';
import { showToast } from '../../src/stores/toasts';
import type { CartPageState } from './use-cart-page';

type SavedItem = NonNullable<CartPageState['saved']>['items'][number];

/** The line a write names, in the cart it is about to change (found again after the cart was made again). */
const idIn = (cart: CartRef, item: CartItem) => lineIn(cart, item)?.id ?? item.id;

/** The cart's home delivery method (the 'me' shipment's), for sending a line home again. */
function homeCode(): string {
  const home = $cartDetails.get()?.shippingMethods.find((shipment) => shipment.shippingId === 'me');
  return home?.selectedShippingMethod?.code ?? home?.applicableShippingMethods[0]?.code ?? 'standard';
}

/**
 * What the cart page's controls do, each one §7 call through the page's `call` (session, error
 * placement, invalid customer) and `changeCart` (cart not found: made again and the call repeated).
 */
export function cartPageActions(state: CartPageState) {
  const { call, t } = state;
  const write = (key: string, change: (api: ApiClient, cart: CartRef) => ReturnType<typeof updateCartItem>, options: Parameters<typeof call>[2] = {}) =>
    call(key, (api) => changeCart(api, (cart) => change(api, cart)), options);

  return {
    quantity: (item: CartItem, qty: number) =>
      write(item.id, (api, cart) => updateCartItem(api, { cartId: cart.basketId, itemId: idIn(cart, item), qty }), { errorAt: { itemId: item.id }, maxQty: item.maxQty }),

    remove: (item: CartItem) =>
      write(item.id, (api, cart) => removeCartItem(api, { cartId: cart.basketId, itemId: idIn(cart, item) }), { errorAt: { itemId: item.id }, failureText: t('removeItemFailed') }),

    giftOption: (item: CartItem, giftOption: GiftOption | null) =>
      write(item.id, (api, cart) => updateCartItem(api, { cartId: cart.basketId, itemId: idIn(cart, item), giftOption }), { errorAt: { itemId: item.id } }),

    delivery: (item: CartItem, kind: Extract<DeliveryKind, 'home' | 'pickup' | 'sts'>, storeId?: string) =>
      write(item.id, (api, cart) => setShippingMethod(api, {
        cartId: cart.basketId, itemId: idIn(cart, item), code: kind === 'home' ? homeCode() : kind, ...(kind !== 'home' && storeId ? { storeId } : {}),
      }), { errorAt: { itemId: item.id } }),

    /** The cart's store: pickup and ship-to-store lines follow it (GET with favStoreId). */
    store: (storeId: string) => write('store', (api, cart) => getCart(api, cart.basketId, { favStoreId: storeId })),

    saveForLater: async (item: CartItem) => {
      const done = await write(item.id, (api, cart) => saveItemForLater(api, { cartId: cart.basketId, itemId: idIn(cart, item), productId: item.variantId, qty: item.qty, pdpUrl: item.pdpUrl }), { errorAt: { itemId: item.id } });
      if (done) showToast({ title: t('savedForLaterMoved'), message: item.name, kind: 'success' });
      return done;
    },

    moveToCart: async (saved: SavedItem, saveForLaterId: string) => {
      const done = await call(saved.itemId, async (api) => {
        const basketId = $cart.get().basketId ?? (await createCart(api)).basketId;
        const cart = await moveSavedItemToCart(api, basketId, { saveForLaterId, itemId: saved.itemId });
        adoptCart(cart);
        return cart;
      }, { errorAt: { itemId: saved.itemId }, failureText: t('thisItemCouldNotBeMovedToCart') });
      if (done) showToast({ title: t('movedToCart'), kind: 'success' });
      return done;
    },

    removeSaved: (saved: SavedItem, saveForLaterId: string) =>
      call(saved.itemId, (api) => removeSavedItem(api, saveForLaterId, saved.itemId), { errorAt: { itemId: saved.itemId } }),

    applyCoupon: (code: string) => write('coupon', (api, cart) => applyCoupon(api, { cartId: cart.basketId, code }), { errorAt: 'coupon' }),

    removeCoupon: (code: string) => write('coupon', (api, cart) => removeCoupon(api, { cartId: cart.basketId, code }), { errorAt: 'coupon' }),

    chooseGifts: (promotionId: string, variantIds: string[]) =>
      write(`gift-${promotionId}`, (api, cart) => chooseGifts(api, { cartId: cart.basketId, promotionId, variantIds })),
  };
}

export type CartPageActions = ReturnType<typeof cartPageActions>;
