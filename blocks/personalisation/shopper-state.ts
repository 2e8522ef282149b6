import type { ShopperState } from './segment-conditions';

/** The cart's localStorage key (src/stores/cart.ts); read raw so no store or zod ships here. */
const CART_KEY = 'storefront:cart';

/**
 * Reads what segmentation needs from client-readable sources. The session is a placeholder until
 * the identity work stores one: until then session segments never hold and the baseline shows.
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
  return { cartItems, session: readSessionPlaceholder() };
}

function readSessionPlaceholder(): ShopperState['session'] {
  return undefined;
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
