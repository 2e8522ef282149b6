import type { BrowserSession } from '@schemas/commerce/auth';
import { createCart, getCart } from '../api/cart';
import type { ApiClient } from '../api/client';
import { $cart, adoptCart, type StoredCart } from '../../stores/cart';
import { CART_NOTICE_KEY } from '../../stores/cart-notice';
import { setPersisted } from '../../stores/persistent';

/** What the token exchange merges (§7 guestObjects): the stored cart's ids. */
export function guestObjectsOf(stored: StoredCart): { basketId?: string; favoriteId?: string; saveForLaterId?: string } {
  return {
    ...(stored.basketId ? { basketId: stored.basketId } : {}),
    ...(stored.favoriteId ? { favoriteId: stored.favoriteId } : {}),
    ...(stored.saveForLaterId ? { saveForLaterId: stored.saveForLaterId } : {}),
  };
}

/**
 * After a registered sign-in (§4 cart merge): the session answer names the shopper's cart (the
 * guest cart merged into it) and lists; the cart is read so the badge counts what the account
 * holds (an account without a cart gets its empty one), and the merge notice waits for
 * takeCartNotice. A failed read leaves the ids stored: the next cart call recovers.
 */
export async function adoptSignedInCart(api: ApiClient, session: BrowserSession): Promise<void> {
  const stored = $cart.get();
  setPersisted($cart, {
    basketId: session.basketId ?? null,
    favoriteId: session.favorites.favoriteId ?? stored.favoriteId,
    saveForLaterId: session.saveForLaterId ?? null,
    totalItems: session.basketId ? stored.totalItems : 0,
    lines: session.basketId ? (stored.lines ?? []) : [],
  });
  if (session.cartNotification) {
    try {
      sessionStorage.setItem(CART_NOTICE_KEY, session.cartNotification);
    } catch {
      // No storage: the notice is only lost.
    }
  }
  try {
    adoptCart(session.basketId ? await getCart(api, session.basketId) : await createCart(api));
  } catch {
    // The badge keeps its count until the next cart call answers.
  }
}
