import type { ApiEnv } from '../../http/env';
import type { Context } from 'hono';
import { API_HEADERS } from '../../../../schemas/protocol/headers';

/** Published catalog data: shared caches may keep it a minute and serve it stale while refreshing. */
export function publicCatalogCache(c: Context): void {
  c.header('cache-control', 'public, max-age=60, stale-while-revalidate=300');
  // The site comes from the brand header, so a shared cache must key on it.
  c.header('vary', API_HEADERS.brand);
}

/**
 * Shopper-written lists (reviews, questions): the same for every viewer, but votes and new posts
 * change them, so browsers always ask again and a shared cache keeps them only half a minute.
 * A product page rendering its first page of reviews then reads them from memory, not the database.
 */
export function sharedShortCache(c: Context): void {
  c.header('cache-control', 'public, max-age=0, s-maxage=30');
  c.header('vary', API_HEADERS.brand);
}

/**
 * The API's base path (e.g. '/api', '' at the root), for absolute media urls: where the app is
 * mounted (src/server/app.ts), not read back from the request path, whose route parts repeat
 * ('/api/cart/v1/cart/{id}' once gave '/api/cart/v1' and broken cart images).
 */
export function apiBaseOf(c: Context<ApiEnv>): string {
  return c.var.apiBase;
}
