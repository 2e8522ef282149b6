import type { MiddlewareHandler } from 'hono';
import { authenticate } from '../../domain/identity/tokens';
import { ApiError } from '../../http/api-error';
import type { ApiEnv } from '../../http/env';
import { accessTokenOf } from '../../session';

const TOKEN_SHAPE = /^[A-Za-z0-9\-._~]{20,200}$/;

/**
 * Access token (Bearer header, or the storefront's httpOnly cookie) → c.var.session. Missing, unknown, expired or revoked: 401 AUT402 in the
 * §8 shape (with WWW-Authenticate). A token of another site is refused the same way.
 */
export function requireSession(): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const token = accessTokenOf(c);
    const session = token && TOKEN_SHAPE.test(token) ? await authenticate(c.var.db, token) : null;
    if (!session || session.siteId !== c.var.siteId) {
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
