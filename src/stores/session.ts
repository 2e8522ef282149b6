import { persistentAtom, type StoredValueCheck } from './persistent';

/**
 * Who is shopping: what the header, the buy box and the account forms show. Tokens are not
 * here (they live in src/lib/session/tokens.ts); this is the display state only, kept in
 * localStorage so the header can greet a signed-in shopper on the next page before any call.
 */
export interface SessionState {
  readonly status: 'guest' | 'registered';
  readonly consumerType?: string | undefined;
  /** The signed-in shopper's email, used to prefill forms such as notify-me. */
  readonly email?: string | undefined;
  readonly firstName?: string | undefined;
}

export const SESSION_STORAGE_KEY = 'storefront_session';
export const GUEST_SESSION: SessionState = { status: 'guest' };

const optionalString = (value: unknown) => value === undefined || typeof value === 'string';

/**
 * Checked by hand, not with zod: the buy box reads the session on every product page before
 * any interaction, and zod would be most of that page's JavaScript.
 */
export const sessionStateCheck: StoredValueCheck<SessionState> = {
  safeParse(value) {
    if (typeof value !== 'object' || value === null) return { success: false };
    const { status, consumerType, email, firstName } = value as Record<string, unknown>;
    if ((status !== 'guest' && status !== 'registered') || ![consumerType, email, firstName].every(optionalString)) return { success: false };
    const data: SessionState = {
      status,
      ...(consumerType !== undefined ? { consumerType: consumerType as string } : {}),
      ...(email !== undefined ? { email: email as string } : {}),
      ...(firstName !== undefined ? { firstName: firstName as string } : {}),
    };
    return { success: true, data };
  },
};

export const $session = persistentAtom<SessionState>(SESSION_STORAGE_KEY, GUEST_SESSION, sessionStateCheck);
