import { atom } from 'nanostores';
import { STORE_CHANGED_EVENT } from './persistent';
import { SESSION_STORAGE_KEY } from './session';

/**
 * A feature asks the shopper to sign in (presale sign-in-to-buy) without knowing the sign-in
 * dialog: the header's account link, which holds what that dialog needs (texts, links, recaptcha),
 * opens it. The store-changed announcement for the session key hydrates the account link if it has
 * not hydrated yet (client:stored); it then finds the request here.
 */
export interface SignInRequest {
  readonly reason: 'presale';
}

export const $signInRequest = atom<SignInRequest | null>(null);

export function requestSignIn(request: SignInRequest): void {
  $signInRequest.set(request);
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(STORE_CHANGED_EVENT, { detail: { key: SESSION_STORAGE_KEY } }));
}

/** The account link takes the request (once) when it opens the dialog. */
export function takeSignInRequest(): SignInRequest | null {
  const request = $signInRequest.get();
  if (request) $signInRequest.set(null);
  return request;
}
