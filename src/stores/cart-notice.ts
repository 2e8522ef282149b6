/*
 * Kept apart from the cart store (no zod): the header's account link checks it on every page.
 */

/** The §4 merge notice of a sign-in, waiting to be shown (sessionStorage: the sign-in page goes home first). */
export const CART_NOTICE_KEY = 'storefront:cart-notice';

export type CartNotice = 'cartItemsMerged' | 'outOfStockNotification';

export function hasCartNotice(): boolean {
  try {
    return sessionStorage.getItem(CART_NOTICE_KEY) !== null;
  } catch {
    return false;
  }
}

/** Takes the waiting merge notice, once. */
export function takeCartNotice(): CartNotice | null {
  try {
    const notice = sessionStorage.getItem(CART_NOTICE_KEY);
    sessionStorage.removeItem(CART_NOTICE_KEY);
    return notice === 'cartItemsMerged' || notice === 'outOfStockNotification' ? notice : null;
  } catch {
    return null;
  }
}
