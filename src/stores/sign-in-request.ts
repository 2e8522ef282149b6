import { atom } from 'nanostores';
import { STORE_CHANGED_EVENT } from './persistent';
import { SESSION_STORAGE_KEY } from './storage-keys';

/**
 * A feature asks for an identity dialog without knowing it: presale sign-in-to-buy asks the
 * shopper to sign in; a join link, a campaign link (enrollment_marketing_source) or the sign-up
 * form's loyalty variant (once it created the account) asks for the enrollment flow. The header's account link, which holds what those dialogs need (texts, links,
 * recaptcha), opens it. The store-changed announcement for the session key hydrates the account
 * link if it has not hydrated yet (client:stored); it then finds the request here.
 */
export type SignInRequest =
  | { readonly reason: 'presale' }
  /** The enrollment flow (the loyalty sign-up dialog); `source` is the campaign link's, recorded on the profile. */
  | { readonly reason: 'enroll'; readonly source: string | null; readonly justSignedUp?: boolean };

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
