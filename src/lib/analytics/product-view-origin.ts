import { track } from './tracking';
import { isInteractionOrigin, ORIGIN_STORAGE_KEY, sessionStore, type InteractionOrigin, type StoredOrigin } from './interaction-origin';

/*
 * The product page's side of the interaction origin (spec §7): the click that led here, kept by
 * interaction-origin.ts on the page before. A module of its own, so listing pages, which only
 * record clicks, do not load it.
 */

/** A stored click older than this did not lead to the page being viewed now. */
const ORIGIN_TTL_MS = 30 * 60 * 1000;

/** The origin that led to `productId`'s page, once (it is cleared); direct-to-pdp when none. */
export function takeInteractionOrigin(productId: string, now = Date.now()): InteractionOrigin {
  const storage = sessionStore();
  const raw = storage?.getItem(ORIGIN_STORAGE_KEY);
  storage?.removeItem(ORIGIN_STORAGE_KEY);
  if (!raw) return 'direct-to-pdp';
  try {
    const stored = JSON.parse(raw) as Partial<StoredOrigin>;
    const fresh = typeof stored.at === 'number' && now - stored.at >= 0 && now - stored.at < ORIGIN_TTL_MS;
    return fresh && stored.productId === productId && isInteractionOrigin(stored.origin) ? stored.origin : 'direct-to-pdp';
  } catch {
    return 'direct-to-pdp';
  }
}

/** The product page view with where the shopper came from. */
export function pushProductView(product: { readonly id: string; readonly name: string }, now = Date.now()): InteractionOrigin {
  const interactionOrigin = takeInteractionOrigin(product.id, now);
  track({ event: 'productView', productId: product.id, productName: product.name, interactionOrigin });
  return interactionOrigin;
}
