import { matchRoute } from '../../shared/routing/routes';

/** The query parameter that brings a shopper back after sign-in (e.g. /account → sign-in → /account). */
export const RETURN_PARAM = 'returnUrl';

/**
 * A path on this storefront to go back to, or null: only a same-site absolute path (no scheme,
 * no '//' or '/\' that a browser would read as another host) of a §2 route, so the sign-in
 * page can never be made to send a shopper elsewhere.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > 500 || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  let url: URL;
  try {
    url = new URL(value, 'http://storefront.internal');
  } catch {
    return null;
  }
  if (url.origin !== 'http://storefront.internal' || !matchRoute(url.pathname)) return null;
  return `${url.pathname}${url.search}`;
}

/** The sign-in link with the way back to `returnPath` (the carried query of the link is kept). */
export function signInWithReturn(signInHref: string, returnPath: string): string {
  const url = new URL(signInHref, 'http://storefront.internal');
  url.searchParams.set(RETURN_PARAM, returnPath);
  return `${url.pathname}${url.search}`;
}
