import type { PageClass } from '../../schemas/content/page-classes';
import type { PopupPages } from '../../schemas/content/blocks/popup';

/**
 * Pages that never show a pop-up, whatever a pop-up's rules say: on checkout and the order
 * confirmation a pop-up covered the payment fields (their page kinds also skip the site's pop-ups).
 */
export const NO_POPUP_PAGE_CLASSES: readonly PageClass[] = ['Checkout', 'Order confirmation'];

/** The path after the locale segment: `/en-us/c/boots-12` → `/c/boots-12`, `/en-us` → `/`. */
export function pathAfterLocale(path: string): string {
  const rest = path.replace(/^\/[a-z]{2}-[a-z]{2}(?=\/|$)/, '');
  return rest === '' ? '/' : rest;
}

/** `*` stands for any characters (`/` included); everything else is literal; a trailing slash is optional. */
export function pathMatches(pattern: string, path: string): boolean {
  const trim = (value: string) => (value.length > 1 ? value.replace(/\/+$/, '') : value);
  const source = trim(pattern).split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*');
  return new RegExp(`^${source}$`).test(trim(path));
}

/**
 * Whether a pop-up may show on this page (its page rules; the audience is the browser's): on the
 * server, from the page class and path the page is rendered for, so a cached page carries only
 * the pop-ups that may show on it. `path` is the full path, with the locale.
 */
export function popupShowsOnPage(pages: PopupPages, page: { readonly pageClass: PageClass; readonly path: string }): boolean {
  if (NO_POPUP_PAGE_CLASSES.includes(page.pageClass)) return false;
  if (pages.pageClasses.length > 0 && !pages.pageClasses.includes(page.pageClass)) return false;
  if (pages.excludePageClasses.includes(page.pageClass)) return false;
  const path = pathAfterLocale(page.path);
  if (pages.includePaths.length > 0 && !pages.includePaths.some((pattern) => pathMatches(pattern, path))) return false;
  return !pages.excludePaths.some((pattern) => pathMatches(pattern, path));
}
