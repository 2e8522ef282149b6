import { persistentAtom, type StoredValueSchema } from './persistent';

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
  /** A loyalty member's points to spend (profile loyaltySummary.points.balance), for the header; absent for others. */
  readonly loyaltyPoints?: number | undefined;
}

export const SESSION_STORAGE_KEY = 'storefront_session';
export const GUEST_SESSION: SessionState = { status: 'guest' };

const optionalString = (value: unknown) => value === undefined || typeof value === 'string';

/**
 * Checked by hand, not with zod or zod/mini: the buy box reads the session on every product page
 * before any interaction, and even zod/mini's core is about 16 KB gzip of that page's budget.
 */
export const sessionStateSchema: StoredValueSchema<SessionState> = {
  safeParse(value) {
    if (typeof value !== 'object' || value === null) return { success: false };
    const { status, consumerType, email, firstName, loyaltyPoints } = value as Record<string, unknown>;
    if ((status !== 'guest' && status !== 'registered') || ![consumerType, email, firstName].every(optionalString)) return { success: false };
    const points = typeof loyaltyPoints === 'number' && Number.isSafeInteger(loyaltyPoints) && loyaltyPoints >= 0 ? loyaltyPoints : undefined;
    return {
      success: true,
      data: {
        status,
        ...(typeof consumerType === 'string' ? { consumerType } : {}),
        ...(typeof email === 'string' ? { email } : {}),
        ...(typeof firstName === 'string' ? { firstName } : {}),
        ...(points !== undefined ? { loyaltyPoints: points } : {}),
      },
    };
  },
};

export const $session = persistentAtom<SessionState>(SESSION_STORAGE_KEY, GUEST_SESSION, sessionStateSchema);
