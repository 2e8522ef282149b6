import { atom, computed } from 'nanostores';
import * as z from 'zod/mini';
import type { Cart } from '../../schemas/commerce/cart';
import { persistentAtom, setPersisted } from './persistent';

export const CART_STORAGE_KEY = 'storefront:cart';

/** What the browser remembers of a line: enough to add it again to a new cart (§4 cart not found). */
const storedLineSchema = z.object({
  variantId: z.string(),
  qty: z.int().check(z.minimum(1)),
  storeId: z.nullable(z.string()),
});

/**
 * What the browser keeps of the cart between visits (spec §9: persisted in local storage with
 * the favoriteId). The header badge reads totalItems (the units in the cart); `lines` lets a
 * cart the server no longer knows be made again with the same items.
 */
export const storedCartSchema = z.object({
  basketId: z.nullable(z.string()),
  favoriteId: z.nullable(z.string()),
  totalItems: z.int().check(z.minimum(0)),
  saveForLaterId: z.optional(z.nullable(z.string())),
  lines: z.optional(z.array(storedLineSchema)),
});

export type StoredCart = z.infer<typeof storedCartSchema>;
export type StoredLine = z.infer<typeof storedLineSchema>;

export const EMPTY_CART: StoredCart = { basketId: null, favoriteId: null, totalItems: 0 };

export const $cart = persistentAtom<StoredCart>(CART_STORAGE_KEY, EMPTY_CART, storedCartSchema);

export const $cartCount = computed($cart, (cart) => cart.totalItems);

/**
 * The last cart the API answered in this tab (not stored: it is personal and changes on the
 * server): what the mini cart and the cart page show.
 */
export const $cartDetails = atom<Cart | null>(null);

/** The stored part of a cart answer: its id, the badge count and the lines to add again. */
export function storedCartOf(cart: Cart, previous: StoredCart): StoredCart {
  return {
    basketId: cart.basketId,
    favoriteId: cart.favoriteId ?? previous.favoriteId,
    totalItems: cart.totals.totalUnits,
    saveForLaterId: cart.saveForLater?.saveForLaterId ?? previous.saveForLaterId ?? null,
    lines: cart.items.filter((item) => !item.bonus).map((item) => ({
      variantId: item.variantId,
      qty: item.qty,
      // Only pickup keeps its store when added again (an add with a store is a pickup).
      storeId: item.shippingOptions.find((option) => option.selected)?.shippingMethod.kind === 'pickup' ? item.storeId : null,
    })),
  };
}

/** Takes a cart answer as the shopper's cart: the header badge of every tab follows at once. */
export function adoptCart(cart: Cart): void {
  $cartDetails.set(cart);
  setPersisted($cart, storedCartOf(cart, $cart.get()));
}

/** Forgets the cart (sign-out, a cart that belongs to someone else); the favorites list id stays unless asked. */
export function clearStoredCart(options: { keepFavorites?: boolean } = {}): void {
  $cartDetails.set(null);
  const favoriteId = options.keepFavorites ? $cart.get().favoriteId : null;
  setPersisted($cart, { ...EMPTY_CART, favoriteId });
}
