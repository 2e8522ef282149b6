import { Hono, type Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { z } from 'zod';
import { decideBodySchema, decideResponseSchema, experimentEventsBodySchema, experimentEventsResponseSchema, experimentReportSchema } from '@schemas/commerce/personalisation';
import { isSiteId } from '../../shared/i18n/sites';
import { ApiError } from '../http/api-error';
import { defineRoute } from '../http/define-route';
import type { ApiEnv } from '../http/env';
import { decide } from '../domain/personalisation/decide';
import { countExperimentEvents, recordExperimentEvents } from '../domain/personalisation/experiment-events';
import { experimentReport } from '../domain/personalisation/experiment-report';
import { liveExperiences } from '../domain/personalisation/live-experiences';
import { segmentsOf } from '../domain/personalisation/shopper-segments';
import { assignWithStickyBuckets, forgetStickyBuckets } from '../domain/personalisation/sticky-buckets';
import { identifyVisitor, MONETATE_COOKIE, MONETATE_COOKIE_MAX_AGE_SECONDS, type Visitor } from '../domain/personalisation/visitor';
import { isSecureRequest } from '../session/cookies';
import { requireContentToken } from './content/access';
import { optionalSession } from './consumer/require-session';
import { requestRate } from './auth/throttle-guards';
import { EXPERIMENT_EVENT_BATCHES_PER_WINDOW, EXPERIMENT_EVENTS_WINDOW_MS } from '../../../schemas/constants';

/** The personalisation engine (spec §7): decisions for experiments, their events and the editors' report. */
export const personalisationRoutes = new Hono<ApiEnv>();

const brandParams = z.object({ brand: z.string() });
const previewQuery = z.object({ preview: z.enum(['true', 'false']).optional() });

function siteOf(brand: string) {
  if (!isSiteId(brand)) throw new ApiError('SIT400', `Site '${brand}' is not known.`, { field: 'brand' });
  return brand;
}

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
  description: 'With targeting consent (§6: implicit outside EMEA, preview=true, or C0004:1 in the consent cookie) the visitor is the body\'s monetateId, else the monetateId cookie, else a new one (set as a first-party cookie); each live experience block answers one action with its impressionId (the arm kept in GrowthBook\'s sticky buckets once given, whatever the weights become), and with reporting fields when the DecisionRequest has includeReporting; `segments` lists the §4 segments that hold for the request\'s session (access token or session cookie; none is a new guest). Without consent: no monetateId, no cookie (an old one is expired), no actions, no segments.',
  params: brandParams, query: previewQuery, body: decideBodySchema, responses: { 200: decideResponseSchema }, errors: ['SIT400'],
}, async (c, { params, query, body }) => {
  const siteId = siteOf(params.brand);
  const visitor = identifyVisitor({ locale: c.var.locale, cookieHeader: c.req.header('cookie'), preview: query.preview === 'true', bodyMonetateId: body.monetateId });
  const { monetateId } = visitor;
  const [assignments, segments] = monetateId
    ? await Promise.all([
      liveExperiences(c.var.db, siteId, c.var.locale).then((experiences) => assignWithStickyBuckets(c.var.db, siteId, monetateId, experiences, { save: true })),
      optionalSession(c, siteId).then((session) => segmentsOf(c.var.db, session)),
    ])
    : [[], []];
  if (visitor.withdrawnId) await forgetStickyBuckets(c.var.db, siteId, visitor.withdrawnId);
  keepVisitorCookie(c, visitor);
  c.header('cache-control', 'no-store');
  return c.json(decide(body, monetateId, assignments, segments));
});

defineRoute(personalisationRoutes, {
  method: 'post', path: '/engine/v1/events/:brand', tag: 'Personalisation',
  summary: 'Experiment events from the browser: impressions, then add-to-cart and order conversions (batched, sendBeacon)',
  description: 'Refused with 429 EXP429 and Retry-After past a client\'s batches per minute. The visitor is the monetateId cookie (or the body\'s monetateId); nothing is kept without targeting consent (§6), in preview (preview=true), or for a visitor the engine never named. An impression must name the arm the decide call gave this visitor, else it is rejected; a conversion counts for every arm the visitor saw before. Repeats count once.',
  params: brandParams, query: previewQuery, body: experimentEventsBodySchema, responses: { 200: experimentEventsResponseSchema }, errors: ['SIT400', 'EXP429'],
  // A flood (one client past its batches per minute) is refused before anything is read: 429 with Retry-After.
  middleware: [requestRate('experiment-events', EXPERIMENT_EVENT_BATCHES_PER_WINDOW, { errorId: 'EXP429', windowMs: EXPERIMENT_EVENTS_WINDOW_MS })],
}, async (c, { params, query, body }) => {
  const siteId = siteOf(params.brand);
  c.header('cache-control', 'no-store');
  const preview = query.preview === 'true';
  const visitor = identifyVisitor({ locale: c.var.locale, cookieHeader: c.req.header('cookie'), preview, bodyMonetateId: body.monetateId, mint: false });
  if (preview || !visitor.monetateId) return c.json({ accepted: 0, rejected: 0, stored: false });
  const experiences = await liveExperiences(c.var.db, siteId, c.var.locale);
  const counted = await recordExperimentEvents(c.var.db, { siteId, monetateId: visitor.monetateId, events: body.events, experiences });
  return c.json({ ...counted, stored: true });
});

defineRoute(personalisationRoutes, {
  method: 'get', path: '/engine/v1/report/:brand', tag: 'Personalisation',
  summary: 'Per experiment and arm: visitors, conversions (add to cart, order), rate and 95 % interval (a preview token of the site)',
  params: brandParams, responses: { 200: experimentReportSchema }, errors: ['SIT400', 'CNT401', 'CNT403'],
}, async (c, { params }) => {
  const siteId = siteOf(params.brand);
  await requireContentToken(c, 'preview', siteId);
  const [experiences, counts] = await Promise.all([liveExperiences(c.var.db, siteId, c.var.locale), countExperimentEvents(c.var.db, siteId)]);
  c.header('cache-control', 'no-store');
  return c.json(experimentReport(siteId, experiences, counts));
});
