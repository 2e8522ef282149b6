import type { LocaleCode, SiteId } from '../../shared/i18n/sites';
import type { Database } from '../db/client';
import type { IdentityOptions } from '../domain/identity/options';
import type { SessionContext } from '../domain/identity/tokens';
import type { RequestCredentials } from '../session/browser-session';

/** What every route handler can read from the Hono context. */
export interface ApiVariables {
  db: Database;
  correlationId: string;
  locale: LocaleCode;
  siteId: SiteId;
  /** Identity providers and limits (recaptcha, mailer, token lifetimes, throttling). */
  identity: IdentityOptions;
  /** Set by requireSession() on routes that need a signed-in shopper. */
  session: SessionContext;
  /** Access token (header or httpOnly cookie) and cookie transport: src/server/session. */
  credentials: RequestCredentials;
  /** A Refresh call used the refresh cookie (a refusal then expires the cookies). */
  refreshedFromCookie: boolean;
}

export interface ApiEnv {
  Variables: ApiVariables;
}
