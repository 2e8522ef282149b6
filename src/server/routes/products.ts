import { Hono } from 'hono';
import { catalogSchema } from '@schemas/commerce/catalog';
import { productInventorySchema, productSchema } from '@schemas/commerce/product';
import { loadCatalog } from '../domain/catalog/catalog-tree';
import { loadProductDetails } from '../domain/catalog/product-details';
import { loadProductInventory } from '../domain/catalog/product-inventory';
import { ApiError } from '../http/api-error';
import { defineRoute } from '../http/define-route';
import type { ApiEnv } from '../http/env';
import { apiBaseOf, publicCatalogCache } from './products/cache';
import { productMediaRoutes } from './products/media';
import { discoveryRoutes } from './products/discovery';
import { productIdParam } from './products/params';
import { reviewRoutes } from './products/reviews';
import { productSearchRoutes } from './products/search';


/** Spec §7 product calls. Products belong to one site: another site's id is a 404 here. */
export const productRoutes = new Hono<ApiEnv>();

defineRoute(productRoutes, {
  method: 'get', path: '/products/v2/products/:productId/details', tag: 'Products',
  summary: 'A product with its variants, prices, attributes and details',
  responses: { 200: productSchema }, errors: ['PRD404'],
}, async (c) => {
  const id = productIdParam(c.req.param('productId')!);
  const product = await loadProductDetails(c.var.db, c.var.siteId, id, c.var.locale, apiBaseOf(c));
  if (!product) throw new ApiError('PRD404');
  publicCatalogCache(c);
  return c.json(product);
});

defineRoute(productRoutes, {
  method: 'get', path: '/products/v2/products/:productId/inventory', tag: 'Products',
  summary: 'Live online stock of every variant of a product', responses: { 200: productInventorySchema }, errors: ['PRD404'],
}, async (c) => {
  const id = productIdParam(c.req.param('productId')!);
  const result = await loadProductInventory(c.var.db, c.var.siteId, id);
  if (!result) throw new ApiError('PRD404');
  // Live stock: never from a cache.
  c.header('cache-control', 'no-store');
  return c.json(result);
});

defineRoute(productRoutes, {
  method: 'get', path: '/products/v2/catalog', tag: 'Products',
  summary: 'The category tree of the site, with localized names and URLs', responses: { 200: catalogSchema },
}, async (c) => {
  const catalog = await loadCatalog(c.var.db, c.var.siteId, c.var.locale);
  publicCatalogCache(c);
  return c.json(catalog);
});

productRoutes.route('/', productSearchRoutes);
productRoutes.route('/', reviewRoutes);
productRoutes.route('/', discoveryRoutes);
productRoutes.route('/', productMediaRoutes);
