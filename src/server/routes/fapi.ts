import { Hono } from 'hono';
import { compareQuerySchema, SIZE_CHART_TYPES } from '@schemas/commerce/fapi';
import { compareProducts } from '../domain/catalog/fapi/compare';
import { searchHub } from '../domain/catalog/fapi/search-hub';
import { footSizes, sizeChart } from '../domain/catalog/fapi/size-charts';
import { ApiError } from '../http/api-error';
import type { ApiEnv } from '../http/env';
import { apiBaseOf, publicCatalogCache } from './products/cache';
import { readListQuery } from './products/query';

/** Spec §7 internal (mock) calls under the API base path: /fapi/components/... and /fapi/server/time. */
export const fapiRoutes = new Hono<ApiEnv>();

fapiRoutes.get('/fapi/components/compare', async (c) => {
  const { ids } = readListQuery(c, compareQuerySchema, ['ids']);
  const result = await compareProducts(c.var.db, c.var.siteId, c.var.locale, ids, apiBaseOf(c, '/fapi/'));
  publicCatalogCache(c);
  return c.json(result);
});

fapiRoutes.get('/fapi/components/size-chart/:productType', (c) => {
  const type = c.req.param('productType');
  const known = SIZE_CHART_TYPES.find((t) => t === type);
  if (!known) throw new ApiError('API404', `No size chart for '${type}'. Known: ${SIZE_CHART_TYPES.join(', ')}.`, { field: 'productType' });
  c.header('cache-control', 'public, max-age=3600');
  return c.json(sizeChart(known));
});

fapiRoutes.get('/fapi/components/foot-sizes', (c) => {
  c.header('cache-control', 'public, max-age=3600');
  return c.json(footSizes());
});

fapiRoutes.get('/fapi/components/search-hub', async (c) => {
  const result = await searchHub(c.var.db, c.var.siteId, c.var.locale);
  publicCatalogCache(c);
  return c.json(result);
});

fapiRoutes.get('/fapi/server/time', (c) => {
  const now = new Date();
  c.header('cache-control', 'no-store');
  return c.json({ timestamp: now.toISOString(), epochMs: now.getTime() });
});
