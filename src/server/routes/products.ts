import { Hono } from 'hono';
import { loadCatalog } from '../domain/catalog/catalog-tree';
import { loadProductDetails } from '../domain/catalog/product-details';
import { loadProductInventory } from '../domain/catalog/product-inventory';
import { ApiError } from '../http/api-error';
import type { ApiEnv } from '../http/env';
import { apiBaseOf, publicCatalogCache } from './products/cache';
import { productMediaRoutes } from './products/media';
import { discoveryRoutes } from './products/discovery';
import { reviewRoutes } from './products/reviews';
import { productSearchRoutes } from './products/search';

/** Product ids as in storefront urls; anything else cannot be a product. */
const PRODUCT_ID = /^[A-Z0-9]{8,11}$/;
const ROUTE_PART = '/products/v2/';

function productIdParam(raw: string): string {
  if (!PRODUCT_ID.test(raw)) throw new ApiError('PRD404');
  return raw;
}

/** Spec §7 product calls. Products belong to one site: another site's id is a 404 here. */
export const productRoutes = new Hono<ApiEnv>();

productRoutes.get('/products/v2/products/:productId/details', async (c) => {
  const id = productIdParam(c.req.param('productId'));
  const product = await loadProductDetails(c.var.db, c.var.siteId, id, c.var.locale, apiBaseOf(c, ROUTE_PART));
  if (!product) throw new ApiError('PRD404');
  publicCatalogCache(c);
  return c.json(product);
});

productRoutes.get('/products/v2/products/:productId/inventory', async (c) => {
  const id = productIdParam(c.req.param('productId'));
  const result = await loadProductInventory(c.var.db, c.var.siteId, id);
  if (!result) throw new ApiError('PRD404');
  // Live stock: never from a cache.
  c.header('cache-control', 'no-store');
  return c.json(result);
});

productRoutes.get('/products/v2/catalog', async (c) => {
  const catalog = await loadCatalog(c.var.db, c.var.siteId, c.var.locale);
  publicCatalogCache(c);
  return c.json(catalog);
});

productRoutes.route('/', productSearchRoutes);
productRoutes.route('/', reviewRoutes);
productRoutes.route('/', discoveryRoutes);
productRoutes.route('/', productMediaRoutes);
