import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** One type for both drivers: PGlite (embedded default) and node-postgres (DATABASE_URL). */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  readonly db: Database;
  readonly driver: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/**
 * Opens the database: PostgreSQL when a URL is given, otherwise PGlite in `dataDir`
 * (or in memory when dataDir is 'memory://', for tests).
 */
export async function openDatabase(options: { databaseUrl?: string | undefined; dataDir: string }): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = drizzle(pool, { schema }) as unknown as Database;
    return { db, driver: 'postgres', close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
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
  await client.waitReady;
  const db = drizzle(client, { schema }) as unknown as Database;
  return { db, driver: 'pglite', close: () => client.close() };
}
