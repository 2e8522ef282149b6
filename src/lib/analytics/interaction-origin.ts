import { track } from './tracking';

/** Spec §7 interaction origins: where a shopper came to a product page from. */
export const INTERACTION_ORIGINS = [
  'search', 'grid', 'jacket-finder', 'backpack-finder', 'footwear-finder', 'explore-collection', 'product-bundles', 'shoe-finder-retail',
  'product-compare', 'tent-sleepingbag-guide', 'shop-the-look', 'direct-to-pdp', 'recommendation-carousel', 'up-sell-complete-the-look',
  'customizer', 'fit-analytics',
] as const;

export type InteractionOrigin = (typeof INTERACTION_ORIGINS)[number];

/**
 * The origin of the last product link clicked, read by the product page it leads to (same tab,
 * product-view-origin.ts: listing pages load only what records a click).
 */
export const ORIGIN_STORAGE_KEY = 'storefront:interaction-origin';

export const isInteractionOrigin = (value: unknown): value is InteractionOrigin =>
  typeof value === 'string' && (INTERACTION_ORIGINS as readonly string[]).includes(value);

export interface StoredOrigin {
  readonly origin: InteractionOrigin;
  readonly productId: string;
  readonly at: number;
}

export function sessionStore(): Storage | null {
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
  track({
    event: 'productClick',
    interactionOrigin: origin,
    productId,
    ...(position !== undefined ? { position: Number(position) } : {}),
    ...(recToken ? { recToken } : {}),
    ...(recommendationId ? { recommendationId } : {}),
  });
  const stored: StoredOrigin = { origin, productId, at: now };
  sessionStore()?.setItem(ORIGIN_STORAGE_KEY, JSON.stringify(stored));
  return origin;
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
