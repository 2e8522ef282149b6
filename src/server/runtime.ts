import type { AppConfig } from '../shared/config.server';
import { createApiApp, type ApiApp } from './app';
import { openDatabase, type DatabaseHandle } from './db/client';
import { migrate } from './db/migrate';
import { ensureSeeded } from './db/seed';

export interface ApiRuntime {
  readonly app: ApiApp;
  readonly database: DatabaseHandle;
}

let runtime: Promise<ApiRuntime> | undefined;

/**
 * The in-process commerce API, started once: opens the database (PGlite in DATA_DIR, or
 * PostgreSQL at DATABASE_URL), applies migrations, seeds an empty database, and closes the
 * database cleanly on SIGINT/SIGTERM so PGlite never needs crash recovery.
 */
export function startApiRuntime(config: AppConfig): Promise<ApiRuntime> {
  runtime ??= (async () => {
    const started = performance.now();
    const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    registerShutdown(database);
    const applied = await migrate(database.db);
    const seeded = await ensureSeeded(database.db);
    const where = database.driver === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL';
    const work = [applied.length ? `${applied.length} migration(s) applied` : '', seeded.length ? `seeded ${seeded.join(', ')}` : '']
      .filter(Boolean)
      .join('; ');
    console.log(`[api] database ready (${where}) in ${Math.round(performance.now() - started)} ms${work ? `: ${work}` : ''}`);
    return { app: createApiApp({ db: database.db, basePath: config.apiBasePath }), database };
  })();
  runtime.catch(() => {
    runtime = undefined;
  });
  return runtime;
}

const SHUTDOWN = Symbol.for('storefront.shutdown');
type ShutdownHooks = Array<() => Promise<void>>;

function registerShutdown(database: DatabaseHandle): void {
  const registry = globalThis as unknown as Record<symbol, ShutdownHooks | undefined>;
  const hooks = (registry[SHUTDOWN] ??= []);
  hooks.push(() => database.close());
  // The node server (src/server/node-server.mjs) owns the signals when it runs us;
  // under `astro dev` nobody does, so we take them.
  if (!(globalThis as Record<symbol, unknown>)[Symbol.for('storefront.signals-owned')]) {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.once(signal, () => {
        void runShutdownHooks().finally(() => process.exit(0));
      });
    }
  }
}

export async function runShutdownHooks(): Promise<void> {
  const registry = globalThis as unknown as Record<symbol, ShutdownHooks | undefined>;
  const hooks = registry[SHUTDOWN] ?? [];
  registry[SHUTDOWN] = [];
  await Promise.allSettled(hooks.map((hook) => hook()));
}
