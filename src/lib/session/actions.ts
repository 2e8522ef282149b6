import { createPkcePair, exchangeCodeInBrowser, signInWithCredentials, signOutBrowserSession } from '../api/auth';
import { ApiRequestError, type ApiClient } from '../api/client';
import { getProfile } from '../api/consumer';
import type { ConsumerProfile } from '@schemas/commerce/consumer';
import { $cart, clearStoredCart } from '../../stores/cart';
import { $favorites, NO_FAVORITES } from '../../stores/favorites';
import { adoptSignedInCart, guestObjectsOf } from '../cart/sign-in-cart';
import { setPersisted } from '../../stores/persistent';
import { $session, GUEST_SESSION } from '../../stores/session';
import { profileTypesOf } from '../../shared/personalisation/segments';
import { authorizedApi, clearTokens, ensureGuestToken, liveSession, readTokens, storeTokens, withSession } from './tokens';

/**
 * The §4 session flows the islands call. Each one keeps $session and the session marker in step
 * (the tokens are httpOnly cookies the API sets and expires); toasts, messages and redirects
 * stay with the islands.
 */

export interface Credentials {
  readonly username: string;
  readonly password: string;
  readonly recaptchaResponse?: string | undefined;
}

/**
 * Sign-in: guest session, credential sign-in with a code challenge, then the token exchange,
 * which answers a new session (new usid and tokens, in new cookies; the guest one is revoked)
 * and merges the guest's cart and lists it is sent (§4); the merged cart becomes the stored one.
 */
export async function signInShopper(api: ApiClient, credentials: Credentials): Promise<void> {
  const withSession = await authorizedApi(api);
  const pkce = await createPkcePair();
  const { authorizationCode } = await signInWithCredentials(withSession, credentials, pkce);
  const session = await exchangeCodeInBrowser(withSession, { authorizationCode, codeVerifier: pkce.verifier, guestObjects: guestObjectsOf($cart.get()) });
  const marker = storeTokens('registered', session);
  // The merged cart is the shopper's before anyone hears of the sign-in (a presale add retried then goes to it).
  await adoptSignedInCart(api.with({ sessionTransport: 'cookie', accessToken: undefined, userSessionId: marker.usid }), session);
  setPersisted($session, { status: 'registered', consumerType: session.consumerType, email: credentials.username.trim() });
}

/** Reads the profile into $session (first name and a member's points for the header); signed-in shoppers only. */
export async function refreshProfile(api: ApiClient): Promise<void> {
  if (readTokens()?.kind !== 'registered') return;
  let profile: ConsumerProfile;
  try {
    profile = await withSession(api, (authorized) => getProfile(authorized, true));
  } catch (error) {
    if (!(error instanceof ApiRequestError) || (error.status !== 401 && error.status !== 403)) throw error;
    // The session is gone (refresh refused, cookies dropped): the shopper is a guest again.
    signedOutLocally();
    return;
  }
  // The refresh may have been refused and replaced by a guest session.
  if (readTokens()?.kind !== 'registered') {
    setPersisted($session, GUEST_SESSION);
    return;
  }
  setPersisted($session, {
    status: 'registered',
    consumerType: profile.consumerType,
    email: profile.consumerDetails.email,
    firstName: profile.consumerDetails.firstName,
    loyaltyMember: profile.isLoyaltyMember,
    profileTypes: profileTypesOf(profile.consumerDetails),
    ...(profile.loyaltySummary ? { loyaltyPoints: profile.loyaltySummary.points.balance } : {}),
  });
}

/**
 * A member's points changed or were just read (the loyalty panel, the account area): the header
 * follows. Only for the signed-in shopper whose display state is shown; a guest's is left alone.
 */
export function rememberLoyaltyPoints(points: number | undefined): void {
  const session = $session.get();
  if (session.status !== 'registered' || (session.loyaltyPoints === points && (points === undefined || session.loyaltyMember))) return;
  const { loyaltyPoints: _old, ...rest } = session;
  // Points are a member's: a shopper who just joined is a member for segments at once.
  setPersisted($session, points === undefined ? rest : { ...rest, loyaltyPoints: points, loyaltyMember: true });
}

/** Forgets a session the API no longer knows: marker and display state become a guest's. */
export function signedOutLocally(): void {
  clearTokens();
  setPersisted($session, GUEST_SESSION);
}

let signingOut = false;

/**
 * True once the shopper asked to sign out on this page (it stays true: the page is leaving). A
 * call that fails because the session just ended is then no reason to send them to sign-in: the
 * sign-out takes them where it goes (home, from an account page).
 */
export function isSigningOut(): boolean {
  return signingOut;
}

/**
 * Sign-out: ends the session on the server, which expires the cookies (best effort: a network
 * failure must not keep the shopper signed in here), clears the marker, $session, the cart and favorites,
 * then obtains a guest session (whose cookies replace any left behind, revoking that session).
 */
export async function signOutShopper(api: ApiClient): Promise<void> {
  signingOut = true;
  const marker = readTokens();
  if (marker?.kind === 'registered') {
    try {
      // Refreshed first when the access cookie has expired: sign-out names the session by it.
      if (await liveSession(api)) await signOutBrowserSession(api);
    } catch {
      // The guest session below replaces the cookies; the old session expires on its own.
    }
  }
  signedOutLocally();
  clearStoredCart();
  setPersisted($favorites, NO_FAVORITES);
  await ensureGuestToken(api);
}
