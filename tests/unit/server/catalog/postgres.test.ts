import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '@server/db/client';
import { migrate } from '@server/db/migrate';
import { ensureSeeded } from '@server/db/seed/index';
import { vacuumAfterSeed } from '@server/db/vacuum-after-seed';
import { openSeededDatabase } from '../../../helpers/seeded-database';
import { loadProductDetails } from '@server/domain/catalog/product-details';
import { searchProducts } from '@server/domain/catalog/product-search';
import { queryRows } from '../../../helpers/query-rows';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../../../helpers/postgres';

/** The data layer must behave the same on real PostgreSQL (DATABASE_URL) as on PGlite. */
describe('catalog on PostgreSQL', () => {
  let server: ThrowawayPostgres | undefined;
  let postgres: DatabaseHandle | undefined;
  let pglite: DatabaseHandle | undefined;

  beforeAll(async () => {
    server = await startThrowawayPostgres();
    postgres = await openDatabase({ databaseUrl: server.databaseUrl, dataDir: 'unused' });
    // PGlite is the run's seeded copy (seeded by the same code); PostgreSQL is seeded here.
    pglite = await openSeededDatabase();
    for (const handle of [postgres]) {
      await migrate(handle.db);
      const started = performance.now();
      await ensureSeeded(handle.db);
      console.info(`[catalog] seeded ${handle.driver} in ${(performance.now() - started).toFixed(0)} ms`);
      // What the server's start does after a seed wrote (src/server/runtime.ts).
      await vacuumAfterSeed(handle, { log: () => undefined, error: console.error });
    }
  });

  afterAll(async () => {
    await postgres?.close();
    await pglite?.close();
    await server?.stop();
  });

  it('migrates, seeds once and answers the same product details as PGlite', async () => {
    const [first] = await queryRows<{ id: string }>(postgres!.db, sql`select id from catalog_products where site_id = 'summit' order by position limit 1`);
    const onPostgres = await loadProductDetails(postgres!.db, 'summit', first!.id, 'fr-fr', '/api');
    const onPglite = await loadProductDetails(pglite!.db, 'summit', first!.id, 'fr-fr', '/api');
    expect(onPostgres).toBeDefined();
    expect(onPostgres).toEqual(onPglite);

    await ensureSeeded(postgres!.db);
    const count = await queryRows(postgres!.db, sql`select count(*)::int as n from catalog_products`);
    const expected = await queryRows(pglite!.db, sql`select count(*)::int as n from catalog_products`);
    expect(count).toEqual(expected);
  });

  it('leaves autovacuum nothing to do after seeding: every seeded table is vacuumed and analyzed', async () => {
    const tables = await queryRows<{ table: string; vacuumed: boolean; analyzed: boolean; changedSinceAnalyze: number; insertedSinceVacuum: number }>(postgres!.db, sql`
      select relname as "table", last_vacuum is not null as vacuumed, last_analyze is not null as analyzed,
             n_mod_since_analyze::int as "changedSinceAnalyze", n_ins_since_vacuum::int as "insertedSinceVacuum"
      from pg_stat_user_tables where schemaname = current_schema() and n_live_tup > 0 order by relname`);
    expect(tables.map((row) => row.table)).toContain('catalog_variants');
    expect(tables.filter((row) => !row.vacuumed || !row.analyzed || row.changedSinceAnalyze > 0 || row.insertedSinceVacuum > 0)).toEqual([]);
  });

  it('searches the same way as PGlite', async () => {
    const search = { query: 'jacket', offset: 0, limit: 10 };
    expect(await searchProducts(postgres!.db, 'summit', 'en-gb', search, '/api')).toEqual(await searchProducts(pglite!.db, 'summit', 'en-gb', search, '/api'));
  });
});
