import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { pgliteUpkeep, type UpkeepReport } from './pglite-upkeep';
import { defaultPoolSize } from '../../shared/config.server';

/**
 * One type for both drivers: PGlite (embedded default) and node-postgres (DATABASE_URL). Queries
 * name their tables (db/schema); drizzle's relational API is not used, so the handle carries no
 * schema (with one, every transaction built a query builder per table).
 */
export type Database = PgDatabase<PgQueryResultHKT>;

export interface DatabaseHandle {
  readonly db: Database;
  readonly driver: 'pglite' | 'postgres';
  /** PGlite only: vacuums and analyzes the tables that need it (db/pglite-upkeep.ts); PostgreSQL's autovacuum does this itself. */
  readonly upkeep?: () => Promise<UpkeepReport>;
  /** PostgreSQL only: vacuums and analyzes the whole database, its manual's advice after a bulk load (db/vacuum-after-seed.ts). */
  readonly vacuumAfterBulkLoad?: () => Promise<void>;
  close(): Promise<void>;
}

/**
 * Opens the database: PostgreSQL when a URL is given, otherwise PGlite in `dataDir`
 * (or in memory when dataDir is 'memory://', for tests).
 */
export async function openDatabase(options: { databaseUrl?: string | undefined; dataDir: string; poolSize?: number }): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const { Pool } = await import('pg');
    const { PipelinedClient } = await import('./pg-pipelined-client');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    // The named statements of the hot paths (db/named-statement.ts) keep one generic plan: left to
    // itself PostgreSQL planned the cart's lines statement again on every run. Unnamed statements,
    // every other query, are planned for their values as before.
    const pool = new Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? defaultPoolSize(), options: '-c plan_cache_mode=force_generic_plan', Client: PipelinedClient });
    const db = drizzle(pool) as unknown as Database;
    // VACUUM cannot run in a transaction: pool.query sends it alone. Tables this role does not own are skipped with a warning.
    const vacuumAfterBulkLoad = async () => {
      await pool.query('vacuum (analyze)');
    };
    return { db, driver: 'postgres', vacuumAfterBulkLoad, close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { mkdir } = await import('node:fs/promises');
  const path = await import('node:path');
  let client;
  if (options.dataDir === 'memory://') {
    client = new PGlite();
  } else {
    const folder = path.resolve(options.dataDir, 'pglite');
    await mkdir(folder, { recursive: true });
    client = new PGlite(folder);
  }
  return pgliteHandle(client);
}

/** The handle over a PGlite client, with its statements kept prepared (db/pglite-prepared.ts). */
export async function pgliteHandle(client: PGlite): Promise<DatabaseHandle> {
  const { drizzle } = await import('drizzle-orm/pglite');
  const { keepStatementsPrepared } = await import('./pglite-prepared');
  await client.waitReady;
  // PGlite's pages are in memory, so reading one out of order costs about what reading the next does. With
  // PostgreSQL's default (4, for spinning disks) and real statistics (db/pglite-upkeep.ts), the session lookup's
  // kept plan scanned every token of a small table instead of its primary key.
  await client.exec('set random_page_cost = 1.1');
  keepStatementsPrepared(client);
  const db = drizzle(client) as unknown as Database;
  return { db, driver: 'pglite', upkeep: () => pgliteUpkeep(client), close: () => client.close() };
}
