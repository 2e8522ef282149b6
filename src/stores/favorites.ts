import { persistentAtom, type StoredValueSchema } from './persistent';

/**
 * Which products are in the shopper's favorites (spec §3 Favorites, §7 /wishlists/v2/favorites),
 * kept in localStorage so every heart on a page shows its state at once, before any call, and
 * follows changes made in other tabs. The list itself (names, pictures, stock) is the API's; the
 * list id (favoriteId) is kept with the cart (§9, src/stores/cart.ts).
 *
 * Loaded by the hearts of every product tile, so it stays tiny: validated by hand (no zod), and
 * the API code is loaded only when a heart is pressed or the list must be read
 * (islands/favorites/favorites-api.ts, always through import()).
 */
export interface KnownFavorites {
  /**
   * The public id (usid) of the session these were read for: a new session (sign-in, sign-out,
   * an expired one) has another list, so hearts re-read it instead of showing the old one.
   */
  readonly owner: string | null;
  /** productId → itemId of its entry in the list (PENDING_ITEM while its add is on the way). */
  readonly items: Readonly<Record<string, string>>;
}

export const FAVORITES_STORAGE_KEY = 'storefront:favorites';
export const NO_FAVORITES: KnownFavorites = { owner: null, items: {} };
/** The itemId of a product whose add has not been answered yet. */
export const PENDING_ITEM = '';

export const knownFavoritesSchema: StoredValueSchema<KnownFavorites> = {
  safeParse(value) {
    if (typeof value !== 'object' || value === null) return { success: false };
    const { owner, items } = value as Record<string, unknown>;
    if ((owner !== null && typeof owner !== 'string') || typeof items !== 'object' || items === null || Array.isArray(items)) return { success: false };
    const entries = Object.entries(items);
    if (!entries.every(([, itemId]) => typeof itemId === 'string')) return { success: false };
    // An add that never got its answer (the tab closed) is not a favorite.
    return { success: true, data: { owner, items: Object.fromEntries(entries.filter(([, itemId]) => itemId !== PENDING_ITEM)) } };
  },
};

export const $favorites = persistentAtom<KnownFavorites>(FAVORITES_STORAGE_KEY, NO_FAVORITES, knownFavoritesSchema);

export function isFavorite(known: KnownFavorites, productId: string): boolean {
  return Object.hasOwn(known.items, productId);
}

export function withFavorite(known: KnownFavorites, productId: string, itemId: string): KnownFavorites {
  return { ...known, items: { ...known.items, [productId]: itemId } };
}

export function withoutFavorite(known: KnownFavorites, productId: string): KnownFavorites {
  if (!isFavorite(known, productId)) return known;
  const { [productId]: _removed, ...items } = known.items;
  return { ...known, items };
}

/** Why a call failed: its §8 errorId and the server's message (GEN500 when it never got an answer). */
export interface FavoriteFailure {
  readonly errorId: string;
  readonly message?: string | undefined;
}

/** What a heart (or the favorites page) learns from a toggle: the new state, or why it failed. */
export type FavoriteToggle =
  | { readonly ok: true; readonly favorite: boolean }
  | ({ readonly ok: false; readonly favorite: boolean } & FavoriteFailure);

/** Where the browser reaches the API (the hearts carry it as data attributes; islands get it as a prop). */
export interface FavoritesTarget {
  readonly apiBasePath: string;
  readonly siteId: string;
  readonly locale: string;
}

const inFlight = new Set<string>();
let mounted = false;

/**
 * A persistent store reads localStorage (and writes it back) only while something listens to it:
 * the actions below keep it listened to for the life of the page, so they never act on, or
 * write over, the initial value instead of what is stored.
 */
function live(): void {
  if (mounted || typeof window === 'undefined') return;
  mounted = true;
  $favorites.listen(() => undefined);
}

/** The favorites calls (and their failure notice), loaded on first use. */
export function loadFavoritesApi() {
  return import('../../islands/favorites/favorites-api');
}

/**
 * Adds or removes a product, optimistically: the store (hence every heart of it, in every tab)
 * changes at once, and goes back to what it was for that product when the API refuses or cannot
 * be reached. A second press while the first is on its way is ignored (answers the current state).
 */
export async function toggleFavorite(target: FavoritesTarget, productId: string): Promise<FavoriteToggle> {
  live();
  const before = $favorites.get();
  if (inFlight.has(productId)) return { ok: true, favorite: isFavorite(before, productId) };
  inFlight.add(productId);
  const adding = !isFavorite(before, productId);
  const previousItem = before.items[productId];
  $favorites.set(adding ? withFavorite(before, productId, PENDING_ITEM) : withoutFavorite(before, productId));
  try {
    const api = await loadFavoritesApi();
    if (adding) await api.addToFavorites(target, productId);
    else await api.removeFromFavorites(target, productId, previousItem ?? PENDING_ITEM);
    return { ok: true, favorite: adding };
  } catch (error) {
    const now = $favorites.get();
    $favorites.set(adding ? withoutFavorite(now, productId) : withFavorite(now, productId, previousItem ?? PENDING_ITEM));
    // The calls fail with a FavoriteFailure; anything else (the code could not load) never reached the API.
    const { errorId = 'GEN500', message } = error as Partial<FavoriteFailure>;
    return { ok: false, favorite: !adding, errorId, message };
  } finally {
    inFlight.delete(productId);
  }
}

/**
 * Keeps the known favorites those of the current session. With no session there is no list; a
 * guest session's list can only have been filled here, under its own id, so another owner means
 * an empty one; a registered shopper's list is read from the API (it may hold what they chose on
 * another device, and a guest list merged at sign-in). Answers whether the list must be read.
 */
export function followSession(session: { readonly kind: 'guest' | 'registered'; readonly usid: string } | null): boolean {
  live();
  const known = $favorites.get();
  if (!session) {
    if (known.owner !== null || Object.keys(known.items).length > 0) $favorites.set(NO_FAVORITES);
    return false;
  }
  if (known.owner === session.usid) return false;
  if (session.kind === 'guest') {
    // Another owner's hearts are hidden. An empty list is left unwritten: another tab of this session may be
    // storing its first favorite at this moment, and an empty list written after it would hide it in every tab.
    if (Object.keys(known.items).length > 0) $favorites.set({ owner: session.usid, items: {} });
    return false;
  }
  return true;
}

/** Reads the whole list from the API into the store (after a new registered session). */
export async function refreshFavorites(target: FavoritesTarget): Promise<void> {
  await (await loadFavoritesApi()).readAllFavorites(target);
}
