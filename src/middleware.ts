import { defineMiddleware, sequence } from 'astro:middleware';
import { readConfig } from './lib/config';
import { ApiClient, type Fetcher } from './lib/api/client';
import { API_HEADERS } from './lib/api/headers';
import { resolveRequestContext, type RequestContext } from './lib/routing/request-context';
import { compressResponse } from './lib/http/compress';
import { PageCache } from './lib/http/page-cache';
import { startApiRuntime } from './server/runtime';

const config = readConfig();

function isApiPath(pathname: string): boolean {
  return pathname === config.apiBasePath || pathname.startsWith(`${config.apiBasePath}/`);
}

async function inProcessFetch(request: Request): Promise<Response> {
  const { app } = await startApiRuntime(config);
  return app.fetch(request);
}

/** The commerce API mounted at its base path, unless the storefront uses a remote API. */
const mountApi = defineMiddleware(async (context, next) => {
  if (config.apiUrl || !isApiPath(context.url.pathname)) return next();
  try {
    return await inProcessFetch(context.request);
  } catch (error) {
    console.error('[api] the commerce API could not start:', error);
    return Response.json(
      {
        errorDetails: [{ errorId: 'GEN503', message: 'The service is starting or unavailable. Please try again shortly.' }],
        statusCode: 503,
        correlationId: context.request.headers.get(API_HEADERS.correlationId) ?? crypto.randomUUID(),
      },
      { status: 503, headers: { 'retry-after': '5' } },
    );
  }
});

/** Site, locale, preview and carried query for pages, plus the typed API client. */
const storefrontContext = defineMiddleware(async (context, next) => {
  // cachePages resolved it already for every page request.
  const request = (context.locals.request ??= resolveRequestContext(context.url, context.request.headers));
  const fetcher: Fetcher = config.apiUrl ? (req) => fetch(req) : inProcessFetch;
  context.locals.api = new ApiClient({
    baseUrl: config.apiUrl ?? `${context.url.origin}${config.apiBasePath}`,
    fetch: fetcher,
    locale: request.locale,
    siteId: request.siteId,
    correlationId: request.correlationId,
  });
  return next();
});

const compress = defineMiddleware(async (context, next) => compressResponse(context.request, await next()));

const pages = new PageCache();

/** The page-cache key of a request, or null for API calls, preview and anything but GET. */
function pageKey(method: string, url: URL, headers: Headers, request: RequestContext): string | null {
  if (isApiPath(url.pathname) || request.preview) return null;
  return pages.keyOf(method, url, headers.get('accept-encoding'), request.siteId);
}

/**
 * The node server (src/server/node-server.mjs) asks this before handing a request to Astro,
 * so a cached page costs a map lookup instead of a trip through the framework.
 */
(globalThis as Record<symbol, unknown>)[Symbol.for('storefront.cachedPage')] = (method: string, url: URL, headers: Headers) => {
  const key = pageKey(method, url, headers, resolveRequestContext(url, headers));
  return key ? pages.lookup(key) : undefined;
};

/** Published pages are served from memory for a minute, or until content is published. */
const cachePages = defineMiddleware(async (context, next) => {
  const request = resolveRequestContext(context.url, context.request.headers);
  context.locals.request = request;
  const key = pageKey(context.request.method, context.url, context.request.headers, request);
  if (!key) return next();
  return pages.read(key) ?? pages.store(key, await next());
});

export const onRequest = sequence(cachePages, compress, mountApi, storefrontContext);
