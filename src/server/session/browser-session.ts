import type { Context, MiddlewareHandler } from 'hono';
import { API_HEADERS } from '../../../schemas/protocol/headers';
import { ApiError } from '../http/api-error';
import type { ApiEnv, RequestCredentials } from '../http/env';
import { clearSessionCookies, cookiePaths, readSessionCookies } from './cookies';

const BEARER = /^Bearer\s+(\S+)$/i;
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * CSRF check for state-changing requests authorised by a cookie. The browser attaches cookies
 * to cross-site requests too, so the request must show that a page of this shop made it: the
 * storefront client's own header (a cross-site form cannot send a custom header, and a
 * cross-site fetch with one needs a CORS preflight the API never grants), or the browser's
 * Sec-Fetch-Site / Origin saying same-origin.
 */
export function isSameOriginRequest(c: Context<ApiEnv>): boolean {
  if (c.req.header(API_HEADERS.sessionTransport) === 'cookie') return true;
  const site = c.req.header('sec-fetch-site');
  if (site) return site === 'same-origin';
  const origin = c.req.header('origin');
  if (!origin) return false;
  try {
    const from = new URL(origin);
    const host = c.req.header('x-forwarded-host')?.split(',')[0]?.trim() || c.req.header('host') || new URL(c.req.url).host;
    return from.host === host;
  } catch {
    return false;
  }
}

/**
 * The storefront browser session (decision 6 in docs/decisions.md): puts the request's
 * credentials on the context, the access token from the Authorization header or else from the
 * httpOnly cookie; refuses cookie-authorised state changes that fail the CSRF check (403
 * AUT431); and expires the cookies when a refresh by cookie is refused, since they are dead.
 * Setting the cookies is deliverSession()'s job, where tokens are issued.
 */
export function browserSession({ basePath }: { readonly basePath: string }): MiddlewareHandler<ApiEnv> {
  const paths = cookiePaths(basePath);
  return async (c, next) => {
    const cookies = readSessionCookies(c);
    const bearer = BEARER.exec(c.req.header('authorization') ?? '')?.[1];
    const accessFrom = bearer ? 'header' : cookies.access ? 'cookie' : undefined;
    const credentials: RequestCredentials = {
      cookieMode: c.req.header(API_HEADERS.sessionTransport) === 'cookie',
      accessToken: bearer ?? cookies.access,
      accessFrom,
      refreshCookie: cookies.refresh,
      paths,
    };
    c.set('credentials', credentials);
    const usesCookie = accessFrom === 'cookie' || cookies.refresh !== undefined;
    if (usesCookie && UNSAFE_METHODS.has(c.req.method) && !isSameOriginRequest(c)) throw new ApiError('AUT431');
    await next();
    if (c.var.refreshedFromCookie && c.res.status === 401) clearSessionCookies(c, paths);
  };
}

export function credentialsOf(c: Context<ApiEnv>): RequestCredentials | undefined {
  return c.var.credentials;
}

/** The access token of the request: the Bearer header, or the storefront's cookie. */
export function accessTokenOf(c: Context<ApiEnv>): string | undefined {
  return c.var.credentials?.accessToken;
}

/**
 * The refresh token for a Refresh call: the body's, or else the cookie's (remembered, so a
 * refused cookie refresh expires the cookies).
 */
export function refreshTokenOf(c: Context<ApiEnv>, fromBody: string | undefined): string | undefined {
  if (fromBody) return fromBody;
  const cookie = c.var.credentials?.refreshCookie;
  if (cookie) c.set('refreshedFromCookie', true);
  return cookie;
}
