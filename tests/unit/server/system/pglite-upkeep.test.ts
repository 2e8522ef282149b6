import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteHandle, type DatabaseHandle } from '@server/db/client';
import { upkeepFor } from '@server/db/pglite-upkeep';
import { turnsDuring } from '../../../helpers/event-loop-turns';

/**
 * PGlite runs PostgreSQL in single-user mode, where autovacuum never runs: the database's upkeep
 * (src/server/db/pglite-upkeep.ts) must pick the tables autovacuum would, vacuum away the rows
 * updates leave behind and give the planner its statistics, and leave quiet tables alone.
 */
describe('upkeepFor: autovacuum’s rules', () => {
  it('analyzes a table the planner has never measured', () => {
    expect(upkeepFor({ table: 't', estimatedRows: -1, deadRows: 0, changedSinceAnalyze: 0 })).toBe('analyze');
  });

  it('vacuums past 50 + 20% dead rows and analyzes past 50 + 10% changed rows', () => {
    expect(upkeepFor({ table: 't', estimatedRows: 1000, deadRows: 250, changedSinceAnalyze: 150 })).toBeNull();
    expect(upkeepFor({ table: 't', estimatedRows: 1000, deadRows: 251, changedSinceAnalyze: 150 })).toBe('vacuum');
    expect(upkeepFor({ table: 't', estimatedRows: 1000, deadRows: 0, changedSinceAnalyze: 151 })).toBe('analyze');
    expect(upkeepFor({ table: 't', estimatedRows: 1000, deadRows: 251, changedSinceAnalyze: 151 })).toBe('vacuum analyze');
  });
});

describe('PGlite upkeep', () => {
  let client: PGlite;
  let handle: DatabaseHandle;

  const stateOf = async (table: string) => {
    const { rows } = await client.query<{ reltuples: number; dead: number; vacuumed: boolean; analyzed: boolean }>(`
      select c.reltuples, s.n_dead_tup::int as dead, s.last_vacuum is not null as vacuumed, s.last_analyze is not null as analyzed
      from pg_stat_user_tables s join pg_class c on c.oid = s.relid where s.relname = $1`, [table]);
    return rows[0]!;
  };

  beforeAll(async () => {
    client = new PGlite();
    handle = await pgliteHandle(client);
    await client.exec(`
      create table "busy ""carts""" (id int primary key, version int not null);
      insert into "busy ""carts""" select n, 0 from generate_series(1, 1000) n;
      create table quiet (id int primary key);
      insert into quiet values (1);`);
  });
  afterAll(async () => {
    await handle.close();
  });

  it('gives tables the planner has never measured their statistics', async () => {
    expect((await stateOf('busy "carts"')).reltuples).toBe(-1);
    const report = await handle.upkeep!();
    expect(report.tables).toEqual([{ table: 'busy "carts"', work: 'analyze' }, { table: 'quiet', work: 'analyze' }]);
    expect((await stateOf('busy "carts"')).reltuples).toBe(1000);
  });

  it('vacuums and analyzes the table whose every row was updated, and only that one', async () => {
    await client.exec(`update "busy ""carts""" set version = version + 1`);
    const report = await handle.upkeep!();
    expect(report.tables).toEqual([{ table: 'busy "carts"', work: 'vacuum analyze' }]);
    const busy = await stateOf('busy "carts"');
    expect(busy).toMatchObject({ dead: 0, vacuumed: true, analyzed: true, reltuples: 1000 });
    expect((await stateOf('quiet')).vacuumed).toBe(false);
  });

  it('finds nothing to do when nothing changed since', async () => {
    expect((await handle.upkeep!()).tables).toEqual([]);
  });

  // PGlite's statements run on this thread and their promises settle as microtasks: without a
  // turn of the event loop between tables, no request would be answered until the round ended.
  it('lets the event loop answer requests between the tables it vacuums', async () => {
    await client.exec('update "busy ""carts""" set version = version + 1; insert into quiet select n from generate_series(2, 200) n;');
    const { result: report, turns } = await turnsDuring(() => handle.upkeep!());
    expect(report.tables.map((entry) => entry.table)).toEqual(['busy "carts"', 'quiet']);
    expect(turns).toBeGreaterThanOrEqual(2);
  });
});
