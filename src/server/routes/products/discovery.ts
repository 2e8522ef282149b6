import { Hono } from 'hono';
import { productSetSchema, productSetsSchema } from '@schemas/commerce/catalog';
import { recommendationsQuerySchema, recommendationsResponseSchema } from '@schemas/commerce/recommendations';
import { availabilityBodySchema, availabilityResponseSchema, storeInventoryQuerySchema, storeInventoryResponseSchema } from '@schemas/commerce/stores';
import { loadProductSet, loadProductSetsOf } from '../../domain/catalog/product-sets';
import { recommend } from '../../domain/catalog/recommendations';
import { checkAvailability, loadStoreInventory } from '../../domain/catalog/stores/store-stock';
import { ApiError } from '../../http/api-error';
import { defineRoute } from '../../http/define-route';
import type { ApiEnv } from '../../http/env';
import { apiBaseOf, publicCatalogCache } from './cache';
import { productIdParam } from './params';

/** Product sets, availability, store inventory and recommendations (spec §7). */
export const discoveryRoutes = new Hono<ApiEnv>();
const TAG = 'Products';

defineRoute(discoveryRoutes, {
  method: 'get', path: '/products/v2/products/:productId/productSets', tag: TAG,
  summary: 'The sets (complete the look) a product belongs to', responses: { 200: productSetsSchema }, errors: ['PRD404'],
}, async (c) => {
  const productId = productIdParam(c.req.param('productId')!);
  const result = await loadProductSetsOf(c.var.db, c.var.siteId, c.var.locale, productId, apiBaseOf(c));
  publicCatalogCache(c);
  return c.json(result);
});

defineRoute(discoveryRoutes, {
  method: 'get', path: '/products/v2/products/:productSetId/productSet', tag: TAG,
  summary: 'One product set with its products', responses: { 200: productSetSchema }, errors: ['SET404'],
}, async (c) => {
  const setId = c.req.param('productSetId')!;
  if (!/^[A-Z0-9]{8,11}$/.test(setId)) throw new ApiError('SET404');
  const result = await loadProductSet(c.var.db, c.var.siteId, c.var.locale, setId, apiBaseOf(c));
  publicCatalogCache(c);
  return c.json(result);
});

defineRoute(discoveryRoutes, {
  method: 'post', path: '/products/v1/products/:productId/availability', tag: TAG,
  summary: 'Whether variants can be bought online or picked up in given stores',
  body: availabilityBodySchema, responses: { 200: availabilityResponseSchema }, errors: ['PRD404', 'VAR404', 'STR404'],
}, async (c, { body }) => {
  const productId = productIdParam(c.req.param('productId')!);
  c.header('cache-control', 'no-store');
  return c.json(await checkAvailability(c.var.db, c.var.siteId, c.var.locale, productId, body));
});

defineRoute(discoveryRoutes, {
  method: 'get', path: '/products/v2/products/:productId/storeInventory', tag: TAG,
  summary: 'Stock of a product’s variants in up to 20 stores', query: storeInventoryQuerySchema, queryLists: ['storeIds'],
  responses: { 200: storeInventoryResponseSchema }, errors: ['PRD404'],
}, async (c, { query }) => {
  const productId = productIdParam(c.req.param('productId')!);
  c.header('cache-control', 'no-store');
  return c.json(await loadStoreInventory(c.var.db, c.var.siteId, productId, query.storeIds));
});

defineRoute(discoveryRoutes, {
  method: 'get', path: '/products/v1/widgetRecommendations', tag: TAG,
  summary: 'Recommendations: related, also bought, recently viewed or trending products',
  query: recommendationsQuerySchema, queryLists: ['productIds'], responses: { 200: recommendationsResponseSchema },
}, async (c, { query }) => {
  const result = await recommend(c.var.db, c.var.siteId, c.var.locale, query, apiBaseOf(c));
  c.header('cache-control', query.type === 'recently-viewed' ? 'no-store' : 'public, max-age=60, stale-while-revalidate=300');
  return c.json(result);
});
