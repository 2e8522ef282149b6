import { Hono } from 'hono';
import { signUpRequestSchema, signUpResponseSchema } from '../../../../schemas/commerce/auth';
import { API_HEADERS } from '../../../../schemas/protocol/headers';
import { signUpSchema } from '../../../shared/validation/zod/forms';
import { signUpConfigFor } from '../../../shared/identity/sign-up-config';
import { parseForm } from '../../domain/identity/form-validation';
import { signUpConsumer } from '../../domain/identity/sign-up';
import { defineRoute } from '../../http/define-route';
import type { ApiEnv } from '../../http/env';
import { requireRecaptcha } from './context';
import { enforceRequestRate } from './throttle-guards';

/** POST /consumers-v3/auth/signup: the §3 sign-up form, checked by the validation module's rules. */
export const signUpRoutes = new Hono<ApiEnv>();

defineRoute(signUpRoutes, {
  method: 'post', path: '/consumers-v3/auth/signup', tag: 'Authentication',
  summary: 'Create an account (with subscriptions and, optionally, loyalty enrollment)',
  description: 'The form is checked with the sign-up rules of the request’s locale (which fields are required where); the message is in the request’s language.',
  body: signUpRequestSchema, responses: { 201: signUpResponseSchema }, errors: ['AUT411', 'AUT412', 'AUT429', 'AUT430', 'AUT453', 'PRO410', 'PRO411'],
}, async (c, { body }) => {
  const { db, siteId, locale } = c.var;
  await enforceRequestRate(c, 'signup', c.var.identity.throttle.signUpPerClient);
  const form = parseForm(signUpSchema(signUpConfigFor(locale)), body, locale);
  await requireRecaptcha(c, body.recaptcha_response, 'register');
  const leadSource = c.req.header(API_HEADERS.source)?.slice(0, 100);
  const created = await signUpConsumer(db, { siteId, locale, form, request: body, leadSource });
  c.header('cache-control', 'no-store');
  return c.json({ ...created, message: 'Account created' }, 201);
});
