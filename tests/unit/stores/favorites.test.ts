// @vitest-environment happy-dom
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearTokens, readTokens, storeTokens } from '@lib/session/tokens';
import { $cart, EMPTY_CART } from '@stores/cart';
import {
  $favorites, FAVORITES_STORAGE_KEY, followSession, NO_FAVORITES, refreshFavorites, toggleFavorite, type KnownFavorites,
} from '@stores/favorites';

/*
 * The favorites store against the §7 wishlists calls, played by msw: what a shopper sees on a
 * heart (at once, then confirmed or rolled back), which calls go out in which session, and what
 * is kept in localStorage for the next page and the other tabs.
 */

const API = `${window.location.origin}/api`;
const target = { apiBasePath: '/api', siteId: 'stride', locale: 'en-us' };

interface Seen {
  readonly method: string;
  readonly path: string;
  readonly search: URLSearchParams;
  readonly body: unknown;
  readonly transport: string | null;
}

/** The API's side: one list per session (usid), as the domain keeps it. */
let lists: Map<string, { id: string; items: Array<{ itemId: string; productId: string }> }>;
let seen: Seen[];
let usidCounter: number;
let currentUsid: string | null;
/** Lets a test answer a call differently (a refusal, a network failure). */
let override: ((call: Seen) => Response | undefined) | undefined;

const favoriteItem = (entry: { itemId: string; productId: string }) => ({
  ...entry, name: `Product ${entry.productId}`, pdpUrl: `/en-us/p/product-${entry.productId}`,
  productImageURL: `/api/media/products/${entry.productId}/001.svg`, available: true, addedAt: '2026-01-01T00:00:00.000Z',
});
const answer = (list: { id: string; items: Array<{ itemId: string; productId: string }> } | undefined, start = 0, count = 24) => ({
  favoriteId: list?.id ?? null, total: list?.items.length ?? 0, items: (list?.items ?? []).slice(start, start + count).map(favoriteItem),
});
const error = (status: number, errorId: string, message: string, field?: string) =>
  HttpResponse.json({ errorDetails: [{ errorId, message, ...(field ? { field } : {}) }], statusCode: status, correlationId: 'test' }, { status });

function listOf(usid: string) {
  let list = lists.get(usid);
  if (!list) lists.set(usid, (list = { id: `list-${usid}`, items: [] }));
  return list;
}

async function record(request: Request): Promise<Seen> {
  const url = new URL(request.url);
  const text = await request.clone().text();
  const call = { method: request.method, path: url.pathname.replace(/^\/api/, ''), search: url.searchParams, body: text ? JSON.parse(text) : undefined, transport: request.headers.get('x-storefront-session') };
  seen.push(call);
  return call;
}

const server = setupServer(
  http.all(`${API}/*`, async ({ request }) => {
    const call = await record(request);
    const overridden = override?.(call);
    if (overridden) return overridden;
    if (call.method === 'POST' && call.path === '/token/v2/auth/token') {
      currentUsid = `u${(usidCounter += 1)}`;
      return HttpResponse.json({ expiresIn: 900, usid: currentUsid, consumerNo: 'G1', consumerType: 'GUEST', favorites: { favoriteId: null, favStoreId: null }, isEmployeeDiscountTCAccepted: false });
    }
    if (!currentUsid) return error(401, 'AUT402', 'Sign in again.');
    const list = listOf(currentUsid);
    if (call.method === 'GET' && call.path === '/wishlists/v2/favorites') {
      return HttpResponse.json(answer(list.items.length ? list : undefined, Number(call.search.get('start') ?? 0), Number(call.search.get('count') ?? 24)));
    }
    if (call.method === 'POST' && call.path === '/wishlists/v2/favorites') {
      const { id } = call.body as { id: string };
      if (!list.items.some((item) => item.productId === id)) list.items.unshift({ itemId: `item-${id}`, productId: id });
      return HttpResponse.json(answer(list));
    }
    const remove = /^\/wishlists\/v2\/favorites\/([^/]+)\/items\/([^/]+)$/.exec(call.path);
    if (call.method === 'DELETE' && remove) {
      if (remove[1] !== list.id) return error(404, 'LST404', 'This list was not found.', 'favoriteId');
      const before = list.items.length;
      list.items = list.items.filter((item) => item.itemId !== remove[2]);
      if (list.items.length === before) return error(404, 'LST404', 'This favorite was not found.', 'itemId');
      return HttpResponse.json(answer(list));
    }
    return error(404, 'API404', `no route ${call.method} ${call.path}`);
  }),
);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

