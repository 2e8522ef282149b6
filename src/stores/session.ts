import { z } from 'zod';
import { persistentAtom } from './persistent';

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

const sessionStateSchema: z.ZodType<SessionState> = z.object({
  status: z.enum(['guest', 'registered']),
  consumerType: z.string().optional(),
  email: z.string().optional(),
  firstName: z.string().optional(),
});

export const $session = persistentAtom<SessionState>(SESSION_STORAGE_KEY, GUEST_SESSION, sessionStateSchema);
