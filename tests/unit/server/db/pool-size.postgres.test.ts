import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '@server/db/client';
import { queryRows } from '../../../helpers/query-rows';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../../../helpers/postgres';

/** The server opens at most its pool size of connections to PostgreSQL; more work waits for one (decision 58). */
describe('the PostgreSQL pool', () => {
  let server: ThrowawayPostgres | undefined;
  let database: DatabaseHandle | undefined;

  beforeAll(async () => {
    server = await startThrowawayPostgres();
    database = await openDatabase({ databaseUrl: server.databaseUrl, dataDir: 'unused', poolSize: 2 });
  });

  afterAll(async () => {
    await database?.close();
    await server?.stop();
  });

  it('runs six statements at once on no more than its two connections, and answers every one', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () =>
      queryRows<{ pid: number }>(database!.db, sql`select pg_backend_pid() as pid, pg_sleep(0.05)`)));
    expect(answers).toHaveLength(6);
    expect(new Set(answers.map(([row]) => row!.pid)).size).toBe(2);
  });
});
