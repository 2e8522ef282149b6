import type { LocaleCode, SiteId } from '../../../shared/i18n/sites';
import type { CartOwnerKind } from '../../db/schema/cart';

/**
 * Who is calling: the registered shopper (consumer id) or the guest session. Every cart function
 * takes it and treats a cart of another owner exactly like a missing one (CART_NOT_FOUND).
 */
export interface CartOwner {
  readonly kind: CartOwnerKind;
  readonly id: string;
}

export interface Shopper {
  readonly siteId: SiteId;
  readonly locale: LocaleCode;
  readonly owner: CartOwner;
  /** An in-store associate's session (price adjustments; no favorites or saved-for-later, §6). */
  readonly associate?: { readonly employeeId: string; readonly storeId: string } | null;
  /** Base path of the API, for product image URLs. */
  readonly apiBase?: string;
}

/** Guest carts live this long after their last change; registered carts do not expire. */
export const GUEST_CART_LIFETIME_MS = 14 * 86_400_000;

export function expiryFor(owner: CartOwner, now: Date): string | null {
  return owner.kind === 'guest' ? new Date(now.getTime() + GUEST_CART_LIFETIME_MS).toISOString() : null;
}

/**
 * A buy-now basket (status buy_now: a product page's Apple Pay or PayPal purchase) lives this long after it was
 * made, whatever is written to it: long enough for a wallet's sheet or window, short enough that an abandoned one
 * is gone soon. Writes do not extend it.
 */
export const BUY_NOW_CART_LIFETIME_MS = 30 * 60_000;
