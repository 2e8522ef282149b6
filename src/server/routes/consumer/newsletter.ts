import { Hono } from 'hono';
import { newsletterSignUpResponseSchema, newsletterSignUpSchema } from '../../../../schemas/commerce/consumer';
import { newsletterSchema } from '../../../shared/validation/zod/forms';
import { parseForm } from '../../domain/identity/form-validation';
import { subscribeToNewsletter } from '../../domain/identity/newsletter';
import { authenticate } from '../../domain/identity/tokens';
import { defineRoute } from '../../http/define-route';
import type { ApiEnv } from '../../http/env';
import { accessTokenOf } from '../../session';

const ANSWER = { subscribed: true as const, message: 'Thank you for subscribing.' };

/**
 * POST /consumers-v3/newsletter/subscription: the newsletter block (spec §4, §5; §6 guests may
 * subscribe). The §5 rules run on the server too (email valid, policy ticked). The answer is the
 * same whether or not the email was known, so the form cannot be used to find out who is subscribed.
 */
export const newsletterRoutes = new Hono<ApiEnv>();

defineRoute(newsletterRoutes, {
  method: 'post', path: '/consumers-v3/newsletter/subscription', tag: 'Consumer',
  summary: 'Subscribe an email to the newsletter (guest or signed in)',
  body: newsletterSignUpSchema, responses: { 200: newsletterSignUpResponseSchema }, errors: ['AUT453'],
}, async (c, { body }) => {
  const { db, identity, siteId, locale } = c.var;
  parseForm(newsletterSchema(), { email: body.email, policy: body.policy }, locale);
  const token = accessTokenOf(c);
  const session = token ? await authenticate(db, token) : null;
  await subscribeToNewsletter(db, identity, { siteId, locale, email: body.email, source: body.source, session });
  c.header('cache-control', 'no-store');
  return c.json(ANSWER);
});
