import { Hono, type Context } from 'hono';
import { DOCUMENT_KEY } from '@schemas/content/document';
import { canvasSchema } from '@schemas/content/canvas';
import { defineRoute } from '../../http/define-route';
import { DEFAULT_CANVAS_KEY, isNamedPage } from '../../../../schemas/content/canvas-addresses';
import { ApiError } from '../../http/api-error';
import type { ApiEnv } from '../../http/env';
import { findCanvas, unavailableFragments, type CanvasAddress } from '../../domain/content/canvas-store';
import { referencedFragments } from '../../domain/content/fragment-refs';
import { serveContent } from './serve';

type ContentContext = Context<ApiEnv>;
const PREFIX = '/:mode/caas/v1/canvas';
const TAG = 'Content';
const MODE = 'publish (cached, what shoppers see) or preview (drafts; needs a preview token: the cms query parameter or the x-editor-token header; previewDateTime shows a future moment)';
const CANVAS_ERRORS = ['CNT401', 'CNT403', 'CNT404'] as const;

/**
 * One canvas document, or 404 CNT404 when none exists (or its fallback); 204 when excluded.
 * A canvas that uses a fragment which is missing, unpublished or excluded fails with the
 * fragment's status (404), naming it.
 */
export function serveCanvas(c: ContentContext, canvasPath: string, address: Omit<CanvasAddress, 'locale'>) {
  return serveContent(c, address.siteId, canvasPath, async (moment) => {
    if (!DOCUMENT_KEY.test(address.key)) throw new ApiError('CNT404');
    const where = { ...address, locale: c.var.locale };
    const found = await findCanvas(c.var.db, where, moment);
    if (!found) throw new ApiError('CNT404');
    if (found.kind === 'excluded') return { empty: true, changesAt: found.changesAt };
    if (address.docType !== 'fragment') {
      const missing = await unavailableFragments(c.var.db, where, referencedFragments(found.canvas.blocks), moment);
      if (missing.length > 0) throw new ApiError('CNT404', `Fragment '${missing[0]}' used by ${canvasPath} is not available.`, { field: 'fragmentId' });
    }
    return { json: found.canvas, changesAt: found.changesAt };
  });
}

/** CAAS canvases (spec §7 Content): GET /{publish|preview}/caas/v1/canvas/... */
export const canvasRoutes = new Hono<ApiEnv>();

defineRoute(canvasRoutes, {
  method: 'get', path: `${PREFIX}/augmentedpage/:siteId/:page`, tag: TAG, summary: "A landing page canvas (home and other augmented pages)", description: MODE,
  responses: { 200: canvasSchema, 204: { description: 'Excluded path: nothing to show' } }, errors: CANVAS_ERRORS,
}, (c) => {
  const siteId = c.req.param('siteId')!;
  const page = c.req.param('page')!;
  return serveCanvas(c, `augmentedpage/${siteId}/${page}`, { siteId, docType: 'augmentedpage', key: page });
});

defineRoute(canvasRoutes, {
  method: 'get', path: `${PREFIX}/category/:siteId/:categoryId`, tag: TAG, summary: "The editorial canvas of a category page (falls back to the site's default)", description: MODE,
  responses: { 200: canvasSchema, 204: { description: 'Excluded path: nothing to show' } }, errors: CANVAS_ERRORS,
}, (c) => {
  const siteId = c.req.param('siteId')!;
  const categoryId = c.req.param('categoryId')!;
  return serveCanvas(c, `category/${siteId}/${categoryId}`, { siteId, docType: 'category', key: categoryId, fallbackKey: DEFAULT_CANVAS_KEY });
});

defineRoute(canvasRoutes, {
  method: 'get', path: `${PREFIX}/product/:siteId/:productId`, tag: TAG, summary: "The editorial canvas of a product page (falls back to the site's default)", description: MODE,
  responses: { 200: canvasSchema, 204: { description: 'Excluded path: nothing to show' } }, errors: CANVAS_ERRORS,
}, (c) => {
  const siteId = c.req.param('siteId')!;
  const productId = c.req.param('productId')!;
  return serveCanvas(c, `product/${siteId}/${productId}`, { siteId, docType: 'product', key: productId, fallbackKey: DEFAULT_CANVAS_KEY });
});

