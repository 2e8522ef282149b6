import type { Favorites, ListPageQuery, SharedFavorites } from '@schemas/commerce/wishlists';
import type { ApiClient } from './client';

/**
 * Spec §7 favorites calls (/wishlists/v2/favorites). The caller is the session: in the browser
 * pass the client of `withSession` (src/lib/session/tokens.ts), which makes sure a guest session
 * exists first. The shared list is public and read-only.
 */

export function getFavorites(api: ApiClient, page: Partial<ListPageQuery> = {}): Promise<Favorites> {
  return api.request('/wishlists/v2/favorites', { query: { start: page.start, count: page.count }, answer: 'favorites' });
}

/** Adds a product (qty 1, itemType product); adding it again changes nothing. */
export function addFavorite(api: ApiClient, productId: string, favoriteId: string | null): Promise<Favorites> {
  return api.request('/wishlists/v2/favorites', {
    method: 'POST',
    body: { id: productId, qty: 1, itemType: 'product', ...(favoriteId ? { favoriteId } : {}) },
    answer: 'favorites',
  });
}

export function removeFavorite(api: ApiClient, favoriteId: string, itemId: string): Promise<Favorites> {
  return api.request(`/wishlists/v2/favorites/${encodeURIComponent(favoriteId)}/items/${encodeURIComponent(itemId)}`, { method: 'DELETE', answer: 'favorites' });
}

/** A read-only link to the list: its shareId is the secret of the link. */
export function shareFavorites(api: ApiClient, favoriteId: string): Promise<{ favoriteId: string; shareId: string }> {
  return api.request(`/wishlists/v2/favorites/${encodeURIComponent(favoriteId)}/share`, { method: 'POST', body: {}, answer: 'favoritesShare' });
}

export function getSharedFavorites(api: ApiClient, favoriteId: string, shareId: string, page: Partial<ListPageQuery> = {}): Promise<SharedFavorites> {
  return api.request(`/wishlists/v2/favorites/${encodeURIComponent(favoriteId)}/share`, {
    query: { shareId, start: page.start, count: page.count },
    answer: 'sharedFavorites',
  });
}
