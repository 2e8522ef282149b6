import { refreshSession, requestGuestToken, type AuthSession } from '../api/auth';
import { ApiRequestError, type ApiClient } from '../api/client';

/**
 * The tokens of the browser session (spec §4, §6), in one place.
 *
 * Why localStorage: the commerce API answers tokens in the JSON body and is called from the
 * browser with a Bearer header, and the page server keeps no session of its own. An httpOnly
 * cookie would keep the tokens out of reach of scripts (XSS), but it needs a server session
 * endpoint (sign-in/refresh/sign-out proxied through the storefront, setting the cookie);
 * that is the next step. Until then the refresh token rotates on every use and a replayed one
 * revokes the whole session (see the identity README), which limits what a stolen one is worth.
 */
export const TOKENS_STORAGE_KEY = 'storefront_auth';

export interface StoredTokens {
  readonly kind: 'guest' | 'registered';
  readonly accessToken: string;
  readonly refreshToken: string;
  /** Epoch milliseconds after which the access token is no longer sent. */
  readonly expiresAt: number;
  readonly usid: string;
  readonly consumerType: string;
}

/** Refresh a little early so a token does not expire between the check and the call. */
const EXPIRY_MARGIN_MS = 30_000;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readTokens(): StoredTokens | null {
  const raw = storage()?.getItem(TOKENS_STORAGE_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredTokens>;
    if (typeof value.accessToken !== 'string' || typeof value.refreshToken !== 'string' || typeof value.expiresAt !== 'number') return null;
    return value as StoredTokens;
  } catch {
    return null;
  }
}

export function storeTokens(kind: StoredTokens['kind'], session: AuthSession, now = Date.now()): StoredTokens {
  const tokens: StoredTokens = {
    kind,
    accessToken: session.accessToken,
    refreshToken: session.refreshToken,
    expiresAt: now + session.expiresIn * 1000,
    usid: session.usid,
    consumerType: session.consumerType,
  };
  storage()?.setItem(TOKENS_STORAGE_KEY, JSON.stringify(tokens));
  return tokens;
}

export function clearTokens(): void {
  storage()?.removeItem(TOKENS_STORAGE_KEY);
}

let refreshing: Promise<StoredTokens | null> | null = null;

/**
 * The one place tokens are refreshed. Concurrent callers share one refresh: the refresh token
 * rotates, and using it twice would revoke the session. A refused refresh clears the tokens.
 */
export function refreshTokens(api: ApiClient): Promise<StoredTokens | null> {
  const current = readTokens();
  if (!current) return Promise.resolve(null);
  refreshing ??= refreshSession(api, current.refreshToken)
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
 * Spec §4: a guest token is requested only when nobody is signed in and no access token exists.
 * A 403 on the guest call is ignored silently (§8).
 */
export async function ensureGuestToken(api: ApiClient): Promise<StoredTokens | null> {
  const current = readTokens();
  if (current) return current;
  try {
    return storeTokens('guest', await requestGuestToken(api));
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 403) return null;
    throw error;
  }
}

/** Valid tokens for a call: refreshed when expired, a guest token when there are none. */
export async function currentTokens(api: ApiClient, now = Date.now()): Promise<StoredTokens | null> {
  const current = readTokens();
  if (!current) return ensureGuestToken(api);
  if (current.expiresAt - EXPIRY_MARGIN_MS > now) return current;
  return (await refreshTokens(api)) ?? ensureGuestToken(api);
}

/** The client with the session's access token and usid. */
export async function authorizedApi(api: ApiClient): Promise<ApiClient> {
  const tokens = await currentTokens(api);
  return tokens ? api.with({ accessToken: tokens.accessToken, userSessionId: tokens.usid }) : api;
}
