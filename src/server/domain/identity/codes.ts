import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { authCodes } from '../../db/schema/identity';
import { ApiError } from '../../http/api-error';
import { randomToken, s256, safeEqual, tokenHash } from './crypto';
import type { IdentityOptions } from './options';
import { revokeSession } from './tokens';

/** A single-use authorization code bound to the S256 challenge of the sign-in. */
export async function issueAuthorizationCode(db: Database, options: IdentityOptions, consumerId: string, siteId: string, codeChallenge: string) {
  const code = randomToken();
  await db.insert(authCodes).values({
    codeHash: tokenHash(code),
    consumerId,
    siteId,
    codeChallenge,
    expiresAt: new Date(Date.now() + options.authorizationCodeTtlMs).toISOString(),
  });
  return code;
}

/**
 * Checks the code and its verifier and claims the code, once. Returns the consumer id and a
 * callback that records the session the exchange created (so a later replay can revoke it).
 * - unknown, other site, expired: AUT404; verifier equal to the challenge (plain): AUT406;
 *   wrong verifier: AUT405 (the code stays usable for its rightful owner);
 * - claimed within the duplicate window (double submit, concurrent retry): 409 DUPLICATED_TOKEN;
 * - claimed earlier: AUT404, and the session it produced is revoked (the code was replayed).
 */
export async function claimAuthorizationCode(db: Database, options: IdentityOptions, code: string, verifier: string, siteId: string) {
  const hash = tokenHash(code);
  const [row] = await db.select().from(authCodes).where(eq(authCodes.codeHash, hash));
  if (!row || row.siteId !== siteId) throw new ApiError('AUT404');
  if (row.claimedAt) {
    if (Date.now() - Date.parse(row.claimedAt) < options.duplicateExchangeWindowMs) throw new ApiError('DUPLICATED_TOKEN');
    if (row.sessionId) await revokeSession(db, row.sessionId);
    throw new ApiError('AUT404');
  }
  if (Date.parse(row.expiresAt) <= Date.now()) throw new ApiError('AUT404');
  if (safeEqual(verifier, row.codeChallenge)) throw new ApiError('AUT406');
  if (!safeEqual(s256(verifier), row.codeChallenge)) throw new ApiError('AUT405');
  const [claimed] = await db
    .update(authCodes)
    .set({ claimedAt: new Date().toISOString() })
    .where(and(eq(authCodes.codeHash, hash), isNull(authCodes.claimedAt)))
    .returning({ consumerId: authCodes.consumerId });
  if (!claimed) throw new ApiError('DUPLICATED_TOKEN');
  return {
    consumerId: claimed.consumerId,
    recordSession: (sessionId: string) => db.update(authCodes).set({ sessionId }).where(eq(authCodes.codeHash, hash)).then(() => undefined),
  };
}
