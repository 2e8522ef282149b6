import { Hono } from 'hono';
import { recommendationsQuerySchema } from '@schemas/commerce/recommendations';
import { availabilityBodySchema } from '@schemas/commerce/stores';
import { loadProductSet, loadProductSetsOf } from '../../domain/catalog/product-sets';
import { recommend } from '../../domain/catalog/recommendations';
import { checkAvailability, loadStoreInventory } from '../../domain/catalog/stores/store-stock';
import { ApiError } from '../../http/api-error';
import type { ApiEnv } from '../../http/env';
import { readBody } from '../../http/validate';
import { apiBaseOf, publicCatalogCache } from './cache';
import { idList, productIdParam } from './params';
import { readListQuery } from './query';

/** Product sets, availability, store inventory and recommendations (spec §7). */
export const discoveryRoutes = new Hono<ApiEnv>();

discoveryRoutes.get('/products/v2/products/:productId/productSets', async (c) => {
  const productId = productIdParam(c.req.param('productId'));
  const result = await loadProductSetsOf(c.var.db, c.var.siteId, c.var.locale, productId, apiBaseOf(c, '/products/v2/'));
  publicCatalogCache(c);
  return c.json(result);
});

discoveryRoutes.get('/products/v2/products/:productSetId/productSet', async (c) => {
  const setId = c.req.param('productSetId');
  if (!/^[A-Z0-9]{8,11}$/.test(setId)) throw new ApiError('SET404');
  const result = await loadProductSet(c.var.db, c.var.siteId, c.var.locale, setId, apiBaseOf(c, '/products/v2/'));
  publicCatalogCache(c);
  return c.json(result);
});

discoveryRoutes.post('/products/v1/products/:productId/availability', async (c) => {
  const productId = productIdParam(c.req.param('productId'));
  const body = await readBody(c, availabilityBodySchema);
  c.header('cache-control', 'no-store');
  return c.json(await checkAvailability(c.var.db, c.var.siteId, c.var.locale, productId, body));
});

discoveryRoutes.get('/products/v2/products/:productId/storeInventory', async (c) => {
  const productId = productIdParam(c.req.param('productId'));
  const storeIds = idList(c.req.queries('storeIds'));
  if (storeIds.length === 0 || storeIds.length > 20) {
    throw new ApiError('API400', 'storeIds: give 1 to 20 store ids, comma-separated.', { field: 'storeIds' });
  }
  c.header('cache-control', 'no-store');
  return c.json(await loadStoreInventory(c.var.db, c.var.siteId, productId, storeIds));
});

discoveryRoutes.get('/products/v1/widgetRecommendations', async (c) => {
  const query = readListQuery(c, recommendationsQuerySchema, ['productIds']);
  const result = await recommend(c.var.db, c.var.siteId, c.var.locale, query, apiBaseOf(c, '/products/v1/'));
  c.header('cache-control', query.type === 'recently-viewed' ? 'no-store' : 'public, max-age=60, stale-while-revalidate=300');
  return c.json(result);
});
