import { Hono } from 'hono';
import { loadProductImageSvg } from '../../domain/catalog/product-media';
import type { ProductView } from '../../domain/catalog/product-image';
import { ApiError } from '../../http/api-error';
import type { ApiEnv } from '../../http/env';
import { defineRoute } from '../../http/define-route';

/** GET /media/products/{productId}/{colorValue}[-top|-detail].svg: generated product pictures. */
export const productMediaRoutes = new Hono<ApiEnv>();

defineRoute(productMediaRoutes, {
  method: 'get', path: '/media/products/:productId/:file{[0-9A-Za-z-]{1,17}\\.svg}', tag: 'Products',
  summary: 'The generated picture of a product in one colour: {colorValue}.svg from the side, {colorValue}-top.svg from above, {colorValue}-detail.svg a close-up',
  responses: { 200: { contentType: 'image/svg+xml', description: 'An SVG picture' } }, errors: ['PRD404'],
}, async (c) => {
  const productId = c.req.param('productId')!;
  const [, colorValue, view] = /^([0-9A-Za-z]{1,10})(?:-(top|detail))?\.svg$/.exec(c.req.param('file')!) ?? [];
  if (!/^[A-Z0-9]{8,11}$/.test(productId) || !colorValue) throw new ApiError('PRD404');
  const svg = await loadProductImageSvg(c.var.db, productId, colorValue, (view as ProductView | undefined) ?? 'side');
  if (!svg) throw new ApiError('PRD404', 'No image for this product and colour.');
  return c.body(svg, 200, {
    'content-type': 'image/svg+xml; charset=utf-8',
    'cache-control': 'public, max-age=31536000, immutable',
  });
});
