import { persistentAtom } from './persistent';
import { GUEST_SESSION, SESSION_STORAGE_KEY, sessionStateSchema, type SessionState } from './session-state';

/**
 * Who is shopping: what the header, the buy box and the account forms show. Tokens are not
 * here (they live in src/lib/session/tokens.ts); this is the display state only, kept in
 * localStorage so the header can greet a signed-in shopper on the next page before any call.
 * The shape and its check live in ./session-state (read there, without this store, by page scripts).
 */
export { GUEST_SESSION, SESSION_STORAGE_KEY, sessionStateSchema, type SessionState } from './session-state';

export const $session = persistentAtom<SessionState>(SESSION_STORAGE_KEY, GUEST_SESSION, sessionStateSchema);
