import { Hono } from 'hono';
import { z } from 'zod';
import {
  compareQuerySchema, compareResponseSchema, footSizesSchema, locationSelectorSchema, searchHubSchema, serverTimeSchema, SIZE_CHART_TYPES, sizeChartSchema,
} from '@schemas/commerce/fapi';
import { compareProducts } from '../domain/catalog/fapi/compare';
import { searchHub } from '../domain/catalog/fapi/search-hub';
import { footSizes, sizeChart } from '../domain/catalog/fapi/size-charts';
import { locationSelector } from '../domain/catalog/fapi/location-selector';
import { geoCountryHeaders, visitorCountry } from '../http/visitor-country';
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
  const result = await compareProducts(c.var.db, c.var.siteId, c.var.locale, query.ids, apiBaseOf(c, '/fapi/'));
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
