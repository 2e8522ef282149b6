import type { SQL } from 'drizzle-orm';
import type { Database } from '@server/db/client';

/** Raw SQL rows in tests; the shared Database type leaves execute() results untyped. */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
