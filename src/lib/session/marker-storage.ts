/**
 * Where the browser keeps the session marker (tokens.ts writes and validates it). A module of its
 * own, importing nothing, so a small page script (the favorites hearts on product tiles) can tell
 * whose session it is without loading the API client.
 */
export const TOKENS_STORAGE_KEY = 'storefront_auth';

export interface StoredSessionIdentity {
  readonly kind: 'guest' | 'registered';
  /** The session's public id: it changes with every new session (sign-in, sign-out), not on refresh. */
  readonly usid: string;
}

/** The kind and public id of the stored session, or null when there is none or it cannot be read. */
export function storedSessionIdentity(): StoredSessionIdentity | null {
  try {
    const raw = localStorage.getItem(TOKENS_STORAGE_KEY);
    if (!raw) return null;
    const { kind, usid } = JSON.parse(raw) as Record<string, unknown>;
    return (kind === 'guest' || kind === 'registered') && typeof usid === 'string' && usid !== '' ? { kind, usid } : null;
  } catch {
    return null;
  }
}
