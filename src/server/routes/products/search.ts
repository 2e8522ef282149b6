import { Hono } from 'hono';
import { autoSuggestQuerySchema, productSearchParamsSchema } from '@schemas/commerce/search';
import { autoSuggest } from '../../domain/catalog/search/auto-suggest';
import { facetedSearch } from '../../domain/catalog/search/faceted-search';
import type { ApiEnv } from '../../http/env';
import { readQuery } from '../../http/validate';
import { apiBaseOf, publicCatalogCache } from './cache';
import { readListQuery } from './query';

const ROUTE_PART = '/products/v2/';

/** GET /products/v2/search/productSearch and /autoSuggest. */
export const productSearchRoutes = new Hono<ApiEnv>();

productSearchRoutes.get('/products/v2/search/productSearch', async (c) => {
  const params = readListQuery(c, productSearchParamsSchema, ['size', 'color', 'brand', 'badge']);
  const result = await facetedSearch(c.var.db, c.var.siteId, c.var.locale, params, apiBaseOf(c, ROUTE_PART));
  publicCatalogCache(c);
  return c.json(result);
});

productSearchRoutes.get('/products/v2/search/autoSuggest', async (c) => {
  const { query } = readQuery(c, autoSuggestQuerySchema);
  const result = await autoSuggest(c.var.db, c.var.siteId, c.var.locale, query, apiBaseOf(c, ROUTE_PART));
  publicCatalogCache(c);
  return c.json(result);
});
