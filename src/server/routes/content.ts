import { Hono, type Context } from 'hono';
import { DEFAULT_CANVAS_KEY, isCanvasMode, isNamedPage, type CanvasMode } from '../../lib/content/canvas-addresses';
import { isSiteId } from '../../lib/i18n/sites';
import { findCanvas, type CanvasAddress } from '../content/canvas-store';
import { ApiError } from '../http/api-error';
import type { ApiEnv } from '../http/env';

/** Published canvases may be cached by browsers and CDNs; preview never is. */
const PUBLISHED_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';
const PREVIEW_CACHE_CONTROL = 'no-store';
const DOCUMENT_KEY = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;

type ContentContext = Context<ApiEnv>;

function modeOf(c: ContentContext): CanvasMode {
  const mode = c.req.param('mode') ?? '';
  if (!isCanvasMode(mode)) throw new ApiError('API404', `Unknown content mode '${mode}': use publish or preview.`);
  return mode;
}

/** Answers one canvas document, or 404 CNT404 when none exists at the address (or its fallback). */
async function serveCanvas(c: ContentContext, address: Omit<CanvasAddress, 'locale'>) {
  const mode = modeOf(c);
  if (!isSiteId(address.siteId) || !DOCUMENT_KEY.test(address.key)) throw new ApiError('CNT404');
  const canvas = await findCanvas(c.var.db, { ...address, locale: c.var.locale }, mode);
  if (!canvas) throw new ApiError('CNT404');
  c.header('cache-control', mode === 'preview' ? PREVIEW_CACHE_CONTROL : PUBLISHED_CACHE_CONTROL);
  if (mode === 'publish') c.header('vary', 'accept-encoding');
  return c.json(canvas);
}

/**
 * CAAS canvases (spec §7 Content): GET /{publish|preview}/caas/v1/canvas/...
 * Preview serves drafts and needs no token yet (to be protected with the editor session).
 */
export const contentRoutes = new Hono<ApiEnv>();

contentRoutes.get('/:mode/caas/v1/canvas/augmentedpage/:siteId/:page', (c) =>
  serveCanvas(c, { siteId: c.req.param('siteId'), docType: 'augmentedpage', key: c.req.param('page') }),
);

contentRoutes.get('/:mode/caas/v1/canvas/category/:siteId/:categoryId', (c) =>
  serveCanvas(c, { siteId: c.req.param('siteId'), docType: 'category', key: c.req.param('categoryId'), fallbackKey: DEFAULT_CANVAS_KEY }),
);

contentRoutes.get('/:mode/caas/v1/canvas/product/:siteId/:productId', (c) =>
  serveCanvas(c, { siteId: c.req.param('siteId'), docType: 'product', key: c.req.param('productId'), fallbackKey: DEFAULT_CANVAS_KEY }),
);

contentRoutes.get('/:mode/caas/v1/canvas/:namedPage/:siteId', (c) => {
  const namedPage = c.req.param('namedPage');
  if (!isNamedPage(namedPage)) {
    throw new ApiError('API404', `No API route for GET ${new URL(c.req.url).pathname}.`);
  }
  return serveCanvas(c, { siteId: c.req.param('siteId'), docType: namedPage, key: DEFAULT_CANVAS_KEY });
});
