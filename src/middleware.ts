import { defineMiddleware, sequence } from 'astro:middleware';
import { readConfig } from './lib/config';
import { ApiClient, type Fetcher } from './lib/api/client';
import { API_HEADERS } from './lib/api/headers';
import { resolveRequestContext } from './lib/routing/request-context';
import { compressResponse } from './lib/http/compress';
import { startApiRuntime } from './server/runtime';

const config = readConfig();

async function inProcessFetch(request: Request): Promise<Response> {
  const { app } = await startApiRuntime(config);
  return app.fetch(request);
}

/** The commerce API mounted at its base path, unless the storefront uses a remote API. */
const mountApi = defineMiddleware(async (context, next) => {
  const { pathname } = context.url;
  const base = config.apiBasePath;
  if (config.apiUrl || !(pathname === base || pathname.startsWith(`${base}/`))) return next();
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
  const request = resolveRequestContext(context.url, context.request.headers);
  context.locals.request = request;
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

export const onRequest = sequence(compress, mountApi, storefrontContext);
