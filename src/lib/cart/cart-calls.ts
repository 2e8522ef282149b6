import type { Cart, CartItem } from '@schemas/commerce/cart';
import { createCart, getCart } from '../api/cart';
import type { ApiClient } from '../api/client';
import { $cart, $cartDetails, adoptCart, clearStoredCart } from '../../stores/cart';
import { recreateCart } from './add-to-cart';
import { errorIdOf } from './cart-messages';

/** The shape of a cart a write needs: its id and lines. */
export type CartRef = Pick<Cart, 'basketId' | 'items'>;

/** The same line in another answer of the cart (by id, else by variant after the cart was made again). */
export function lineIn(cart: Pick<Cart, 'items'>, item: Pick<CartItem, 'id' | 'variantId' | 'bonus'>): CartItem | undefined {
  return cart.items.find((line) => line.id === item.id) ?? cart.items.find((line) => line.variantId === item.variantId && line.bonus === item.bonus);
}

/**
 * Reads the stored cart for the cart page (§7 GET with inventorySupplyCheck, which answers the §8
 * flashes). CART_NOT_FOUND: the cart is made again from the remembered lines (§4), or forgotten
 * when there are none. A registered shopper without a stored cart gets the account's (POST
 * /cart/v1/cart answers the active cart; another device may have filled it). Answers null when
 * there is no cart.
 */
export async function loadStoredCart(api: ApiClient, options: { registered?: boolean } = {}): Promise<Cart | null> {
  const { basketId, lines = [] } = $cart.get();
  if (!basketId && options.registered) {
    const cart = await createCart(api);
    adoptCart(cart);
    return cart;
  }
  if (!basketId) return null;
  try {
    const cart = await getCart(api, basketId, { inventorySupplyCheck: true });
    adoptCart(cart);
    return cart;
  } catch (error) {
    if (errorIdOf(error) !== 'CART_NOT_FOUND') throw error;
    if (lines.length === 0) {
      clearStoredCart({ keepFavorites: true });
      return null;
    }
    return recreateCart(api, lines);
  }
}

/**
 * Reads the shown cart again after something that changes its prices but not its lines (the
 * employee terms accepted): the mini cart and cart page show the new totals. Best effort.
 */
export async function repriceShownCart(api: ApiClient): Promise<void> {
  const shown = $cartDetails.get();
  if (!shown) return;
  try {
    adoptCart(await getCart(api, shown.basketId));
  } catch {
    // The next read of the cart prices it anyway.
  }
}

/**
 * A change of the cart the page shows. The write gets the cart to change (its id and lines);
 * when the API no longer knows it (CART_NOT_FOUND) the cart is made again from the remembered
 * lines and the write repeated on it once (§4 "create a new cart, re-add the items, retry the
 * call"); a write that names a line finds it again with lineIn. The answer becomes the cart.
 */
export async function changeCart(api: ApiClient, write: (cart: CartRef) => Promise<Cart>): Promise<Cart> {
  const current: CartRef = $cartDetails.get() ?? { basketId: $cart.get().basketId ?? '', items: [] };
  let cart: Cart;
  try {
    cart = await write(current);
  } catch (error) {
    if (errorIdOf(error) !== 'CART_NOT_FOUND') throw error;
    const again = await recreateCart(api, $cart.get().lines ?? []);
    cart = await write(again);
  }
  adoptCart(cart);
  return cart;
}
