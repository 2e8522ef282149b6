import type { LocaleCode, SiteId } from '../../shared/i18n/sites';
import type { Database } from '../db/client';
import type { IdentityOptions } from '../domain/identity/options';
import type { SessionContext } from '../domain/identity/tokens';
import type { PaymentProviders } from '../payments';

/** What every route handler can read from the Hono context. */
export interface ApiVariables {
  db: Database;
  /** Where the API is mounted ('/api'; '' at the root): absolute media urls start with it. */
  apiBase: string;
  correlationId: string;
  locale: LocaleCode;
  siteId: SiteId;
  /** Identity providers and limits (recaptcha, mailer, token lifetimes, throttling). */
  identity: IdentityOptions;
  /** Payment provider adapters (sandbox by default; PAYMENT_CARD_PROVIDER). */
  payments: PaymentProviders;
  /** Set by requireSession() on routes that need a signed-in shopper. */
  session: SessionContext;
  /** Access token (header or httpOnly cookie) and cookie transport: src/server/session. */
  credentials: RequestCredentials;
  /** A Refresh call used the refresh cookie (a refusal then expires the cookies). */
  refreshedFromCookie: boolean;
}

/** What the server that accepted the connection tells the app about it (app.fetch(request, bindings)). */
export interface ApiBindings {
  /** The socket peer's address; forwarded headers are only believed as TRUST_PROXY says (http/client-address.ts). */
  clientAddress?: string | undefined;
}

export interface ApiEnv {
  Variables: ApiVariables;
  Bindings: ApiBindings;
}

/** Where the session cookies are sent: the access cookie to the API, the refresh cookie to the token call only. */
export interface CookiePaths {
  readonly access: string;
  readonly refresh: string;
}

/**
 * The credentials of a request, however they arrived. Routes read them through accessTokenOf()
 * and refreshTokenOf(), never the Authorization header or the cookies directly.
 */
export interface RequestCredentials {
  /** The client asked for the cookie transport (x-storefront-session: cookie). */
  readonly cookieMode: boolean;
  readonly accessToken: string | undefined;
  readonly accessFrom: 'header' | 'cookie' | undefined;
  /** Only ever from the cookie; the token call's body wins over it. */
  readonly refreshCookie: string | undefined;
  readonly paths: CookiePaths;
}
