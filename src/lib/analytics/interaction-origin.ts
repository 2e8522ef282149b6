import { pushToDataLayer } from './push';

/** Spec §7 interaction origins: where a shopper came to a product page from. */
export const INTERACTION_ORIGINS = [
  'search', 'grid', 'jacket-finder', 'backpack-finder', 'footwear-finder', 'explore-collection', 'product-bundles', 'shoe-finder-retail',
  'product-compare', 'tent-sleepingbag-guide', 'shop-the-look', 'direct-to-pdp', 'recommendation-carousel', 'up-sell-complete-the-look',
  'customizer', 'fit-analytics',
] as const;

export type InteractionOrigin = (typeof INTERACTION_ORIGINS)[number];

/** The origin of the last product link clicked, read by the product page it leads to (same tab). */
export const ORIGIN_STORAGE_KEY = 'storefront:interaction-origin';

export const isInteractionOrigin = (value: unknown): value is InteractionOrigin =>
  typeof value === 'string' && (INTERACTION_ORIGINS as readonly string[]).includes(value);

interface StoredOrigin {
  readonly origin: InteractionOrigin;
  readonly productId: string;
  readonly at: number;
}

/** A stored click older than this did not lead to the page being viewed now. */
const ORIGIN_TTL_MS = 30 * 60 * 1000;

function session(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/**
 * A click on a product link marked `data-interaction-origin` (tiles in grids and search,
 * recommendation carousels, upsells): a `productClick` push, and the origin kept for the
 * product page view. Recommendation links also carry recToken and recommendationId.
 */
export function recordProductClick(link: HTMLElement, now = Date.now()): InteractionOrigin | null {
  const origin = link.dataset.interactionOrigin;
  const productId = link.dataset.productId;
  if (!isInteractionOrigin(origin) || !productId) return null;
  const { recToken, recommendationId, position } = link.dataset;
  pushToDataLayer({
    event: 'productClick',
    interactionOrigin: origin,
    productId,
    ...(position !== undefined ? { position: Number(position) } : {}),
    ...(recToken ? { recToken } : {}),
    ...(recommendationId ? { recommendationId } : {}),
  });
  const stored: StoredOrigin = { origin, productId, at: now };
  session()?.setItem(ORIGIN_STORAGE_KEY, JSON.stringify(stored));
  return origin;
}

/** The origin that led to `productId`'s page, once (it is cleared); direct-to-pdp when none. */
export function takeInteractionOrigin(productId: string, now = Date.now()): InteractionOrigin {
  const storage = session();
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

let installed = false;

/** One delegated listener for every product link of the page, whoever rendered it (idempotent). */
export function trackProductClicks(root: Document = document): void {
  if (installed) return;
  installed = true;
  const onClick = (event: Event) => {
    if (!(event.target instanceof Element)) return;
    const link = event.target.closest<HTMLElement>('a[data-interaction-origin]');
    if (link) recordProductClick(link);
  };
  // Capture: recorded before any handler can navigate away or stop the event.
  root.addEventListener('click', onClick, { capture: true });
  root.addEventListener('auxclick', onClick, { capture: true });
}

/** The product page view with where the shopper came from. */
export function pushProductView(product: { readonly id: string; readonly name: string }, now = Date.now()): InteractionOrigin {
  const interactionOrigin = takeInteractionOrigin(product.id, now);
  pushToDataLayer({ event: 'productView', productId: product.id, productName: product.name, interactionOrigin });
  return interactionOrigin;
}
