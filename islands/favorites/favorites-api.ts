import type { Favorites } from '../../schemas/commerce/wishlists';
import { ApiRequestError, type ApiClient } from '../../src/lib/api/client';
import { addFavorite, getFavorites, removeFavorite, shareFavorites } from '../../src/lib/api/favorites';
import { readTokens, withSession } from '../../src/lib/session/tokens';
import { $cart } from '../../src/stores/cart';
import { $favorites, withoutFavorite, type FavoriteFailure, type FavoritesTarget, type KnownFavorites } from '../../src/stores/favorites';
import { browserApi } from '../shared/browser-api';

export { announceFailure } from './announce';

/*
 * The favorites calls of the browser, in the shopper's session (a guest session is made first
 * when there is none). Loaded with import() only (by src/stores/favorites.ts and the favorites
 * page), so a page with hearts ships no API client before one is pressed. Every answer keeps
 * the list id with the cart (spec §9: it travels to the merge at sign-in) and the known
 * favorites of the store in step with the API.
 */

/** How many entries one read asks for when the whole list is read (the API's maximum). */
const READ_ALL_PAGE = 100;
/** A list longer than this is not read further for the hearts (about 20 calls at most). */
const READ_ALL_LIMIT = 2000;

const stayMounted = new Set<unknown>();

/** Persistent stores read and write localStorage only while listened to: keep these listened to. */
function live<T extends { listen(listener: () => void): unknown }>(store: T): T {
  if (!stayMounted.has(store)) {
    stayMounted.add(store);
    store.listen(() => undefined);
  }
  return store;
}

function inSession<T>(target: FavoritesTarget, call: (api: ApiClient) => Promise<T>): Promise<T> {
  return withSession(browserApi(target), call);
}

function rememberListId(favoriteId: string | null): void {
  const cart = live($cart).get();
  if (favoriteId && cart.favoriteId !== favoriteId) $cart.set({ ...cart, favoriteId });
}

function ownerNow(): string | null {
  return readTokens()?.usid ?? null;
}

/** The list of the session, one page (the favorites page). */
export async function readFavorites(target: FavoritesTarget, page: { start: number; count: number }): Promise<Favorites> {
  const list = await inSession(target, (api) => getFavorites(api, page));
  rememberListId(list.favoriteId);
  return list;
}

/** The whole list (up to READ_ALL_LIMIT entries), which becomes the store's known favorites. */
export async function readAllFavorites(target: FavoritesTarget): Promise<Favorites> {
  const first = await readFavorites(target, { start: 0, count: READ_ALL_PAGE });
  const items = [...first.items];
  while (items.length < Math.min(first.total, READ_ALL_LIMIT)) {
    const next = await readFavorites(target, { start: items.length, count: READ_ALL_PAGE });
    if (next.items.length === 0) break;
    items.push(...next.items);
  }
  const known: KnownFavorites = { owner: ownerNow(), items: Object.fromEntries(items.map((item) => [item.productId, item.itemId])) };
  live($favorites).set(known);
  return { ...first, items };
}

/** LST404 naming the entry: the list is the session's, the entry is gone. */
const isMissingItem = (error: unknown) =>
  error instanceof ApiRequestError && error.errorId === 'LST404' && error.body?.errorDetails[0]?.field === 'itemId';

/** The list id of the session: the one kept with the cart, else the API's (a read). */
async function listId(target: FavoritesTarget): Promise<string | null> {
  return live($cart).get().favoriteId ?? (await readFavorites(target, { start: 0, count: 1 })).favoriteId;
}

/**
 * A call naming the list id, repeated once with the API's current id when the kept one is not
 * the session's (LST404: the guest list merged into the account's at sign-in, another session).
 */
async function withListId<T>(target: FavoritesTarget, call: (favoriteId: string) => Promise<T>): Promise<T> {
  const kept = await listId(target);
  if (kept) {
    try {
      return await call(kept);
    } catch (error) {
      if (!(error instanceof ApiRequestError) || error.errorId !== 'LST404' || isMissingItem(error)) throw error;
    }
  }
  const current = (await readFavorites(target, { start: 0, count: 1 })).favoriteId;
  if (!current || current === kept) throw new ApiRequestError(404, { errorDetails: [{ errorId: 'LST404', message: 'This list was not found.' }], statusCode: 404, correlationId: '' }, 'This list was not found.');
  return call(current);
}

/** A failed call as the store reports it: the §8 errorId and the server's message, else GEN500. */
export function failureOf(error: unknown): FavoriteFailure {
  return error instanceof ApiRequestError && error.body ? { errorId: error.errorId, message: error.message } : { errorId: 'GEN500' };
}

/** Runs a call of a heart: its failure is thrown as a FavoriteFailure. */
async function reported<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw failureOf(error);
  }
}

export function addToFavorites(target: FavoritesTarget, productId: string): Promise<Favorites> {
  return reported(() => add(target, productId));
}

async function add(target: FavoritesTarget, productId: string): Promise<Favorites> {
  const list = await inSession(target, (api) => addFavorite(api, productId, null));
  rememberListId(list.favoriteId);
  const item = list.items.find((entry) => entry.productId === productId);
  // Already in a long list, the entry may be beyond the answer's first page: read the list.
  if (!item) return readAllFavorites(target);
  const known = live($favorites).get();
  // The first heart of a visit may have made the session: the known favorites are now its own.
  $favorites.set({ owner: ownerNow(), items: { ...known.items, [productId]: item.itemId } });
  return list;
}

/**
 * Removes a product by its entry (an entry not known here is looked up first). An entry the list
 * no longer has (removed in another tab or device) counts as removed.
 */
export function removeFromFavorites(target: FavoritesTarget, productId: string, itemId: string): Promise<void> {
  return reported(() => remove(target, productId, itemId));
}

async function remove(target: FavoritesTarget, productId: string, itemId: string): Promise<void> {
  const entry = itemId || (await readAllFavorites(target)).items.find((item) => item.productId === productId)?.itemId;
  if (entry) {
    try {
      const list = await withListId(target, (favoriteId) => inSession(target, (api) => removeFavorite(api, favoriteId, entry)));
      rememberListId(list.favoriteId);
    } catch (error) {
      if (!isMissingItem(error)) throw error;
    }
  }
  live($favorites).set(withoutFavorite($favorites.get(), productId));
}

/** A read-only link to the list: its path on this site (the caller adds the origin). */
export async function shareList(target: FavoritesTarget): Promise<{ favoriteId: string; shareId: string }> {
  return withListId(target, (favoriteId) => inSession(target, (api) => shareFavorites(api, favoriteId)));
}
