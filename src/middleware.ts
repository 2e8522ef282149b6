import { defineMiddleware, sequence } from 'astro:middleware';
import { readConfig } from './shared/config.server';
import { ApiClient, type Fetcher } from './lib/api/client';
import { checkAnswerContract } from './lib/api/check-answer.server';
import { API_HEADERS } from '../schemas/protocol/headers';
import { isPreviewQuery, resolveRequestContext, siteIdOf } from './lib/routing/request-context';
import { compressResponse } from './shared/http/compress.server';
import { ANY_SITE_SCOPE, SharedResponseCache, type RequestHeader } from './lib/http/shared-cache';
import { startApiRuntime } from './server/runtime';
import { createSandboxPayApp } from './server/payments/sandbox/sandbox-app';
import { securityHeaders, withHeaders } from './shared/http/security-headers';
import { matchRoute } from './shared/routing/routes';

const config = readConfig();
/** Written by the node server with the socket's peer address, over anything a client sent. */
const SOCKET_HEADER = 'x-storefront-socket';

function isApiPath(pathname: string): boolean {
  return pathname === config.apiBasePath || pathname.startsWith(`${config.apiBasePath}/`);
}

/** Pages rendering on the server call the API as this client (never throttled as a shopper). */
const RENDERING_CLIENT = 'storefront-render';

async function inProcessFetch(request: Request, clientAddress: string): Promise<Response> {
  const { app } = await startApiRuntime(config);
  return app.fetch(request, { clientAddress });
}

/**
 * The socket peer of a request. Behind our node server it is the header the server wrote over
 * whatever the client sent (SOCKET_HEADER, src/server/node-server.mjs); under `astro dev` Astro's own.
 */
function socketAddressOf(request: Request, clientAddress: () => string): string {
  if ((globalThis as Record<symbol, unknown>)[Symbol.for('storefront.signals-owned')]) return request.headers.get(SOCKET_HEADER) ?? 'unknown';
  try {
    return clientAddress();
  } catch {
    return 'unknown';
  }
}

/** The answer of the mounted API, or the §8 shape of "unavailable" when it cannot start. */
async function answerFromMountedApi(request: Request, clientAddress: string): Promise<Response> {
  try {
    return await inProcessFetch(request, clientAddress);
  } catch (error) {
    console.error('[api] the commerce API could not start:', error);
    return Response.json(
      {
        errorDetails: [{ errorId: 'GEN503', message: 'The service is starting or unavailable. Please try again shortly.' }],
        statusCode: 503,
        correlationId: request.headers.get(API_HEADERS.correlationId) ?? crypto.randomUUID(),
      },
      { status: 503, headers: { 'retry-after': '5' } },
    );
  }
}

/** The commerce API mounted at its base path, unless the storefront uses a remote API. */
const mountApi = defineMiddleware(async (context, next) => {
  if (config.apiUrl || !isApiPath(context.url.pathname)) return next();
  return answerFromMountedApi(context.request, socketAddressOf(context.request, () => context.clientAddress));
});

/**
 * The card processor sandbox's own mount (hosted card fields, tokenize, 3-D Secure challenge):
 * not part of the commerce API, with its own headers so the checkout may frame it. Off when a
 * real processor is configured (PAYMENT_CARD_PROVIDER other than sandbox).
 */
const SANDBOX_PAY_BASE = '/sandbox-pay';
let sandboxPay: ReturnType<typeof createSandboxPayApp> | undefined;
const mountSandboxPay = defineMiddleware(async (context, next) => {
  const path = context.url.pathname;
  if ((process.env.PAYMENT_CARD_PROVIDER ?? 'sandbox') !== 'sandbox' || !(path === SANDBOX_PAY_BASE || path.startsWith(`${SANDBOX_PAY_BASE}/`))) return next();
  sandboxPay ??= createSandboxPayApp({ basePath: SANDBOX_PAY_BASE });
  return sandboxPay.fetch(context.request);
});

/** Site, locale, preview and carried query for pages, plus the typed API client. */
const storefrontContext = defineMiddleware(async (context, next) => {
  // cacheShared resolved it already for every request.
  const request = (context.locals.request ??= resolveRequestContext(context.url, context.request.headers));
  const fetcher: Fetcher = config.apiUrl ? (req) => fetch(req) : renderingFetch;
  context.locals.api = new ApiClient({
    baseUrl: config.apiUrl ?? `${context.url.origin}${config.apiBasePath}`,
    fetch: fetcher,
    locale: request.locale,
    siteId: request.siteId,
    correlationId: request.correlationId,
    checkAnswer: checkAnswerContract,
  });
  return next();
});

const compress = defineMiddleware(async (context, next) => compressResponse(context.request, await next()));

const shared = new SharedResponseCache();

