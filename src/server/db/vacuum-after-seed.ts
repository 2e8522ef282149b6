import type { DatabaseHandle } from './client';

/**
 * After a seed wrote, before the first request: PostgreSQL vacuums and analyzes the whole database
 * (`DatabaseHandle.vacuumAfterBulkLoad`). Left to autovacuum, its round over a fresh install's tables came
 * under the first shoppers' load, and the add to cart requests of that moment waited 50–80 ms. PGlite's
 * own upkeep (db/pglite-upkeep.ts) runs at every start. A failed vacuum costs speed, not correctness:
 * autovacuum does it later. Answers how long it took, or null when nothing ran.
 */
export async function vacuumAfterSeed(database: DatabaseHandle, log: Pick<Console, 'log' | 'error'> = console): Promise<number | null> {
  if (!database.vacuumAfterBulkLoad) return null;
  const started = performance.now();
  try {
    await database.vacuumAfterBulkLoad();
  } catch (error) {
    log.error('[api] vacuum after seeding failed; autovacuum will do it:', error instanceof Error ? error.message : error);
    return null;
  }
  const ms = Math.round(performance.now() - started);
  log.log(`[api] database vacuumed and analyzed after seeding in ${ms} ms`);
  return ms;
}