let unbind: () => void;
beforeEach(() => {
  lists = new Map();
  seen = [];
  usidCounter = 0;
  currentUsid = null;
  override = undefined;
  localStorage.clear();
  clearTokens();
  // A page listens to the stores (the hearts do): they read and write localStorage only then.
  const stops = [$favorites.listen(() => undefined), $cart.listen(() => undefined)];
  unbind = () => stops.forEach((stop) => stop());
  $favorites.set(NO_FAVORITES);
  $cart.set(EMPTY_CART);
});
afterEach(() => unbind());

const stored = () => JSON.parse(localStorage.getItem(FAVORITES_STORAGE_KEY) ?? 'null') as KnownFavorites | null;
const wishlistCalls = () => seen.filter((call) => call.path.startsWith('/wishlists')).map((call) => `${call.method} ${call.path}`);

describe('pressing a heart', () => {
  it('shows the product as a favorite at once, makes a guest session first, and keeps the list id with the cart', async () => {
    const pressed = toggleFavorite(target, 'ST00000001');
    expect(Object.keys($favorites.get().items)).toEqual(['ST00000001']);
    expect(await pressed).toEqual({ ok: true, favorite: true });

    expect(seen.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /token/v2/auth/token', 'POST /wishlists/v2/favorites']);
    const add = seen[1]!;
    expect(add.body).toEqual({ id: 'ST00000001', qty: 1, itemType: 'product' });
    expect(add.transport).toBe('cookie');
    expect($favorites.get()).toEqual({ owner: 'u1', items: { ST00000001: 'item-ST00000001' } });
    expect(stored()).toEqual({ owner: 'u1', items: { ST00000001: 'item-ST00000001' } });
    expect($cart.get().favoriteId).toBe('list-u1');
  });

  it('removes a favorite by its entry in the session’s list', async () => {
    await toggleFavorite(target, 'ST00000001');
    await toggleFavorite(target, 'ST00000002');
    expect(await toggleFavorite(target, 'ST00000001')).toEqual({ ok: true, favorite: false });
    expect(wishlistCalls().at(-1)).toBe('DELETE /wishlists/v2/favorites/list-u1/items/item-ST00000001');
    expect($favorites.get().items).toEqual({ ST00000002: 'item-ST00000002' });
    expect(lists.get('u1')!.items.map((item) => item.productId)).toEqual(['ST00000002']);
  });

  it('goes back and says why when the API refuses (an employee-connected session: LST403)', async () => {
    override = (call) => (call.method === 'POST' && call.path === '/wishlists/v2/favorites'
      ? error(403, 'LST403', 'Favorites and saved-for-later lists are not available in this session.') : undefined);
    const result = await toggleFavorite(target, 'ST00000001');
    expect(result).toEqual({ ok: false, favorite: false, errorId: 'LST403', message: 'Favorites and saved-for-later lists are not available in this session.' });
    expect($favorites.get().items).toEqual({});
    expect(stored()?.items).toEqual({});
  });

  it('puts a removed favorite back, with its entry, when the call fails on the way', async () => {
    await toggleFavorite(target, 'ST00000001');
    override = (call) => (call.method === 'DELETE' ? HttpResponse.error() : undefined);
    const result = await toggleFavorite(target, 'ST00000001');
    expect(result).toMatchObject({ ok: false, favorite: true, errorId: 'GEN500' });
    expect($favorites.get().items).toEqual({ ST00000001: 'item-ST00000001' });
  });

  it('ignores a second press while the first is on its way', async () => {
    const [first, second] = await Promise.all([toggleFavorite(target, 'ST00000001'), toggleFavorite(target, 'ST00000001')]);
    expect(first).toEqual({ ok: true, favorite: true });
    expect(second).toEqual({ ok: true, favorite: true });
    expect(wishlistCalls()).toEqual(['POST /wishlists/v2/favorites']);
  });

  it('replaces a kept list id that is not the session’s any more (merged at sign-in) and removes with the current one', async () => {
    await toggleFavorite(target, 'ST00000001');
    $cart.set({ ...$cart.get(), favoriteId: 'list-of-the-guest' });
    expect(await toggleFavorite(target, 'ST00000001')).toEqual({ ok: true, favorite: false });
    expect(wishlistCalls().slice(1)).toEqual([
      'DELETE /wishlists/v2/favorites/list-of-the-guest/items/item-ST00000001',
      'GET /wishlists/v2/favorites',
      'DELETE /wishlists/v2/favorites/list-u1/items/item-ST00000001',
    ]);
    expect($cart.get().favoriteId).toBe('list-u1');
  });

  it('counts an entry already gone (removed in another tab) as removed', async () => {
    await toggleFavorite(target, 'ST00000001');
    lists.get('u1')!.items = [];
    expect(await toggleFavorite(target, 'ST00000001')).toEqual({ ok: true, favorite: false });
    expect($favorites.get().items).toEqual({});
  });
});

describe('the hearts follow the session', () => {
  it('forget the favorites when there is no session, and start empty for another guest session, without a call', () => {
    $favorites.set({ owner: 'u-old', items: { ST00000001: 'item-1' } });
    expect(followSession(null)).toBe(false);
    expect($favorites.get()).toEqual(NO_FAVORITES);

    $favorites.set({ owner: 'u-old', items: { ST00000001: 'item-1' } });
    expect(followSession({ kind: 'guest', usid: 'u-new' })).toBe(false);
    expect($favorites.get()).toEqual({ owner: 'u-new', items: {} });
    expect(followSession({ kind: 'guest', usid: 'u-new' })).toBe(false);
    expect(seen).toEqual([]);
  });

  it('write nothing for a new guest session when the list is empty: a first favorite another tab stores meanwhile stays', () => {
    $favorites.set(NO_FAVORITES);
    const written: unknown[] = [];
    const stop = $favorites.listen((value) => written.push(value));
    expect(followSession({ kind: 'guest', usid: 'u-new' })).toBe(false);
    expect(written).toEqual([]);
    // The other tab's first favorite arrives: it is this session's list, and following again keeps it.
    $favorites.set({ owner: 'u-new', items: { ST00000001: 'item-1' } });
    expect(followSession({ kind: 'guest', usid: 'u-new' })).toBe(false);
    expect($favorites.get().items).toEqual({ ST00000001: 'item-1' });
    stop();
  });

  it('read a registered shopper’s whole list (every page) when the session is new to them', async () => {
    storeTokens('registered', { expiresIn: 900, consumerType: 'REGISTERED', usid: 'u-signed-in' });
    currentUsid = 'u-signed-in';
    lists.set('u-signed-in', { id: 'list-account', items: Array.from({ length: 130 }, (_, index) => ({ itemId: `item-${index}`, productId: `P${index}` })) });
    $favorites.set({ owner: 'u-guest', items: { P1: 'guest-entry' } });

    expect(followSession({ kind: 'registered', usid: 'u-signed-in' })).toBe(true);
    await refreshFavorites(target);
    expect(seen.map((call) => `${call.method} ${call.path}?start=${call.search.get('start')}&count=${call.search.get('count')}`)).toEqual([
      'GET /wishlists/v2/favorites?start=0&count=100',
      'GET /wishlists/v2/favorites?start=100&count=100',
    ]);
    expect($favorites.get().owner).toBe('u-signed-in');
    expect(Object.keys($favorites.get().items)).toHaveLength(130);
    expect($favorites.get().items.P1).toBe('item-1');
    expect(followSession({ kind: 'registered', usid: 'u-signed-in' })).toBe(false);
    expect(readTokens()?.kind).toBe('registered');
  });
});

describe('what is kept in localStorage', () => {
  it('is checked when read: a damaged value is no favorites, an add that was never answered is dropped', () => {
    $favorites.set({ owner: 'u1', items: { P1: 'item-1' } });
    localStorage.setItem(FAVORITES_STORAGE_KEY, '{"owner": 5, "items": []}');
    window.dispatchEvent(new StorageEvent('storage', { key: FAVORITES_STORAGE_KEY }));
    expect($favorites.get()).toEqual(NO_FAVORITES);

    localStorage.setItem(FAVORITES_STORAGE_KEY, JSON.stringify({ owner: 'u1', items: { P1: 'item-1', P2: '' } }));
    window.dispatchEvent(new StorageEvent('storage', { key: FAVORITES_STORAGE_KEY }));
    expect($favorites.get()).toEqual({ owner: 'u1', items: { P1: 'item-1' } });
  });

  it('follows a heart pressed in another tab', () => {
    localStorage.setItem(FAVORITES_STORAGE_KEY, JSON.stringify({ owner: 'u1', items: { P9: 'item-9' } }));
    window.dispatchEvent(new StorageEvent('storage', { key: FAVORITES_STORAGE_KEY }));
    expect($favorites.get().items).toEqual({ P9: 'item-9' });
  });
});
