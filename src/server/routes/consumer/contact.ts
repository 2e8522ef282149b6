import { Hono } from 'hono';
import { contactCategoriesSchema, contactUsResponseSchema, contactUsSchema } from '../../../../schemas/commerce/consumer';
import { contactCategories, submitContactRequest } from '../../domain/identity/contact-us';
import { authenticate } from '../../domain/identity/tokens';
import { contactUsSchema as contactUsFormSchema } from '../../../shared/validation/zod/forms';
import { parseForm } from '../../domain/identity/form-validation';
import { defineRoute } from '../../http/define-route';
import type { ApiEnv } from '../../http/env';
import { accessTokenOf } from '../../session';

/** Contact us: categories with subjects, and a request (stored, and mailed to customer care). */
export const contactRoutes = new Hono<ApiEnv>();

defineRoute(contactRoutes, {
  method: 'get', path: '/consumers-v3/contactus/categorySubject', tag: 'Consumer',
  summary: 'Contact us: the categories and their subjects, in the locale’s language', responses: { 200: contactCategoriesSchema },
}, (c) => {
  c.header('cache-control', 'public, max-age=300');
  return c.json({ categories: contactCategories(c.var.locale) });
});

defineRoute(contactRoutes, {
  method: 'post', path: '/consumers-v3/contactus', tag: 'Consumer',
  summary: 'Send a contact request to customer care (a signed-in shopper’s is linked to the account)',
  body: contactUsSchema, responses: { 201: contactUsResponseSchema }, errors: ['AUT453'],
}, async (c, { body }) => {
  const { db, identity, siteId, locale } = c.var;
  parseForm(contactUsFormSchema(), body, locale);
  const token = accessTokenOf(c);
  const session = token ? await authenticate(db, token) : null;
  const { recaptcha_response: _ignored, ...request } = body;
  const caseId = await submitContactRequest(db, identity, { siteId, consumerId: session?.consumerId ?? null, request });
  return c.json({ caseId, message: 'Thank you, we will answer soon.' }, 201);
});
