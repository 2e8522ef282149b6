import type { CartItem, GiftOption } from '../../schemas/commerce/cart';
import type { DeliveryKind } from '../../src/lib/cart/cart-display';
import { showToast } from '../../src/stores/toasts';
import type { CartPageState } from './use-cart-page';

type SavedItem = NonNullable<CartPageState['saved']>['items'][number];

/**
 * What the cart page's controls do: each one §7 call (cart-page-api.ts) through the page's
 * `call`, which says where a failure shows (the line, the coupon field, the top) and handles
 * invalid customer; answers whether it succeeded.
 */
export function cartPageActions(state: CartPageState) {
  const { call, t } = state;
  return {
    quantity: (item: CartItem, qty: number) =>
      call(item.id, (calls, api) => calls.quantity(api, item, qty), { errorAt: { itemId: item.id }, maxQty: item.maxQty }),

    remove: (item: CartItem) => call(item.id, (calls, api) => calls.remove(api, item), { errorAt: { itemId: item.id }, failureText: t('removeItemFailed') }),

    giftOption: (item: CartItem, giftOption: GiftOption | null) =>
      call(item.id, (calls, api) => calls.giftOption(api, item, giftOption), { errorAt: { itemId: item.id } }),

    delivery: (item: CartItem, kind: Extract<DeliveryKind, 'home' | 'pickup' | 'sts'>, storeId?: string) =>
      call(item.id, (calls, api) => calls.delivery(api, item, kind, storeId), { errorAt: { itemId: item.id } }),

    store: (storeId: string) => call('store', (calls, api) => calls.store(api, storeId)),

    saveForLater: async (item: CartItem) => {
      const done = await call(item.id, (calls, api) => calls.saveForLater(api, item), { errorAt: { itemId: item.id } });
      if (done) showToast({ title: t('savedForLaterMoved'), message: item.name, kind: 'success' });
      return done;
    },

    moveToCart: async (saved: SavedItem, saveForLaterId: string) => {
      const done = await call(saved.itemId, (calls, api) => calls.moveToCart(api, saved, saveForLaterId), { errorAt: { itemId: saved.itemId }, failureText: t('thisItemCouldNotBeMovedToCart') });
      if (done) showToast({ title: t('movedToCart'), kind: 'success' });
      return done;
    },

    removeSaved: (saved: SavedItem, saveForLaterId: string) =>
      call(saved.itemId, (calls, api) => calls.removeSaved(api, saved, saveForLaterId), { errorAt: { itemId: saved.itemId } }),

    applyCoupon: (code: string) => call('coupon', (calls, api) => calls.applyCoupon(api, code), { errorAt: 'coupon' }),

    removeCoupon: (code: string) => call('coupon', (calls, api) => calls.removeCoupon(api, code), { errorAt: 'coupon' }),

    chooseGifts: (promotionId: string, variantIds: string[]) => call(`gift-${promotionId}`, (calls, api) => calls.chooseGifts(api, promotionId, variantIds)),
  };
}

export type CartPageActions = ReturnType<typeof cartPageActions>;
