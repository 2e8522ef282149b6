import { afterAll, describe } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@server/db/client';
import { migrate } from '@server/db/migrate';
import { ensureSeeded } from '@server/db/seed/index';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../../../helpers/postgres';
import { postgresBin } from '../content/postgres-cluster';
import { defineApiFuzz } from './fuzz/api-fuzz-cases';

/** The fuzz cases of api-fuzz.test.ts on a throw-away PostgreSQL (skipped where PostgreSQL is not installed). */
describe.skipIf(!postgresBin())('on PostgreSQL', () => {
  let server: ThrowawayPostgres | undefined;
  let database: DatabaseHandle | undefined;
  defineApiFuzz(async () => {
    server = await startThrowawayPostgres();
    database = await openDatabase({ databaseUrl: server.databaseUrl, dataDir: 'unused' });
    await migrate(database.db);
    await ensureSeeded(database.db);
    return database;
  });
  afterAll(async () => {
    await database?.close();
    await server?.stop();
  });
});
