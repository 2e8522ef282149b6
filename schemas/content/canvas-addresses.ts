/**
 * Addresses of CAAS canvas documents (spec §7 Content), shared by the API routes and the
 * storefront's client so both spell them the same way.
 */
export const CANVAS_MODES = ['publish', 'preview'] as const;
export type CanvasMode = (typeof CANVAS_MODES)[number];

/** Named pages served at /{mode}/caas/v1/canvas/{namedPage}/{siteId}. */
export const NAMED_PAGES = [
  'account', 'account-profile', 'basecamp', 'cart', 'checkout', 'contact-us', 'error-4xx', 'gift-card',
  'loyalty-modal', 'order-confirmation', 'promotions', 'search', 'sign-in-modal', 'sign-up', 'sign-up-modal',
  'store-locator', 'westend',
] as const;
export type NamedPage = (typeof NAMED_PAGES)[number];

/** Key of the site-wide canvas used when a category or product has no canvas of its own. */
export const DEFAULT_CANVAS_KEY = 'default';

export function isCanvasMode(value: string): value is CanvasMode {
  return (CANVAS_MODES as readonly string[]).includes(value);
}

export function isNamedPage(value: string): value is NamedPage {
  return (NAMED_PAGES as readonly string[]).includes(value);
}

/** Paths below /{mode}/caas/v1/canvas/. */
export const canvasPath = {
  augmentedPage: (siteId: string, page: string) => `augmentedpage/${siteId}/${page}`,
  category: (siteId: string, categoryId: string) => `category/${siteId}/${categoryId}`,
  product: (siteId: string, productId: string) => `product/${siteId}/${productId}`,
  named: (namedPage: NamedPage, siteId: string) => `${namedPage}/${siteId}`,
};
