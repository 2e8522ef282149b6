
/*
 * What every heart's page runs first (FavoriteToggle.astro): a shopper without a session has no
 * favorites list, so every heart is the "add" the server rendered, and the hearts' script (the
 * store, its validation, the press handler: about 2.5 KB gzip) waits until it is needed (issue 17):
 * a shopper reaching for a heart (pointer, focus, touch), a press (kept and made again once the
 * script is live), or a session or favorites appearing (another tab, a sign-in on this page). With
 * a session the script loads at once, as before.
 */

const SELECTOR = 'button[data-favorite-toggle]';
/**
 * The session marker's key (TOKENS_STORAGE_KEY of src/lib/session/marker-storage.ts, which the
 * API client imports): only whether there is one counts here, hearts.ts reads it properly. Not
 * imported, so the chunk the tiles share stays out of the pages that load the API client.
 */
export const SESSION_MARKER_KEY = 'storefront_auth';
/** Stores whose change can give the page a list to show (session marker, display session, favorites). */
const WAKE_KEYS = new Set([SESSION_MARKER_KEY, 'storefront_session', 'storefront:favorites']);
const REACH_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

let started = false;

function heartOf(event: Event): HTMLButtonElement | null {
  return event.target instanceof Element ? event.target.closest<HTMLButtonElement>(SELECTOR) : null;
}

function hasSessionMarker(): boolean {
  try {
    return localStorage.getItem(SESSION_MARKER_KEY) !== null;
  } catch {
    return false;
  }
}

/** Makes the page's hearts live: at once with a session, otherwise on first need (once per page). */
export function startHeartsWhenNeeded(): void {
  if (started) return;
  started = true;
  let live: Promise<void> | null = null;
  const load = () =>
    (live ??= import('./hearts').then(
      ({ startHearts }) => startHearts(),
      (error: unknown) => {
        live = null; // tried again on the next reach or press
        throw error;
      },
    ));
  if (hasSessionMarker()) {
    void load();
    return;
  }
  for (const button of document.querySelectorAll<HTMLButtonElement>(SELECTOR)) button.removeAttribute('data-pending');
  /** The heart pressed while the script was on its way: pressed again, once, when it is live. */
  let pressed: HTMLButtonElement | null = null;
  const listening = new AbortController();
  const wake = () =>
    load().then(() => {
      listening.abort();
      const button = pressed;
      pressed = null;
      // The hearts' own listener handles this press.
      if (button?.isConnected) button.click();
    }, () => undefined);
  const options = { capture: true, passive: true, signal: listening.signal };
  for (const type of REACH_EVENTS) document.addEventListener(type, (event) => heartOf(event) && void wake(), options);
  document.addEventListener('click', (event) => {
    const button = heartOf(event);
    if (!button || button.disabled) return;
    event.preventDefault();
    pressed = button;
    void wake();
  }, { capture: true, signal: listening.signal });
  const onStore = (event: Event) => {
    const key = event instanceof StorageEvent ? event.key : (event as CustomEvent<{ key?: string }>).detail?.key;
    if (key && WAKE_KEYS.has(key)) void wake();
  };
  window.addEventListener('storage', onStore, { signal: listening.signal });
  window.addEventListener('storefront:store-changed', onStore, { signal: listening.signal });
}
