import type { Cart } from '../../schemas/commerce/cart';
import { removeCartItem } from '../../src/lib/api/cart';
import type { ApiClient } from '../../src/lib/api/client';
import { addToCart, updateCartLine, type CartItemIntent } from '../../src/lib/cart/add-to-cart';
import { changeCart, loadStoredCart } from '../../src/lib/cart/cart-calls';
import type { ExpressStart } from './paypal-express';

/**
 * PayPal express from a product page (spec §4): the chosen item is added to the cart first (the
 * ordinary add to cart), and a failure takes it off again (or puts the line's quantity back), so
 * the cart is as it was before the press.
 */
export function productPageStart(intent: CartItemIntent): (api: ApiClient) => Promise<ExpressStart> {
  return async (api) => {
    const before = await loadStoredCart(api);
    const line = before?.items.find((item) => item.variantId === intent.variantId && !item.bonus);
    const cart: Cart = await addToCart(api, intent);
    const added = cart.items.find((item) => item.variantId === intent.variantId && !item.bonus);
    return {
      cart,
      undo: async (undoApi) => {
        if (!added) return;
        if (line) await updateCartLine(undoApi, { ...intent, itemId: added.id, qty: line.qty });
        else await changeCart(undoApi, ({ basketId }) => removeCartItem(undoApi, { cartId: basketId, itemId: added.id }));
      },
    };
  };
}
