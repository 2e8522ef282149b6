import type { Context, MiddlewareHandler } from 'hono';
import { authenticate, type SessionContext } from '../../domain/identity/tokens';
import { ApiError } from '../../http/api-error';
import type { ApiEnv } from '../../http/env';
import { accessTokenOf } from '../../session';

const TOKEN_SHAPE = /^[A-Za-z0-9\-._~]{20,200}$/;

/** The request's session when it carries a valid access token of the site (the request's by default), else null (no error). */
export async function optionalSession(c: Context<ApiEnv>, siteId: string = c.var.siteId): Promise<SessionContext | null> {
  const token = accessTokenOf(c);
  const session = token && TOKEN_SHAPE.test(token) ? await authenticate(c.var.db, token) : null;
  return session && session.siteId === siteId ? session : null;
}

/**
 * Access token (Bearer header, or the storefront's httpOnly cookie) → c.var.session. Missing, unknown, expired or revoked: 401 AUT402 in the
 * §8 shape (with WWW-Authenticate). A token of another site is refused the same way.
 */
export function requireSession(): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const session = await optionalSession(c);
    if (!session) {
      c.header('www-authenticate', 'Bearer');
      throw new ApiError('AUT402');
    }
    c.set('session', session);
    await next();
  };
}

/**
 * After requireSession: what only the customer may do (their password, spending their points,
 * accepting the employee terms) is refused to an associate acting for them (AGT402), whatever
 * else the associate may do on the customer's behalf.
 */
export function refuseAssociate(): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    if (c.var.session.tokenKind === 'agent') throw new ApiError('AGT402');
    await next();
  };
}