/**
 * The shared-cache key of a request, or null when it must not be answered from the cache:
 * anything but GET, editor preview (query or editor token), and remote-API set-ups (then the
 * API is not ours to cache). Pages are scoped by their site; API answers by the brand header
 * they vary on, or as belonging to any site. `target` is the path with its query.
 */
function sharedKey(method: string, target: string, header: RequestHeader): string | null {
  const queryAt = target.indexOf('?');
  const pathname = queryAt < 0 ? target : target.slice(0, queryAt);
  const query = new URLSearchParams(queryAt < 0 ? '' : target.slice(queryAt));
  const api = isApiPath(pathname);
  if (isPreviewQuery(query) || header(API_HEADERS.editorToken) || (api && config.apiUrl)) return null;
  const scope = api ? (header(API_HEADERS.brand) ?? ANY_SITE_SCOPE) : siteIdOf(query);
  return shared.keyOf(method, target, header, scope);
}

const targetOf = (url: URL) => `${url.pathname}${url.search}`;
const headerOf = (headers: Headers): RequestHeader => (name) => headers.get(name);

/**
 * The node server (src/server/node-server.mjs) asks this before handing a request to Astro,
 * with the raw request target and node's header object, so a cached response costs a string
 * key and a map lookup instead of a trip through the framework.
 */
(globalThis as Record<symbol, unknown>)[Symbol.for('storefront.cachedResponse')] = (
  method: string,
  target: string,
  headers: Readonly<Record<string, string | string[] | undefined>>,
) => {
  const header: RequestHeader = (name) => {
    const value = headers[name];
    return typeof value === 'string' ? value : undefined;
  };
  const key = sharedKey(method === 'HEAD' ? 'GET' : method, target, header);
  return key ? shared.lookup(key, header('accept-encoding') ?? null) : undefined;
};

/**
 * The API as pages call it while rendering: public answers (catalog tree, product details,
 * recommendations, ...) come from the same shared cache a browser's call would, so a page
 * miss does not recompute what the previous page already asked for.
 */
async function renderingFetch(request: Request): Promise<Response> {
  const key = sharedKey(request.method, targetOf(new URL(request.url)), headerOf(request.headers));
  if (!key) return inProcessFetch(request, RENDERING_CLIENT);
  return shared.respond(key, () => inProcessFetch(request, RENDERING_CLIENT), { forSending: false, stale: false });
}

/**
 * Published pages and public API answers are served from memory for up to a minute, or until content is published;
 * after that, for as long as their stale-while-revalidate allows (at most 10 minutes), while they are made again.
 */
const cacheShared = defineMiddleware(async (context, next) => {
  const request = resolveRequestContext(context.url, context.request.headers);
  context.locals.request = request;
  const key = sharedKey(context.request.method, targetOf(context.url), headerOf(context.request.headers));
  if (!key) return next();
  // A stale page is sent at once and rendered again behind it (next() outlives this answer).
  return shared.respond(key, () => next(), { acceptEncoding: context.request.headers.get('accept-encoding') });
});

/**
 * Pages carry the security headers (src/shared/http/security-headers.ts): inside the shared cache,
 * so a cached page is stored with them. API answers get theirs from the API app itself.
 */
const pageSecurityHeaders = defineMiddleware(async (context, next) => {
  const response = await next();
  if (isApiPath(context.url.pathname) && !config.apiUrl) return response;
  // A page route may answer something else than a page (the /img endpoint's pictures).
  if (!(response.headers.get('content-type') ?? 'text/html').startsWith('text/html')) return withHeaders(response, securityHeaders('asset'));
  const route = matchRoute(context.url.pathname)?.name;
  const pagePolicy = response.headers.get('content-security-policy') ?? (import.meta.env.DEV ? false : null);
  return withHeaders(response, securityHeaders('page', { route, pagePolicy }));
});

/**
 * The node server (src/server/node-server.mjs) hands requests for the mounted API here instead
 * of to Astro: the same shared cache and API as the middleware below gives them, without Astro
 * matching a page route and loading its module for each call. The node server compresses the
 * answer (compressBody, the rule of compressResponse for an answer read whole).
 */
if (!config.apiUrl) {
  (globalThis as Record<symbol, unknown>)[Symbol.for('storefront.mountedApi')] = {
    isApiPath,
    async answer(request: Request, clientAddress: string): Promise<Response> {
      const key = sharedKey(request.method, targetOf(new URL(request.url)), headerOf(request.headers));
      if (!key) return answerFromMountedApi(request, clientAddress);
      return shared.respond(key, () => answerFromMountedApi(request, clientAddress), { acceptEncoding: request.headers.get('accept-encoding') });
    },
  };
}

// compress wraps the cache: the cache keeps one uncompressed copy and its own best-compressed variants.
export const onRequest = sequence(compress, mountSandboxPay, cacheShared, pageSecurityHeaders, mountApi, storefrontContext);
