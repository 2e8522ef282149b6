import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import { API_HEADERS } from '../../../schemas/protocol/headers';
import { DEFAULT_LOCALE, DEFAULT_SITE, isLocaleCode, isSiteId } from '../../shared/i18n/sites';
import { ApiError } from './api-error';
import type { ApiEnv } from './env';

const CORRELATION_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Echoes the request's correlation id (or makes one) on the context and the response. */
export function takeCorrelationId(c: Context<ApiEnv>): void {
  if (c.get('correlationId')) return;
  const given = c.req.header(API_HEADERS.correlationId);
  const correlationId = given && CORRELATION_ID.test(given) ? given : crypto.randomUUID();
  c.set('correlationId', correlationId);
  c.header(API_HEADERS.correlationId, correlationId);
}

/**
 * Reads the §7 common request context: correlation id (echoed, or made), `locale` query
 * parameter, brand header (or siteId query), and checks the content negotiation headers.
 */
export function requestContext(): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    takeCorrelationId(c);

    const accept = c.req.header('accept');
    if (accept && !/(application\/json|application\/\*|\*\/\*|image\/|text\/html)/.test(accept)) {
      throw new ApiError('API406');
    }
    // Only a request some route takes has its body type checked (an unknown path stays a 404).
    if (['POST', 'PUT', 'PATCH'].includes(c.req.method) && matchedRoutes(c).some((route) => route.method !== 'ALL')) {
      const type = c.req.header('content-type') ?? '';
      const length = c.req.header('content-length');
      // A bodiless POST (a share link, say) has no type to check.
      const hasBody = c.req.raw.body !== null && length !== '0';
      if (hasBody && !type.includes('application/json')) throw new ApiError('API415');
    }

    const locale = c.req.query('locale')?.toLowerCase().replace('_', '-') ?? DEFAULT_LOCALE;
    if (!isLocaleCode(locale)) throw new ApiError('LOC400', `Locale '${c.req.query('locale')}' is not supported.`, { field: 'locale' });
    c.set('locale', locale);

    const site = c.req.header(API_HEADERS.brand) ?? c.req.query('siteId') ?? DEFAULT_SITE;
    if (!isSiteId(site)) throw new ApiError('SIT400', `Site '${site}' is not known.`, { field: 'siteId' });
    c.set('siteId', site);
    await next();
  };
}
