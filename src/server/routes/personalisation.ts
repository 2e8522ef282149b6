import { Hono, type Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { z } from 'zod';
import { decideBodySchema, decideResponseSchema } from '@schemas/commerce/personalisation';
import { isSiteId } from '../../shared/i18n/sites';
import { ApiError } from '../http/api-error';
import { defineRoute } from '../http/define-route';
import type { ApiEnv } from '../http/env';
import { decide } from '../domain/personalisation/decide';
import { liveExperiences } from '../domain/personalisation/live-experiences';
import { identifyVisitor, MONETATE_COOKIE, MONETATE_COOKIE_MAX_AGE_SECONDS, type Visitor } from '../domain/personalisation/visitor';
import { isSecureRequest } from '../session/cookies';

/** The personalisation engine (spec §7): decisions for experiments. */
export const personalisationRoutes = new Hono<ApiEnv>();

const brandParams = z.object({ brand: z.string() });
const previewQuery = z.object({ preview: z.enum(['true', 'false']).optional() });

/** The visitor cookie follows consent: written only with it (§6), expired when it was withdrawn. */
export function keepVisitorCookie(c: Context<ApiEnv>, visitor: Visitor): void {
  const secure = isSecureRequest(c);
  if (visitor.setCookie && visitor.monetateId) {
    setCookie(c, MONETATE_COOKIE, visitor.monetateId, { path: '/', httpOnly: true, secure, sameSite: 'Lax', maxAge: MONETATE_COOKIE_MAX_AGE_SECONDS });
  } else if (visitor.expireCookie) {
    deleteCookie(c, MONETATE_COOKIE, { path: '/', httpOnly: true, secure, sameSite: 'Lax' });
  }
}

defineRoute(personalisationRoutes, {
  method: 'post', path: '/engine/v1/decide/:brand', tag: 'Personalisation',
  summary: 'Which arm of each live experiment the visitor gets (Monetate-like decide call)',
  description: 'With targeting consent (§6: implicit outside EMEA, preview=true, or C0004:1 in the consent cookie) the visitor is the body\'s monetateId, else the monetateId cookie, else a new one (set as a first-party cookie); each live experience block answers one action with its impressionId, and with reporting fields when the DecisionRequest has includeReporting. Without consent: no monetateId, no cookie (an old one is expired), no actions.',
  params: brandParams, query: previewQuery, body: decideBodySchema, responses: { 200: decideResponseSchema }, errors: ['SIT400'],
}, async (c, { params, query, body }) => {
  if (!isSiteId(params.brand)) throw new ApiError('SIT400', `Site '${params.brand}' is not known.`, { field: 'brand' });
  const visitor = identifyVisitor({ locale: c.var.locale, cookieHeader: c.req.header('cookie'), preview: query.preview === 'true', bodyMonetateId: body.monetateId });
  const experiences = visitor.monetateId ? await liveExperiences(c.var.db, params.brand, c.var.locale) : [];
  keepVisitorCookie(c, visitor);
  c.header('cache-control', 'no-store');
  return c.json(decide(body, visitor.monetateId, experiences));
});
