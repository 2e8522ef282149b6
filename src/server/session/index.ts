/** The storefront browser session: httpOnly cookie transport for the API's tokens. */
export { browserSession, accessTokenOf, refreshTokenOf, credentialsOf, isSameOriginRequest, type RequestCredentials } from './browser-session';
export { deliverSession, endBrowserSession } from './deliver';
export { ACCESS_COOKIE, REFRESH_COOKIE, cookiePaths } from './cookies';
