import { CART_STORAGE_KEY, SESSION_STORAGE_KEY } from '../../src/stores/storage-keys';

/**
 * Loads the segmentation element only when it may change what the server rendered. The server
 * shows a new guest's segment (nothing stored, outside EMEA or in preview: Segmentation.astro), so
 * a new guest's page needs no segmentation code until the session, the cart or consent changes.
 * Needed at once: something stored, a test context, or an EMEA block (consent decides there).
 */
export function startSegmentation(): void {
  const load = () => import('./personalised-slot-element').then(({ SegmentationElement }) => {
    if (!customElements.get('storefront-segmentation')) customElements.define('storefront-segmentation', SegmentationElement);
  });
  let stored = true;
  try {
    stored = localStorage.getItem(SESSION_STORAGE_KEY) !== null || localStorage.getItem(CART_STORAGE_KEY) !== null;
  } catch {
    // Storage disabled: let the element decide.
  }
  if (stored || location.search.includes('p13n_testcontext') || document.querySelector('storefront-segmentation:not([data-guest-known])')) {
    void load();
    return;
  }
  const later = () => {
    for (const type of EVENTS) window.removeEventListener(type, later);
    void load();
  };
  for (const type of EVENTS) window.addEventListener(type, later);
}

const EVENTS = ['storefront:store-changed', 'storefront:consent-changed', 'storage'];
