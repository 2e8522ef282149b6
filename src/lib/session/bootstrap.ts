import type { ApiClient } from '../api/client';
import { $session, GUEST_SESSION } from '../../stores/session';
import { refreshProfile } from './actions';
import { ensureGuestToken, readTokens } from './tokens';

/**
 * Page start: $session follows the session marker (a registered display state without a
 * registered session is stale and becomes guest); a guest session is requested only when there
 * is none; a signed-in shopper without a first name or a known membership (segments, pop-up
 * audiences) gets the profile read once.
 */
export async function bootstrapSession(api: ApiClient): Promise<void> {
  const tokens = readTokens();
  const session = $session.get();
  if (tokens?.kind !== 'registered' && session.status === 'registered') $session.set(GUEST_SESSION);
  if (!tokens) {
    await ensureGuestToken(api);
    return;
  }
  if (tokens.kind === 'registered' && (!session.firstName || session.loyaltyMember === undefined)) await refreshProfile(api);
}
