import { storedSessionIdentity } from '../../src/lib/session/marker-storage';
import { $favorites, followSession, isFavorite, loadFavoritesApi, refreshFavorites, toggleFavorite, type FavoritesTarget } from '../../src/stores/favorites';

/*
 * The hearts of a page (product tiles, the product page): plain buttons rendered by
 * src/components/favorites/FavoriteToggle.astro, made live by one delegated listener. Their
 * pressed state comes from the favorites store (localStorage, so it is there at once and follows
 * other tabs); the API code loads on the first press. Kept small: it runs on every listing page.
 */

const SELECTOR = 'button[data-favorite-toggle]';

function paint(button: HTMLButtonElement, favorite: boolean): void {
  button.setAttribute('aria-pressed', String(favorite));
  const label = favorite ? button.dataset.labelRemove : button.dataset.labelAdd;
  const text = button.querySelector('[data-favorite-label]');
  if (label && text) text.textContent = label;
  else if (label) button.setAttribute('aria-label', label);
  button.removeAttribute('data-pending');
}

function paintAll(): void {
  const known = $favorites.get();
  for (const button of document.querySelectorAll<HTMLButtonElement>(SELECTOR)) paint(button, isFavorite(known, button.dataset.favoriteToggle ?? ''));
}

function targetOf(button: HTMLElement): FavoritesTarget {
  return { apiBasePath: button.dataset.apiBase ?? '/api', siteId: button.dataset.site ?? '', locale: button.dataset.locale ?? '' };
}

function whenIdle(task: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: 3000 });
  else setTimeout(task, 1);
}

/** A press; a failure is said once the store has put the heart back (the notice's code comes with the calls). */
async function press(button: HTMLButtonElement): Promise<void> {
  const result = await toggleFavorite(targetOf(button), button.dataset.favoriteToggle ?? '');
  if (!result.ok) await loadFavoritesApi().then((api) => api.announceFailure(button.dataset.locale ?? '', result)).catch(() => undefined);
}

let started = false;

/** Makes every heart of the page live (once, whatever number of components asked for it). */
export function startHearts(): void {
  if (started) return;
  started = true;
  $favorites.subscribe(paintAll);
  // Another session than the one the hearts were read for: its own list (read when idle for a registered shopper).
  const first = document.querySelector<HTMLButtonElement>(SELECTOR);
  if (followSession(storedSessionIdentity()) && first) {
    whenIdle(() => void refreshFavorites(targetOf(first)).catch(() => undefined));
  }
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>(SELECTOR) : null;
    if (!button || button.disabled) return;
    event.preventDefault();
    void press(button);
  });
}
