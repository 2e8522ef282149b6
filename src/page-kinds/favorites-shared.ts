import type { SharedFavorites } from '@schemas/commerce/wishlists';
import { ApiRequestError } from '@lib/api/client';
import { getSharedFavorites } from '@lib/api/favorites';
import { favoritesText } from '@shared/i18n/messages/favorites';
import { SHARED_FAVORITES_PATH } from '@shared/routing/routes';
import { definePageKind } from './page-kind';

/** The API's largest page: a shared list shows this many favorites. */
const SHARED_LIST_COUNT = 100;

export interface SharedFavoritesData {
  readonly list: SharedFavorites;
}

/**
 * /{locale}/favorites/shared/{favoriteId}?shareId= : a shopper's favorites as they shared them,
 * read-only, for anyone with the link (the shareId is its secret). A wrong or revoked link is the
 * 404 page. Not indexed; not stored in the shared cache either, so the list is the owner's
 * current one and the link's secret stays out of caches.
 */
export const sharedFavoritesKind = definePageKind<SharedFavoritesData>({
  name: 'favorites-shared',
  async load(page) {
    const favoriteId = SHARED_FAVORITES_PATH.exec(page.match.rest ?? '')?.[1];
    const shareId = page.url.searchParams.get('shareId')?.trim() ?? '';
    if (!favoriteId || shareId === '' || shareId.length > 80) return { outcome: 'not-found' };
    try {
      const list = await getSharedFavorites(page.api, favoriteId, shareId, { start: 0, count: SHARED_LIST_COUNT });
      return { outcome: 'page', data: { list } };
    } catch (error) {
      // Unknown, revoked or malformed links are not found; anything else is the unavailable page.
      if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) return { outcome: 'not-found' };
      throw error;
    }
  },
  meta: (_data, ctx) => ({
    title: favoritesText(ctx.locale, 'sharedTitle'),
    robots: 'noindex,nofollow',
    cacheControl: 'no-store',
  }),
  view: () => import('../views/favorites/SharedFavoritesView.astro'),
});
