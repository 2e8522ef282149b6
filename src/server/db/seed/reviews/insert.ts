import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../client';

const BATCH_ROWS = 5_000;

/** Inserts rows as one JSON parameter per batch (jsonb_populate_recordset); every column must be given. */
export async function insertRows<T extends object>(db: Database, table: PgTable, rows: readonly T[]): Promise<void> {
  const columnName = Object.fromEntries(Object.entries(getTableColumns(table)).map(([key, column]) => [key, column.name]));
  for (let start = 0; start < rows.length; start += BATCH_ROWS) {
    const batch = rows.slice(start, start + BATCH_ROWS).map((row) =>
      Object.fromEntries(Object.entries(row).map(([key, value]) => [columnName[key] ?? key, value])),
    );
    await db.execute(sql`insert into ${table} select * from jsonb_populate_recordset(null::${table}, ${JSON.stringify(batch)}::jsonb)`);
  }
}
