// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKENS_STORAGE_KEY } from '@lib/session/marker-storage';

/*
 * The hearts' gate (islands/favorites/hearts-gate.ts): without a session a listing page shows its
 * hearts as rendered and loads the hearts' script only when a shopper reaches for one, and a press
 * made before it arrived is made again once it is live; with a session it loads at once.
 */

const startHearts = vi.fn();
const pressesSeen: string[] = [];
let liveListeners = new AbortController();
vi.mock('../../islands/favorites/hearts', () => ({
  startHearts: () => {
    startHearts();
    // What the real script does: one delegated listener handling presses.
    document.addEventListener('click', (event) => {
      const button = (event.target as Element).closest<HTMLButtonElement>('button[data-favorite-toggle]');
      if (button) pressesSeen.push(button.dataset.favoriteToggle ?? '');
    }, { signal: liveListeners.signal });
  },
}));

const heart = (productId: string) =>
  `<button type="button" data-favorite-toggle="${productId}" aria-pressed="false" data-pending>♡</button>`;

async function freshGate() {
  vi.resetModules();
  return import('../../islands/favorites/hearts-gate');
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  document.body.innerHTML = `${heart('ST1')}${heart('ST2')}<a href="#x" id="other">other</a>`;
  localStorage.clear();
  startHearts.mockClear();
  pressesSeen.length = 0;
});

afterEach(() => {
  liveListeners.abort();
  liveListeners = new AbortController();
  localStorage.clear();
});

describe('hearts gate', () => {
  it('without a session shows the hearts as rendered and loads nothing before a shopper reaches for one', async () => {
    const { startHeartsWhenNeeded } = await freshGate();
    startHeartsWhenNeeded();
    await settle();
    expect([...document.querySelectorAll('[data-pending]')]).toHaveLength(0);
    document.getElementById('other')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await settle();
    expect(startHearts).not.toHaveBeenCalled();
    document.querySelector('button')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await vi.waitFor(() => expect(startHearts).toHaveBeenCalledTimes(1));
  });

  it('makes a press made before the script arrived once it is live, and only once', async () => {
    const { startHeartsWhenNeeded } = await freshGate();
    startHeartsWhenNeeded();
    document.querySelector<HTMLButtonElement>('[data-favorite-toggle="ST2"]')!.click();
    expect(pressesSeen).toEqual([]);
    await vi.waitFor(() => expect(pressesSeen).toEqual(['ST2']));
    await settle();
    expect(pressesSeen).toEqual(['ST2']);
    // Later presses go to the live script alone.
    document.querySelector<HTMLButtonElement>('[data-favorite-toggle="ST1"]')!.click();
    expect(pressesSeen).toEqual(['ST2', 'ST1']);
    expect(startHearts).toHaveBeenCalledTimes(1);
  });

  it('looks for the session marker where the API client keeps it', async () => {
    expect((await freshGate()).SESSION_MARKER_KEY).toBe(TOKENS_STORAGE_KEY);
  });

  it('loads the script at once when a session is stored', async () => {
    localStorage.setItem(TOKENS_STORAGE_KEY, JSON.stringify({ kind: 'guest', usid: 'u-1' }));
    const { startHeartsWhenNeeded } = await freshGate();
    startHeartsWhenNeeded();
    await vi.waitFor(() => expect(startHearts).toHaveBeenCalledTimes(1));
  });

  it('loads the script when favorites or a session appear (another tab, a sign-in on this page)', async () => {
    const { startHeartsWhenNeeded } = await freshGate();
    startHeartsWhenNeeded();
    window.dispatchEvent(new CustomEvent('storefront:store-changed', { detail: { key: 'storefront:cart' } }));
    await settle();
    expect(startHearts).not.toHaveBeenCalled();
    window.dispatchEvent(new CustomEvent('storefront:store-changed', { detail: { key: 'storefront:favorites' } }));
    await vi.waitFor(() => expect(startHearts).toHaveBeenCalledTimes(1));
  });
});
