import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { ApiEnv, CookiePaths } from '../http/env';

/**
 * The two cookies of a storefront browser session. Both are httpOnly (page scripts never see a
 * token) and SameSite=Lax; Secure whenever the shopper's connection is https. The access token
 * goes to the API only; the refresh token only to the token call that rotates it.
 */
export const ACCESS_COOKIE = 'sf_access';
export const REFRESH_COOKIE = 'sf_refresh';

/** The token call, below the API's base path: the only path the refresh cookie is sent to. */
export const TOKEN_PATH = '/token/v2/auth/token';


export function cookiePaths(basePath: string): CookiePaths {
  const base = basePath.replace(/\/+$/, '');
  return { access: base || '/', refresh: `${base}${TOKEN_PATH}` };
}

/** https as the shopper sees it: the request URL, or the scheme the trusted proxy forwarded. */
export function isSecureRequest(c: Context<ApiEnv>): boolean {
  const forwarded = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  return forwarded === 'https' || new URL(c.req.url).protocol === 'https:';
}

export function readSessionCookies(c: Context<ApiEnv>): { access?: string | undefined; refresh?: string | undefined } {
  return { access: getCookie(c, ACCESS_COOKIE) || undefined, refresh: getCookie(c, REFRESH_COOKIE) || undefined };
}

export interface IssuedCookieTokens {
  readonly accessToken: string;
  readonly refreshToken: string;
  /** Seconds. */
  readonly accessMaxAge: number;
  readonly refreshMaxAge: number;
}

export function setSessionCookies(c: Context<ApiEnv>, paths: CookiePaths, tokens: IssuedCookieTokens): void {
  const secure = isSecureRequest(c);
  setCookie(c, ACCESS_COOKIE, tokens.accessToken, { httpOnly: true, secure, sameSite: 'Lax', path: paths.access, maxAge: tokens.accessMaxAge });
  setCookie(c, REFRESH_COOKIE, tokens.refreshToken, { httpOnly: true, secure, sameSite: 'Lax', path: paths.refresh, maxAge: tokens.refreshMaxAge });
}

/** Expires both cookies (the Path must match the one they were set with). */
export function clearSessionCookies(c: Context<ApiEnv>, paths: CookiePaths): void {
  const secure = isSecureRequest(c);
  deleteCookie(c, ACCESS_COOKIE, { path: paths.access, secure, httpOnly: true, sameSite: 'Lax' });
  deleteCookie(c, REFRESH_COOKIE, { path: paths.refresh, secure, httpOnly: true, sameSite: 'Lax' });
}
