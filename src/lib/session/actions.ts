import type { WritableAtom } from 'nanostores';
import { exchangeCode, createPkcePair, signInWithCredentials, signOut } from '../api/auth';
import type { ApiClient } from '../api/client';
import { getProfile } from '../api/consumer';
import { $cart, EMPTY_CART } from '../../stores/cart';
import { $session, GUEST_SESSION } from '../../stores/session';
import { authorizedApi, clearTokens, ensureGuestToken, readTokens, storeTokens } from './tokens';

/**
 * The §4 session flows the islands call. Each one keeps $session and the stored tokens in step;
 * toasts, messages and redirects stay with the islands.
 */

/**
 * Sets a persistent store even when no island subscribes to it yet: persistentAtom writes to
 * localStorage (and announces the change, which hydrates client:stored islands) only while
 * mounted, so the store is mounted for the write.
 */
function setPersisted<T>(store: WritableAtom<T>, value: T): void {
  const unbind = store.listen(() => undefined);
  store.set(value);
  unbind();
}

export interface Credentials {
  readonly username: string;
  readonly password: string;
  readonly recaptchaResponse?: string | undefined;
}

/** Sign-in: guest token, credential sign-in with a code challenge, then the token exchange. */
export async function signInShopper(api: ApiClient, credentials: Credentials): Promise<void> {
  const guest = await ensureGuestToken(api);
  const pkce = await createPkcePair();
  const withSession = guest ? api.with({ accessToken: guest.accessToken, userSessionId: guest.usid }) : api;
  const { authorizationCode } = await signInWithCredentials(withSession, credentials, pkce);
  const { basketId, favoriteId } = $cart.get();
  const guestObjects = { ...(basketId ? { basketId } : {}), ...(favoriteId ? { favoriteId } : {}) };
  const session = await exchangeCode(withSession, { authorizationCode, codeVerifier: pkce.verifier, guestObjects });
  storeTokens('registered', session);
  setPersisted($session, { status: 'registered', consumerType: session.consumerType, email: credentials.username.trim() });
}

/** Reads the profile into $session (first name for the header); signed-in shoppers only. */
export async function refreshProfile(api: ApiClient): Promise<void> {
  if (readTokens()?.kind !== 'registered') return;
  const authorized = await authorizedApi(api);
  // The refresh may have been refused: the tokens are then a guest's and so is the session.
  if (readTokens()?.kind !== 'registered') {
    setPersisted($session, GUEST_SESSION);
    return;
  }
  const profile = await getProfile(authorized, false);
  setPersisted($session, {
    status: 'registered',
    consumerType: profile.consumerType,
    email: profile.consumerDetails.email,
    firstName: profile.consumerDetails.firstName,
  });
}

/**
 * Sign-out: ends the session on the server (best effort: a network failure must not keep the
 * shopper signed in here), clears tokens, $session and the cart, then obtains a guest token.
 */
export async function signOutShopper(api: ApiClient): Promise<void> {
  const tokens = readTokens();
  clearTokens();
  setPersisted($session, GUEST_SESSION);
  setPersisted($cart, EMPTY_CART);
  if (tokens?.kind === 'registered') {
    try {
      await signOut(api, tokens.refreshToken);
    } catch {
      // The tokens are gone from this browser; the server's expire on their own.
    }
  }
  await ensureGuestToken(api);
}
