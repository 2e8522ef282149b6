import { Hono, type Context } from 'hono';
import { signInRequestSchema, signOutRequestSchema } from '../../../../schemas/commerce/auth';
import { issueAuthorizationCode } from '../../domain/identity/codes';
import { findConsumerByEmail, normaliseEmail } from '../../domain/identity/consumers';
import { verifyPassword } from '../../domain/identity/crypto';
import { checkThrottle, clientKeyOf, recordFailure, recordSuccess, throttleKeys, type ThrottleKeys } from '../../domain/identity/throttle';
import { authenticate, revokeByRefreshToken, revokeSession } from '../../domain/identity/tokens';
import { accessTokenOf, endBrowserSession } from '../../session';
import { ApiError } from '../../http/api-error';
import type { ApiEnv } from '../../http/env';
import { readBody } from '../../http/validate';
import { requireRecaptcha } from './context';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** 429 with Retry-After while locked; the soft account limit only slows the answer down. */
export async function enforceThrottle(c: Context<ApiEnv>, keys: ThrottleKeys): Promise<void> {
  const verdict = await checkThrottle(c.var.db, keys, c.var.identity.throttle);
  if (verdict.retryAfterSeconds !== undefined) {
    c.header('retry-after', String(verdict.retryAfterSeconds));
    throw new ApiError('AUT429');
  }
  if (verdict.delayMs > 0) await sleep(verdict.delayMs);
}

export const signInRoutes = new Hono<ApiEnv>()
  /** Credentials → a single-use authorization code bound to the S256 challenge (60 s). */
  .post('/consumers-v3/auth/signin', async (c) => {
    const body = await readBody(c, signInRequestSchema);
    if (body.codeChallengeMethod !== undefined && body.codeChallengeMethod !== 'S256') throw new ApiError('AUT406', undefined, { field: 'codeChallengeMethod' });
    await requireRecaptcha(c, body.recaptcha_response, 'login');
    const { db, identity, siteId } = c.var;
    const email = normaliseEmail(body.username);
    const keys = throttleKeys(siteId, email, clientKeyOf((name) => c.req.header(name)));
    await enforceThrottle(c, keys);
    const consumer = await findConsumerByEmail(db, siteId, email);
    // Unknown accounts verify against a dummy hash: same work, same answer as a wrong password.
    const valid = await verifyPassword(consumer?.passwordHash, body.password);
    if (!consumer || !valid) {
      await recordFailure(db, keys, identity.throttle);
      throw new ApiError('AUT401');
    }
    await recordSuccess(db, keys);
    const authorizationCode = await issueAuthorizationCode(db, identity, consumer.id, siteId, body.codeChallenge);
    c.header('cache-control', 'no-store');
    return c.json({ authorizationCode });
  })
  /**
   * Ends the refresh token's session: every access and refresh token of it. Without a refresh
   * token (the storefront's browser pages keep it in a cookie scoped to the token call), the
   * session of the presented access token ends; the browser's cookies are expired either way.
   */
  .post('/consumers-v3/consumer/auth/signout', async (c) => {
    const body = await readBody(c, signOutRequestSchema);
    const { db } = c.var;
    if (body.refreshToken) await revokeByRefreshToken(db, body.refreshToken);
    else {
      const accessToken = accessTokenOf(c);
      const session = accessToken ? await authenticate(db, accessToken) : null;
      if (session) await revokeSession(db, session.sessionId);
    }
    endBrowserSession(c);
    c.header('cache-control', 'no-store');
    return c.json({ message: 'Signed out.' });
  });
