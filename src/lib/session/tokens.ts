import { refreshBrowserSession, requestBrowserGuestSession, type BrowserSession } from '../api/auth';
import { ApiRequestError, type ApiClient } from '../api/client';
import { endExpiredAssociate, readAssociate } from './associate-storage';
import { TOKENS_STORAGE_KEY } from './marker-storage';

/**
 * The browser session (spec §4, §6), in one place.
 *
 * The tokens themselves are httpOnly cookies set by the API (src/server/session, decision 6 in
 * docs/decisions.md): no page script can read them, and the browser sends them with every
 * same-origin API call. What this module keeps in localStorage is only what the page needs to
 * decide what to do next without a call: whether a session exists, whose kind it is, and when
 * its access token expires (so it is refreshed before a call instead of failing one).
 */
export { TOKENS_STORAGE_KEY };

export interface SessionMarker {
  readonly kind: 'guest' | 'registered';
  /** Epoch milliseconds after which the access cookie has expired and a refresh is due. */
  readonly expiresAt: number;
  readonly consumerType: string;
  /**
   * The session's public id, sent as the §7 user-session header (x-usid). Not a credential: it
   * authorises nothing; the API uses it to tell clients apart (sign-in throttling).
   */
  readonly usid?: string | undefined;
  /** The store of an in-store associate's session (spec §3 buy-in-store session); absent otherwise. */
  readonly storeId?: string | undefined;
}

/** Spec §6: an employee-connected (associate) session has favorites and saved for later disabled. */
export function isEmployeeConnected(marker: SessionMarker | null): boolean {
  return Boolean(marker?.storeId) || readAssociate() !== null;
}

/** An associate's live token in this tab, or null; an expired one ends the associate's session. */
function associateToken(now: number): { accessToken: string; usid: string } | null {
  const associate = readAssociate();
  if (!associate) return null;
  if (associate.expiresAt <= now) {
    endExpiredAssociate();
    throw new ApiRequestError(401, undefined, 'Your associate session has ended. Please sign in again.');
  }
  return associate;
}

/** @deprecated The name from before the cookie sessions: there are no tokens in it any more. */
export type StoredTokens = SessionMarker;

/** Refresh a little early so a token does not expire between the check and the call. */
const EXPIRY_MARGIN_MS = 30_000;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readTokens(): SessionMarker | null {
  const raw = storage()?.getItem(TOKENS_STORAGE_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<SessionMarker> & { accessToken?: unknown; refreshToken?: unknown };
    // Stored before the cookie sessions: the tokens are dropped from page storage at once, and
    // the shopper starts again as a guest.
    if ('accessToken' in value || 'refreshToken' in value) {
      clearTokens();
      return null;
    }
    if ((value.kind !== 'guest' && value.kind !== 'registered') || typeof value.expiresAt !== 'number') return null;
    return {
      kind: value.kind,
      expiresAt: value.expiresAt,
      consumerType: typeof value.consumerType === 'string' ? value.consumerType : '',
      ...(typeof value.usid === 'string' ? { usid: value.usid } : {}),
      ...(typeof value.storeId === 'string' ? { storeId: value.storeId } : {}),
    };
  } catch {
    return null;
  }
}

/** Records a session the API has just put in the cookies. */
export function storeTokens(kind: SessionMarker['kind'], session: Pick<BrowserSession, 'expiresIn' | 'consumerType' | 'usid' | 'storeId'>, now = Date.now()): SessionMarker {
  const marker: SessionMarker = {
    kind, expiresAt: now + session.expiresIn * 1000, consumerType: session.consumerType, usid: session.usid,
    ...(session.storeId ? { storeId: session.storeId } : {}),
  };
  storage()?.setItem(TOKENS_STORAGE_KEY, JSON.stringify(marker));
  return marker;
}

export function clearTokens(): void {
  storage()?.removeItem(TOKENS_STORAGE_KEY);
}

let refreshing: Promise<SessionMarker | null> | null = null;

/**
 * The one place the session is refreshed (the refresh cookie goes only to the token call).
 * Concurrent callers share one refresh: the refresh token rotates, and using it twice would
 * revoke the session. A refused refresh clears the marker (the API expires the cookies).
 */
export function refreshTokens(api: ApiClient): Promise<SessionMarker | null> {
  const current = readTokens();
  if (!current) return Promise.resolve(null);
  refreshing ??= refreshBrowserSession(api)
    .then((session) => storeTokens(current.kind, session))
    .catch((error: unknown) => {
      if (error instanceof ApiRequestError && error.status < 500) {
        clearTokens();
        return null;
      }
      throw error;
    })
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/**
 * Spec §4: a guest session is requested only when nobody is signed in and no session exists.
 * A 403 on the guest call is ignored silently (§8).
 */
export async function ensureGuestToken(api: ApiClient): Promise<SessionMarker | null> {
  const current = readTokens();
  if (current) return current;
  try {
    return storeTokens('guest', await requestBrowserGuestSession(api));
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 403) return null;
    throw error;
  }
}

/** The stored session, refreshed when its access token has expired; null when there is none (left). */
export async function liveSession(api: ApiClient, now = Date.now()): Promise<SessionMarker | null> {
  const current = readTokens();
  if (!current) return null;
  if (current.expiresAt - EXPIRY_MARGIN_MS > now) return current;
  return refreshTokens(api);
}

/** A live session for a call: refreshed when expired, a guest session when there is none. */
export async function currentTokens(api: ApiClient, now = Date.now()): Promise<SessionMarker | null> {
  return (await liveSession(api, now)) ?? ensureGuestToken(api);
}

/**
 * The client for calls in the session: the session is made live first, and the client marks
 * its calls as the storefront's own (x-storefront-session: cookie), which is also what lets a
 * cookie-authorised state change pass the API's CSRF check.
 */
export async function authorizedApi(api: ApiClient): Promise<ApiClient> {
  // While an associate acts in this tab, its own token (a Bearer header) replaces the cookie.
  const associate = associateToken(Date.now());
  if (associate) return api.with({ sessionTransport: undefined, accessToken: associate.accessToken, userSessionId: associate.usid });
  const marker = await currentTokens(api);
  return api.with({ sessionTransport: 'cookie', accessToken: undefined, userSessionId: marker?.usid });
}

/**
 * Runs a call in the session; when the API answers 401 (the access cookie expired early, or the
 * browser dropped it), the session is refreshed once and the call repeated. An associate's token
 * has no refresh: a 401 sends the associate to sign in again. A second 401, or a
 * refused refresh, is the caller's to handle (for a signed-in page: back to sign-in).
 */
export async function withSession<T>(api: ApiClient, call: (authorized: ApiClient) => Promise<T>): Promise<T> {
  const authorized = await authorizedApi(api);
  try {
    return await call(authorized);
  } catch (error) {
    if (!(error instanceof ApiRequestError) || error.status !== 401) throw error;
    if (readAssociate()) {
      endExpiredAssociate();
      throw error;
    }
    if (!readTokens()) throw error;
    if (!(await refreshTokens(api))) throw error;
    return call(authorized);
  }
}
