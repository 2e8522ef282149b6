import { atom } from 'nanostores';

/**
 * Who is shopping. A placeholder the identity feature fills after sign-in; until then every
 * visitor is a guest, which is what the buy box needs to decide sign-in-to-buy for presale.
 */
export interface SessionState {
  readonly status: 'guest' | 'registered';
  readonly consumerType?: string | undefined;
  /** The signed-in shopper's email, used to prefill forms such as notify-me. */
  readonly email?: string | undefined;
}

export const $session = atom<SessionState>({ status: 'guest' });
