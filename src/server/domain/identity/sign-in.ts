import type { Database } from '../../db/client';
import { ApiError } from '../../http/api-error';
import { issueAuthorizationCode } from './codes';
import { findConsumerByEmail } from './consumers';
import { verifyPassword } from './crypto';
import type { IdentityOptions } from './options';
import { recordFailure, recordSuccess, type ThrottleKeys } from './throttle';
import { authenticate, revokeByRefreshToken, revokeSession } from './tokens';

/**
 * Checks a shopper's email and password and answers a single-use authorization code bound to
 * the PKCE challenge. A wrong email or password is AUT401 (the same work and answer for both)
 * and counts as a failure for the throttle.
 */
export async function signInWithPassword(
  db: Database,
  identity: IdentityOptions,
  input: { siteId: string; email: string; password: string; codeChallenge: string; throttle: ThrottleKeys },
): Promise<string> {
  const consumer = await findConsumerByEmail(db, input.siteId, input.email);
  // Unknown accounts verify against a dummy hash: same work, same answer as a wrong password.
  const valid = await verifyPassword(consumer?.passwordHash, input.password);
  if (!consumer || !valid) {
    await recordFailure(db, input.throttle, identity.throttle);
    throw new ApiError('AUT401');
  }
  await recordSuccess(db, input.throttle);
  return issueAuthorizationCode(db, identity, consumer.id, input.siteId, input.codeChallenge);
}

/** Ends the session of a refresh token, else of an access token; unknown tokens change nothing. */
export async function endSession(db: Database, input: { refreshToken?: string | undefined; accessToken?: string | undefined }): Promise<void> {
  if (input.refreshToken) {
    await revokeByRefreshToken(db, input.refreshToken);
    return;
  }
  const session = input.accessToken ? await authenticate(db, input.accessToken) : null;
  if (session) await revokeSession(db, session.sessionId);
}
