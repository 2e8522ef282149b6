import type { LocaleCode, SiteId } from '../../lib/i18n/sites';
import type { Database } from '../db/client';

/** What every route handler can read from the Hono context. */
export interface ApiVariables {
  db: Database;
  correlationId: string;
  locale: LocaleCode;
  siteId: SiteId;
}

export interface ApiEnv {
  Variables: ApiVariables;
}
