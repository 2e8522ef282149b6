/** The storefront browser session: httpOnly cookie transport for the API's tokens. */
export { browserSession, accessTokenOf, refreshTokenOf, credentialsOf, isSameOriginRequest } from './browser-session';
export type { RequestCredentials } from '../http/env';
export { deliverSession, endBrowserSession } from './deliver';
export { ACCESS_COOKIE, REFRESH_COOKIE, cookiePaths } from './cookies';
