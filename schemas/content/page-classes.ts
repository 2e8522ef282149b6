/** Page classes of spec §2, used for analytics, pop-up page rules, and exposed as data-page-class on <body>. */
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
