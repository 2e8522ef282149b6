import type { ShopperState } from './segment-conditions';
import { readStoredSession } from '../../src/stores/session-state';

/** The cart's localStorage key (src/stores/cart.ts); read raw so no store or zod ships here. */
export const CART_KEY = 'storefront:cart';

/**
 * Reads what segmentation needs from what the storefront keeps in the browser: the session's
 * display state (src/stores/session-state.ts, written at sign-in, sign-out and when the profile is
 * read) and the stored cart. A guest is fully known; a signed-in shopper's membership and profile
 * types stay unknown until the profile was read.
 */
export function readShopperState(): ShopperState {
  let cartItems: number | undefined;
  try {
    const raw = localStorage.getItem(CART_KEY);
    const total = raw ? (JSON.parse(raw) as { totalItems?: unknown }).totalItems : 0;
    cartItems = typeof total === 'number' && total >= 0 ? total : undefined;
  } catch {
    cartItems = undefined;
  }
  const stored = readStoredSession();
  const loggedIn = stored.status === 'registered';
  const session: ShopperState['session'] = {
    loggedIn,
    employee: stored.consumerType === 'EMPLOYEE',
    loyaltyMember: loggedIn ? stored.loyaltyMember : false,
    profileTypes: loggedIn ? stored.profileTypes : [],
  };
  return { cartItems, session };
}

/** p13n_testcontext query parameter: JSON {experienceOrSegmentationId: variantOrSegmentId}. */
export function readTestContext(search: string): Record<string, string> {
  const raw = new URLSearchParams(search).get('p13n_testcontext');
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return {};
  }
}
