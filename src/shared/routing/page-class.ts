/** Page classes of spec §2, used for analytics and exposed as data-page-class on <body>. */
export const PAGE_CLASSES = [
  'Product',
  'Category',
  'Cart',
  'Account',
  'Search',
  'Home',
  'Order confirmation',
  'Checkout',
  'Other',
  'Error',
] as const;

export type PageClass = (typeof PAGE_CLASSES)[number];

/** The description a CMS error canvas carries; a page that says it is classified Error. */
export const ERROR_PAGE_DESCRIPTION = 'Page is not available';

/**
 * A page is Error when its description says 'Page is not available' (spec §2),
 * whatever route rendered it; otherwise it keeps the class of its route.
 */
export function classifyPage(routeClass: PageClass | null, description: string | undefined): PageClass {
  if (description?.includes(ERROR_PAGE_DESCRIPTION)) return 'Error';
  return routeClass ?? 'Error';
}
