import { Hono } from 'hono';
import { z } from 'zod';
import {
  collectionsSchema, compareQuerySchema, compareResponseSchema, footSizesSchema, utilityLinksSchema, locationSelectorSchema, validateResponseBodySchema, validateResponseResultSchema, searchHubSchema, serverTimeSchema, SIZE_CHART_TYPES, sizeChartSchema,
} from '@schemas/commerce/fapi';
import { compareProducts } from '../domain/catalog/fapi/compare';
import { searchHub } from '../domain/catalog/fapi/search-hub';
import { footSizes, sizeChart } from '../domain/catalog/fapi/size-charts';
import { locationSelector } from '../domain/catalog/fapi/location-selector';
import { collections } from '../domain/catalog/fapi/collections';
import { utilityLinks } from '../domain/catalog/fapi/utility-links';
import { canvasSchema } from '@schemas/content/canvas';
import { DEFAULT_CANVAS_KEY } from '@schemas/content/canvas-addresses';
import { serveCanvas } from './content/canvas-routes';
import { geoCountryHeaders, visitorCountry } from '../http/visitor-country';
import { ANSWER_NAMES, isAnswerName, validateAnswer } from '../domain/system/validate-response';
import { requestRate } from './auth/throttle-guards';
import { ApiError } from '../http/api-error';
import { defineRoute } from '../http/define-route';
import type { ApiEnv } from '../http/env';
import { apiBaseOf, publicCatalogCache } from './products/cache';

/** Spec §7 internal (mock) calls under the API base path: /fapi/components/... and /fapi/server/time. */
export const fapiRoutes = new Hono<ApiEnv>();
const TAG = 'Internal';

defineRoute(fapiRoutes, {
  method: 'get', path: '/fapi/components/compare', tag: TAG, summary: 'Two to four products side by side',
  query: compareQuerySchema, queryLists: ['ids'], responses: { 200: compareResponseSchema },
}, async (c, { query }) => {
  const result = await compareProducts(c.var.db, c.var.siteId, c.var.locale, query.ids, apiBaseOf(c));
  publicCatalogCache(c);
  return c.json(result);
});

defineRoute(fapiRoutes, {
  method: 'get', path: '/fapi/components/size-chart/:productType', tag: TAG, summary: 'The size chart of a product type',
  params: z.object({ productType: z.string() }), responses: { 200: sizeChartSchema },
}, (c) => {
  const type = c.req.param('productType')!;
  const known = SIZE_CHART_TYPES.find((t) => t === type);
  if (!known) throw new ApiError('API404', `No size chart for '${type}'. Known: ${SIZE_CHART_TYPES.join(', ')}.`, { field: 'productType' });
  c.header('cache-control', 'public, max-age=3600');
  return c.json(sizeChart(known));
});

defineRoute(fapiRoutes, {
  method: 'get', path: '/fapi/components/foot-sizes', tag: TAG, summary: 'Foot sizes for the preferred shoe size', responses: { 200: footSizesSchema },
}, (c) => {
  c.header('cache-control', 'public, max-age=3600');
  return c.json(footSizes());
});

defineRoute(fapiRoutes, {
  method: 'get', path: '/fapi/components/search-hub', tag: TAG, summary: 'Popular searches and categories of the search hub', responses: { 200: searchHubSchema },
}, async (c) => {
  const result = await searchHub(c.var.db, c.var.siteId, c.var.locale);
  publicCatalogCache(c);
  return c.json(result);
});

defineRoute(fapiRoutes, {
  method: 'get', path: '/fapi/components/collections', tag: TAG, summary: "The brand's departments, each with its categories that hold products", responses: { 200: collectionsSchema },
}, async (c) => {
  const result = await collections(c.var.db, c.var.siteId, c.var.locale);
  publicCatalogCache(c);
  return c.json(result);
});

defineRoute(fapiRoutes, {
  method: 'get', path: '/fapi/components/utility', tag: TAG, summary: 'The utility links every page offers (help, returns, account, favorites, loyalty)', responses: { 200: utilityLinksSchema },
}, (c) => {
  c.header('cache-control', 'public, max-age=3600');
  return c.json(utilityLinks(c.var.locale));
});

