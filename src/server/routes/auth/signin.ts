import { Hono } from 'hono';
import { enforceThrottle, signInThrottleKeys } from './throttle-guards';
import { messageResponseSchema, signInRequestSchema, signInResponseSchema, signOutRequestSchema } from '../../../../schemas/commerce/auth';
import { normaliseEmail } from '../../domain/identity/consumers';
import { endSession, signInWithPassword } from '../../domain/identity/sign-in';
import { accessTokenOf, endBrowserSession } from '../../session';
import { ApiError } from '../../http/api-error';
import { defineRoute } from '../../http/define-route';
import type { ApiEnv } from '../../http/env';
import { requireRecaptcha } from './context';

const TAG = 'Authentication';
export const signInRoutes = new Hono<ApiEnv>();

defineRoute(signInRoutes, {
  method: 'post', path: '/consumers-v3/auth/signin', tag: TAG,
  summary: 'Credentials → a single-use authorization code bound to the S256 code challenge (60 s)',
  body: signInRequestSchema, responses: { 200: signInResponseSchema }, errors: ['AUT401', 'AUT406', 'AUT429', 'AUT430'],
}, async (c, { body }) => {
  if (body.codeChallengeMethod !== undefined && body.codeChallengeMethod !== 'S256') throw new ApiError('AUT406', undefined, { field: 'codeChallengeMethod' });
  await requireRecaptcha(c, body.recaptcha_response, 'login');
  const { db, identity, siteId } = c.var;
  const email = normaliseEmail(body.username);
  const throttle = signInThrottleKeys(c, email);
  await enforceThrottle(c, throttle);
  const authorizationCode = await signInWithPassword(db, identity, { siteId, email, password: body.password, codeChallenge: body.codeChallenge, throttle });
  c.header('cache-control', 'no-store');
  return c.json({ authorizationCode });
});

defineRoute(signInRoutes, {
  method: 'post', path: '/consumers-v3/consumer/auth/signout', tag: TAG, summary: 'End a session',
  description: 'Ends the refresh token’s session: every access and refresh token of it. Without a refresh token (the storefront’s browser pages keep it in a cookie scoped to the token call), the session of the presented access token ends; the browser’s cookies are expired either way.',
  body: signOutRequestSchema, responses: { 200: messageResponseSchema },
}, async (c, { body }) => {
  await endSession(c.var.db, { refreshToken: body.refreshToken, accessToken: accessTokenOf(c) });
  endBrowserSession(c);
  c.header('cache-control', 'no-store');
  return c.json({ message: 'Signed out.' });
});
