import type { AppConfig } from '../shared/config.server';
import { createApiApp, type ApiApp } from './app';
import { openDatabase, type DatabaseHandle } from './db/client';
import { migrate } from './db/migrate';
import { logUpkeep, UPKEEP_INTERVAL_MS } from './db/pglite-upkeep';
import { ensureSeeded } from './db/seed';
import { vacuumAfterSeed } from './db/vacuum-after-seed';
import { startPaymentSweeper } from './domain/checkout/sweeper-timer';
import { keepSessionsInMemory } from './domain/identity/session-cache';
import { listenForSessionChanges } from './domain/identity/session-listener';
import { paymentProvidersFromEnv } from './payments';
import { repeatEvery } from '../shared/repeat-every';

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
    const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: config.databasePoolSize });
    registerShutdown(database);
    const applied = await migrate(database.db);
    const seeded = await ensureSeeded(database.db);
    if (seeded.length > 0) await vacuumAfterSeed(database);
    // Before the first request: a fresh install's tables get their statistics (and a seed's writes their vacuum).
    const { upkeep } = database;
    if (upkeep) {
      logUpkeep(await upkeep());
      onShutdown(repeatEvery(UPKEEP_INTERVAL_MS, () => upkeep().then(logUpkeep), {
        onFailure: (error) => console.error('[api] database upkeep failed; trying again later:', error instanceof Error ? error.message : error),
      }), 'first');
    }
    // Sessions kept in memory (decision 56): only this process can write a PGlite database; on PostgreSQL
    // only while this process hears the other processes' changes.
    if (database.driver === 'pglite') keepSessionsInMemory(database.db);
    else if (config.databaseUrl) {
      const sessions = listenForSessionChanges(database.db, config.databaseUrl);
      onShutdown(() => sessions.close(), 'first');
    }
    const where = database.driver === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL';
    const work = [applied.length ? `${applied.length} migration(s) applied` : '', seeded.length ? `seeded ${seeded.join(', ')}` : '']
      .filter(Boolean)
      .join('; ');
    console.log(`[api] database ready (${where}) in ${Math.round(performance.now() - started)} ms${work ? `: ${work}` : ''}`);
    const payments = paymentProvidersFromEnv();
    // Stopped before the database closes (hooks run together; the sweep in flight is awaited first).
    onShutdown(startPaymentSweeper(database.db, payments), 'first');
    return { app: createApiApp({ db: database.db, basePath: config.apiBasePath, payments }), database };
  })();
  runtime.catch(() => {
    runtime = undefined;
  });
  return runtime;
}

const SHUTDOWN = Symbol.for('storefront.shutdown');
type ShutdownHooks = Array<() => Promise<void>>;

/** A hook to run at shutdown; 'first' ones finish before the rest (the database closes last). */
function onShutdown(hook: () => Promise<void>, order: 'first' | 'last' = 'last'): void {
  const registry = globalThis as unknown as Record<symbol, ShutdownHooks | undefined>;
  const hooks = (registry[SHUTDOWN] ??= []);
  if (order === 'first') hooks.unshift(hook);
  else hooks.push(hook);
}

function registerShutdown(database: DatabaseHandle): void {
  onShutdown(() => database.close());
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
  // One after another: work that uses the database (the sweeper) stops before it closes.
  for (const hook of hooks) await hook().catch(() => undefined);
}
