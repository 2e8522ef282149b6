import type { MessageKey } from '../../src/shared/i18n/messages';

/**
 * A one-shot message shown on the next page (after sign-in, sign-up or a sign-out redirect).
 * It remembers the page that set it, so an island on that same page cannot take it early.
 */
export const FLASH_KEY = 'storefront:flash';

export function setFlash(key: MessageKey): void {
  try {
    sessionStorage.setItem(FLASH_KEY, JSON.stringify({ key, from: window.location.href }));
  } catch {
    // No storage: the message is only lost.
  }
}

/** The key of the message another page left for this one (taken: it shows once), or null. */
export function takeFlashKey(): string | null {
  try {
    const raw = sessionStorage.getItem(FLASH_KEY);
    if (!raw) return null;
    const { key, from } = JSON.parse(raw) as { key?: string; from?: string };
    if (from === window.location.href) return null;
    sessionStorage.removeItem(FLASH_KEY);
    return key ?? null;
  } catch {
    return null;
  }
}