defineRoute(canvasRoutes, {
  method: 'get', path: `${PREFIX}/search/:siteId/:searchType`, tag: TAG, summary: "A search page canvas (falls back to the site's default)", description: MODE,
  responses: { 200: canvasSchema, 204: { description: 'Excluded path: nothing to show' } }, errors: CANVAS_ERRORS,
}, (c) => {
  const siteId = c.req.param('siteId')!;
  const searchType = c.req.param('searchType')!;
  return serveCanvas(c, `search/${siteId}/${searchType}`, { siteId, docType: 'search', key: searchType, fallbackKey: DEFAULT_CANVAS_KEY });
});

defineRoute(canvasRoutes, {
  method: 'get', path: `${PREFIX}/page/:siteId/:path{.+}`, tag: TAG, summary: "A generic page, served at /{locale}/{path}", description: MODE,
  responses: { 200: canvasSchema, 204: { description: 'Excluded path: nothing to show' } }, errors: CANVAS_ERRORS,
}, (c) => {
  const siteId = c.req.param('siteId')!;
  const path = c.req.param('path')!;
  const key = path.replace(/\/+$/, '');
  return serveCanvas(c, `page/${siteId}/${key}`, { siteId, docType: 'page', key });
});

/** An article document (docType article): its page is /{locale}/stories/{key}; the article search lists it. */
defineRoute(canvasRoutes, {
  method: 'get', path: `${PREFIX}/article/:siteId/:key`, tag: TAG, summary: "An article, served at /{locale}/stories/{key}", description: MODE,
  responses: { 200: canvasSchema, 204: { description: 'Excluded path: nothing to show' } }, errors: CANVAS_ERRORS,
}, (c) => {
  const siteId = c.req.param('siteId')!;
  const key = c.req.param('key')!;
  return serveCanvas(c, `article/${siteId}/${key}`, { siteId, docType: 'article', key });
});

/** A fragment belongs to the request's site (x-brand header or siteId query parameter). */
defineRoute(canvasRoutes, {
  method: 'get', path: `${PREFIX}/fragment/:fragmentId`, tag: TAG, summary: "A fragment of the request's site (a reusable piece of a page)", description: MODE,
  responses: { 200: canvasSchema, 204: { description: 'Excluded path: nothing to show' } }, errors: CANVAS_ERRORS,
}, (c) => {
  const fragmentId = c.req.param('fragmentId')!;
  const siteId = c.var.siteId;
  return serveCanvas(c, `fragment/${fragmentId}`, { siteId, docType: 'fragment', key: fragmentId });
});

for (const docType of ['footer', 'menu'] as const) {
  defineRoute(canvasRoutes, {
    method: 'get', path: `${PREFIX}/${docType}/:siteId`, tag: TAG, summary: `The site's ${docType} document`, description: MODE,
    responses: { 200: canvasSchema, 204: { description: 'Excluded path: nothing to show' } }, errors: CANVAS_ERRORS,
  }, (c) => {
    const siteId = c.req.param('siteId')!;
    return serveCanvas(c, `${docType}/${siteId}`, { siteId, docType, key: DEFAULT_CANVAS_KEY });
  });
}

/** Named pages (account, cart, error-4xx, ...): one site-wide document each. Registered last. */
export const namedPageRoutes = new Hono<ApiEnv>();

defineRoute(namedPageRoutes, {
  method: 'get', path: `${PREFIX}/:namedPage/:siteId`, tag: TAG, summary: 'A named page of the site (account, cart, checkout, error-4xx, ...)', description: MODE,
  responses: { 200: canvasSchema, 204: { description: 'Excluded path: nothing to show' } }, errors: CANVAS_ERRORS,
}, (c) => {
  const namedPage = c.req.param('namedPage')!;
  const siteId = c.req.param('siteId')!;
  if (!isNamedPage(namedPage)) throw new ApiError('API404', `No API route for GET ${new URL(c.req.url).pathname}.`);
  return serveCanvas(c, `${namedPage}/${siteId}`, { siteId, docType: namedPage, key: DEFAULT_CANVAS_KEY });
});
