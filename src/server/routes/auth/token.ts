import { Hono } from 'hono';
import { authSessionSchema, browserSessionSchema, tokenRequestSchema } from '../../../../schemas/commerce/auth';
import { claimAuthorizationCode } from '../../domain/identity/codes';
import { findConsumer } from '../../domain/identity/consumers';
import { createSession, rotateRefreshToken } from '../../domain/identity/tokens';
import { ApiError } from '../../http/api-error';
import type { ApiEnv } from '../../http/env';
import { defineRoute } from '../../http/define-route';
import { refreshTokenOf } from '../../session';
import { sessionResponse } from './context';
import { mergeGuestLists } from './guest-merge';

/** POST /token/v2/auth/token: Guest, Registered (PKCE code exchange) or Refresh (rotation). */
export const tokenRoutes = new Hono<ApiEnv>();

defineRoute(tokenRoutes, {
  method: 'post', path: '/token/v2/auth/token', tag: 'Authentication',
  summary: 'A session: Guest, Registered (PKCE code exchange, with the guest objects to merge) or Refresh (rotation)',
  description: 'With x-storefront-session: cookie the tokens are set as httpOnly cookies and left out of the answer.',
  body: tokenRequestSchema, responses: { 200: authSessionSchema.or(browserSessionSchema) }, errors: ['AUT404', 'AUT405', 'AUT407', 'DUPLICATED_TOKEN'],
}, async (c, { body }) => {
  const { db, identity, siteId } = c.var;
  if (body.type === 'Guest') {
    return c.json(await sessionResponse(c, await createSession(db, identity, { siteId, consumerType: 'GUEST' })));
  }
  if (body.type === 'Refresh') {
    // The body's token (API clients), else the storefront's httpOnly refresh cookie.
    const refreshToken = refreshTokenOf(c, body.refreshToken);
    if (!refreshToken) throw new ApiError('API400', 'refreshToken: Required.', { field: 'refreshToken' });
    return c.json(await sessionResponse(c, await rotateRefreshToken(db, identity, refreshToken, siteId)));
  }
  const claim = await claimAuthorizationCode(db, identity, body.authorizationCode, body.codeVerifier, siteId);
  const consumer = await findConsumer(db, claim.consumerId);
  if (!consumer) throw new ApiError('AUT404');
  const issued = await createSession(db, identity, {
    siteId,
    consumerType: consumer.consumerType,
    consumerId: consumer.id,
    orderNo: body.orderNo ?? null,
  });
  await claim.recordSession(issued.session.id);
  const merged = await mergeGuestLists(c, consumer.id, body.guestObjects);
  return c.json(await sessionResponse(c, issued, merged));
});
