import { computed } from 'nanostores';
import * as z from 'zod/mini';
import { persistentAtom } from './persistent';

export const CART_STORAGE_KEY = 'storefront:cart';

/**
 * What the browser keeps of the cart between visits (spec: persisted in local storage with the
 * favoriteId). The cart issue adds items and totals; the header badge reads totalItems.
 */
export const storedCartSchema = z.object({
  basketId: z.nullable(z.string()),
  favoriteId: z.nullable(z.string()),
  totalItems: z.int().check(z.minimum(0)),
});

export type StoredCart = z.infer<typeof storedCartSchema>;

export const EMPTY_CART: StoredCart = { basketId: null, favoriteId: null, totalItems: 0 };

export const $cart = persistentAtom<StoredCart>(CART_STORAGE_KEY, EMPTY_CART, storedCartSchema);

export const $cartCount = computed($cart, (cart) => cart.totalItems);
