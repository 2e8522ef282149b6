import type { StoreInventoryResponse, StoreSearchResponse } from '../../../schemas/commerce/stores';

/** At most this many in a store reads "Only {n} left". */
export const LOW_STOCK_MAX = 3;
export const POSTAL_CODE_STORAGE_KEY = 'storefront:pickup-postal-code';

export interface StoreStock {
  readonly store: StoreSearchResponse['stores'][number];
  /** Units of the chosen variant in the store; 0 when the store has none. */
  readonly quantity: number;
}

/** The stores in the order the search gave (nearest first), each with the variant's stock. */
export function storesWithStock(stores: StoreSearchResponse['stores'], inventory: StoreInventoryResponse, variantId: string): StoreStock[] {
  const quantities = new Map(inventory.storeInventory.filter((row) => row.variantId === variantId).map((row) => [row.storeId, row.quantity]));
  return stores.map((store) => ({ store, quantity: Math.max(0, quantities.get(store.id) ?? 0) }));
}

/** The postal code the shopper last searched with, so the next search starts from it. */
export function lastPostalCode(): string {
  try {
    return localStorage.getItem(POSTAL_CODE_STORAGE_KEY) ?? '';
  } catch {
    return '';
  }
}

export function rememberPostalCode(postalCode: string): void {
  try {
    localStorage.setItem(POSTAL_CODE_STORAGE_KEY, postalCode);
  } catch {
    // Storage disabled: the shopper types it again next time.
  }
}