const CANVAS_ANSWERS = { 200: canvasSchema, 204: { description: 'Excluded: nothing to show' } } as const;

defineRoute(fapiRoutes, {
  method: 'get', path: '/fapi/components/footer', tag: TAG, summary: "The site's published footer document (as GET /publish/caas/v1/canvas/footer/{siteId})",
  responses: CANVAS_ANSWERS, errors: ['CNT404'],
}, (c) => serveCanvas(c, `footer/${c.var.siteId}`, { siteId: c.var.siteId, docType: 'footer', key: DEFAULT_CANVAS_KEY }));

const GEO_HEADERS = geoCountryHeaders();

defineRoute(fapiRoutes, {
  method: 'get', path: '/fapi/pages/location-selector', tag: TAG,
  summary: "The site's countries and locales, and the visitor's country when the edge's geo header gives it (GEO_COUNTRY_HEADER)",
  responses: { 200: locationSelectorSchema },
}, (c) => {
  const detected = visitorCountry((name) => c.req.header(name), GEO_HEADERS);
  // The answer depends on where the visitor is: never shared by a cache.
  c.header('cache-control', 'private, no-store');
  return c.json(locationSelector(c.var.siteId, c.var.locale, detected));
});

defineRoute(fapiRoutes, {
  method: 'get', path: '/fapi/server/time', tag: TAG, summary: 'The server time (opt-in dates and age limits never use the device clock)',
  responses: { 200: serverTimeSchema },
}, (c) => {
  const now = new Date();
  c.header('cache-control', 'no-store');
  return c.json({ timestamp: now.toISOString(), epochMs: now.getTime() });
});

/** Reports a client may send in a minute (each is logged when the answer broke its contract). */
const VALIDATE_RESPONSE_PER_MINUTE = 60;

defineRoute(fapiRoutes, {
  method: 'post', path: '/fapi/api/validate-response/:contract', tag: TAG,
  summary: 'Holds an answer a client received against its contract (a schema of the API); a mismatch is logged for the team',
  description: `contract is one of: ${ANSWER_NAMES.join(', ')}. Refused with 429 API429 past ${VALIDATE_RESPONSE_PER_MINUTE} reports a minute per client.`,
  params: z.object({ contract: z.string().max(100) }), body: validateResponseBodySchema, responses: { 200: validateResponseResultSchema }, errors: ['API404', 'API429'],
  middleware: [requestRate('validate-response', VALIDATE_RESPONSE_PER_MINUTE, { errorId: 'API429', windowMs: 60_000 })],
}, (c, { body }) => {
  const contract = c.req.param('contract')!;
  if (!isAnswerName(contract)) throw new ApiError('API404', `No answer contract named '${contract.slice(0, 100)}'.`, { field: 'contract' });
  const result = validateAnswer(contract, body.data);
  if (!result.valid) {
    // One line, every client-given string quoted by JSON so it cannot forge log lines.
    console.warn(`[contract] ${contract} answer of ${JSON.stringify(`${body.method ?? '?'} ${body.path ?? '?'}`)} breaks its contract: ${JSON.stringify(result.issues.slice(0, 3))}${body.error ? ` (client: ${JSON.stringify(body.error.slice(0, 200))})` : ''}`);
  }
  c.header('cache-control', 'no-store');
  return c.json(result);
});

// After /fapi/pages/location-selector, which it would otherwise match.
defineRoute(fapiRoutes, {
  method: 'get', path: '/fapi/pages/:page{.+}', tag: TAG, summary: 'A published generic page of the site (as GET /publish/caas/v1/canvas/page/{siteId}/{page})',
  responses: CANVAS_ANSWERS, errors: ['CNT404'],
}, (c) => {
  const key = c.req.param('page')!.replace(/\/+$/, '');
  return serveCanvas(c, `page/${c.var.siteId}/${key}`, { siteId: c.var.siteId, docType: 'page', key });
});
