import { createApiApp, type ApiApp } from '@server/app';
import type { DatabaseHandle } from '@server/db/client';
import { openSeededDatabase } from './seeded-database';
import { migrate } from '@server/db/migrate';
import { ensureSeeded } from '@server/db/seed/index';

export const TEST_API_BASE = '/api';

export interface TestApi {
  readonly app: ApiApp;
  readonly database: DatabaseHandle;
  /** Calls the app in process: `call('/products/v2/catalog', { brand: 'loom', locale: 'de-de' })`. */
  call(path: string, options?: { brand?: string; locale?: string; headers?: Record<string, string> }): Promise<Response>;
  close(): Promise<void>;
}

/** A seeded database (fresh in-memory PGlite unless a handle is given) behind the real API app. */
export async function startTestApi(database?: DatabaseHandle): Promise<TestApi> {
  const handle = database ?? (await openSeededDatabase());
  await migrate(handle.db);
  await ensureSeeded(handle.db);
  const app = createApiApp({ db: handle.db, basePath: TEST_API_BASE });
  return {
    app,
    database: handle,
    async call(path, options = {}) {
      const url = new URL(`http://localhost${TEST_API_BASE}${path}`);
      if (options.locale) url.searchParams.set('locale', options.locale);
      return app.request(url.toString(), {
        headers: { accept: 'application/json', ...(options.brand ? { 'x-brand': options.brand } : {}), ...options.headers },
      });
    },
    close: () => handle.close(),
  };
}
