import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/** Asks the database a trivial question; answers how long it took, in ms with one decimal. */
export async function databaseLatencyMs(db: Database): Promise<number> {
  const started = performance.now();
  await db.execute(sql`select 1`);
  return Math.round((performance.now() - started) * 10) / 10;
}
