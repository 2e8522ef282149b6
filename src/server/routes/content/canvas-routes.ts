import { Hono, type Context } from 'hono';
import { DOCUMENT_KEY } from '@schemas/content/document';
import { DEFAULT_CANVAS_KEY, isNamedPage } from '../../../../schemas/content/canvas-addresses';
import { ApiError } from '../../http/api-error';
import type { ApiEnv } from '../../http/env';
import { findCanvas, unavailableFragments, type CanvasAddress } from '../../content/canvas-store';
import { referencedFragments } from '../../content/fragment-refs';
import { serveContent } from './serve';

type ContentContext = Context<ApiEnv>;
const PREFIX = '/:mode/caas/v1/canvas';

/**
 * One canvas document, or 404 CNT404 when none exists (or its fallback); 204 when excluded.
 * A canvas that uses a fragment which is missing, unpublished or excluded fails with the
 * fragment's status (404), naming it.
 */
function serveCanvas(c: ContentContext, canvasPath: string, address: Omit<CanvasAddress, 'locale'>) {
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

canvasRoutes.get(`${PREFIX}/augmentedpage/:siteId/:page`, (c) => {
  const { siteId, page } = c.req.param();
  return serveCanvas(c, `augmentedpage/${siteId}/${page}`, { siteId, docType: 'augmentedpage', key: page });
});

canvasRoutes.get(`${PREFIX}/category/:siteId/:categoryId`, (c) => {
  const { siteId, categoryId } = c.req.param();
  return serveCanvas(c, `category/${siteId}/${categoryId}`, { siteId, docType: 'category', key: categoryId, fallbackKey: DEFAULT_CANVAS_KEY });
});

canvasRoutes.get(`${PREFIX}/product/:siteId/:productId`, (c) => {
  const { siteId, productId } = c.req.param();
  return serveCanvas(c, `product/${siteId}/${productId}`, { siteId, docType: 'product', key: productId, fallbackKey: DEFAULT_CANVAS_KEY });
});

canvasRoutes.get(`${PREFIX}/search/:siteId/:searchType`, (c) => {
  const { siteId, searchType } = c.req.param();
  return serveCanvas(c, `search/${siteId}/${searchType}`, { siteId, docType: 'search', key: searchType, fallbackKey: DEFAULT_CANVAS_KEY });
});

canvasRoutes.get(`${PREFIX}/page/:siteId/:path{.+}`, (c) => {
  const { siteId, path } = c.req.param();
  const key = path.replace(/\/+$/, '');
  return serveCanvas(c, `page/${siteId}/${key}`, { siteId, docType: 'page', key });
});

/** An article document (docType article): its page is /{locale}/stories/{key}; the article search lists it. */
canvasRoutes.get(`${PREFIX}/article/:siteId/:key`, (c) => {
  const { siteId, key } = c.req.param();
  return serveCanvas(c, `article/${siteId}/${key}`, { siteId, docType: 'article', key });
});

/** A fragment belongs to the request's site (x-brand header or siteId query parameter). */
canvasRoutes.get(`${PREFIX}/fragment/:fragmentId`, (c) => {
  const fragmentId = c.req.param('fragmentId');
  const siteId = c.var.siteId;
  return serveCanvas(c, `fragment/${fragmentId}`, { siteId, docType: 'fragment', key: fragmentId });
});

for (const docType of ['footer', 'menu'] as const) {
  canvasRoutes.get(`${PREFIX}/${docType}/:siteId`, (c) => {
    const siteId = c.req.param('siteId');
    return serveCanvas(c, `${docType}/${siteId}`, { siteId, docType, key: DEFAULT_CANVAS_KEY });
  });
}

/** Named pages (account, cart, error-4xx, ...): one site-wide document each. Registered last. */
export const namedPageRoutes = new Hono<ApiEnv>();

namedPageRoutes.get(`${PREFIX}/:namedPage/:siteId`, (c) => {
  const { namedPage, siteId } = c.req.param();
  if (!isNamedPage(namedPage)) throw new ApiError('API404', `No API route for GET ${new URL(c.req.url).pathname}.`);
  return serveCanvas(c, `${namedPage}/${siteId}`, { siteId, docType: namedPage, key: DEFAULT_CANVAS_KEY });
});
