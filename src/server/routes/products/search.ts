import { Hono } from 'hono';
import { autoSuggestQuerySchema, autoSuggestResponseSchema, productSearchParamsSchema, productSearchResponseSchema } from '@schemas/commerce/search';
import { autoSuggest } from '../../domain/catalog/search/auto-suggest';
import { facetedSearch } from '../../domain/catalog/search/faceted-search';
import { defineRoute } from '../../http/define-route';
import type { ApiEnv } from '../../http/env';
import { apiBaseOf, publicCatalogCache } from './cache';


/** GET /products/v2/search/productSearch and /autoSuggest. */
export const productSearchRoutes = new Hono<ApiEnv>();

defineRoute(productSearchRoutes, {
  method: 'get', path: '/products/v2/search/productSearch', tag: 'Products',
  summary: 'Faceted product search (query, category, filters, sort, paging)',
  query: productSearchParamsSchema, queryLists: ['size', 'color', 'brand', 'badge'],
  responses: { 200: productSearchResponseSchema },
}, async (c, { query }) => {
  const result = await facetedSearch(c.var.db, c.var.siteId, c.var.locale, query, apiBaseOf(c));
  publicCatalogCache(c);
  return c.json(result);
});

defineRoute(productSearchRoutes, {
  method: 'get', path: '/products/v2/search/autoSuggest', tag: 'Products',
  summary: 'Suggestions (products, categories, queries) for a partial search term',
  query: autoSuggestQuerySchema, responses: { 200: autoSuggestResponseSchema },
}, async (c, { query }) => {
  const result = await autoSuggest(c.var.db, c.var.siteId, c.var.locale, query.query, apiBaseOf(c));
  publicCatalogCache(c);
  return c.json(result);
});
