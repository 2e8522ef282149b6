import { atom, computed } from 'nanostores';
import type { Cart } from '../../schemas/commerce/cart';
import { persistentAtom, setPersisted, type StoredValueSchema } from './persistent';

import { CART_STORAGE_KEY } from './storage-keys';

export { CART_STORAGE_KEY };

/** What the browser remembers of a line: enough to add it again to a new cart (§4 cart not found). */
export interface StoredLine {
  readonly variantId: string;
  readonly qty: number;
  readonly storeId: string | null;
}

/**
 * What the browser keeps of the cart between visits (spec §9: persisted in local storage with
 * the favoriteId). The header badge reads totalItems (the units in the cart); `lines` lets a
 * cart the server no longer knows be made again with the same items.
 */
export interface StoredCart {
  readonly basketId: string | null;
  readonly favoriteId: string | null;
  readonly totalItems: number;
  readonly saveForLaterId?: string | null | undefined;
  readonly lines?: readonly StoredLine[] | undefined;
}

const isCount = (value: unknown, min: number): value is number => typeof value === 'number' && Number.isInteger(value) && value >= min;
const isNullableString = (value: unknown): value is string | null => value === null || typeof value === 'string';

function storedLineOf(value: unknown): StoredLine | null {
  if (typeof value !== 'object' || value === null) return null;
  const { variantId, qty, storeId } = value as Record<string, unknown>;
  return typeof variantId === 'string' && isCount(qty, 1) && isNullableString(storeId) ? { variantId, qty, storeId } : null;
}

/**
 * Checked by hand, not with zod or zod/mini: the header's cart badge reads it on every page, and
 * the cart page has the full contracts to load already (zod/mini would come on top).
 */
export const storedCartSchema: StoredValueSchema<StoredCart> = {
  safeParse(value) {
    if (typeof value !== 'object' || value === null) return { success: false };
    const { basketId, favoriteId, totalItems, saveForLaterId, lines } = value as Record<string, unknown>;
    if (!isNullableString(basketId) || !isNullableString(favoriteId) || !isCount(totalItems, 0)) return { success: false };
    if (saveForLaterId !== undefined && !isNullableString(saveForLaterId)) return { success: false };
    const parsedLines = Array.isArray(lines) ? lines.map(storedLineOf) : undefined;
    if ((lines !== undefined && !parsedLines) || parsedLines?.includes(null)) return { success: false };
    return {
      success: true,
      data: { basketId, favoriteId, totalItems, ...(saveForLaterId !== undefined ? { saveForLaterId } : {}), ...(parsedLines ? { lines: parsedLines as StoredLine[] } : {}) },
    };
  },
};

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
