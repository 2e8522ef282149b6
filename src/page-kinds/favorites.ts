import { favoritesText } from '@shared/i18n/messages/favorites';
import { definePageKind } from './page-kind';

/**
 * How many favorites the page shows before "Show more" (spec §9: favorites page sizes are
 * configuration; this is that setting).
 */
export const FAVORITES_PAGE_SIZE = 24;

export interface FavoritesPageData {
  readonly pageSize: number;
}

/**
 * /{locale}/favorites (spec §2): the shopper's favorites. The page is personal, so the server
 * renders none of it: the island reads the list with the session cookie (guests have favorites
 * too; an employee-connected session sees them off, §6). Never cached, never indexed.
 */
export const favoritesKind = definePageKind<FavoritesPageData>({
  name: 'favorites',
  async load(page) {
    return page.match.rest === 'favorites' ? { outcome: 'page', data: { pageSize: FAVORITES_PAGE_SIZE } } : { outcome: 'not-found' };
  },
  meta: (_data, ctx) => ({
    title: favoritesText(ctx.locale, 'favoritesTitle'),
    robots: 'noindex,nofollow',
    cacheControl: 'no-store',
  }),
  view: () => import('../views/favorites/FavoritesView.astro'),
});
