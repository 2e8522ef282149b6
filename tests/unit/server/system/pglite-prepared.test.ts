import { PGlite, TransactionAbortedError } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteHandle, type DatabaseHandle } from '@server/db/client';

/**
 * PGlite with its statements kept prepared (src/server/db/pglite-prepared.ts) must answer exactly
 * as PGlite's own query does, keep errors and transactions as they were, and stay usable after
 * a table changes under a kept plan.
 */
describe('PGlite statements kept prepared', () => {
  let plain: PGlite;
  let prepared: PGlite;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    plain = new PGlite();
    prepared = new PGlite();
    handle = await pgliteHandle(prepared);
    for (const client of [plain, prepared]) {
      await client.exec(`
        create table things (id int primary key, name text not null, tags text[], facts jsonb, price numeric(10, 2),
          seen timestamptz, born date, active boolean, picture bytea, big bigint);
        insert into things values (1, 'Zéphyr ☂', '{a,"b c"}', '{"n": 1, "deep": {"x": [1, 2]}}', 12.5,
          '2026-11-28T01:02:03Z', '2000-02-29', true, '\\x0102ff', 9007199254740993);
        insert into things (id, name) values (2, 'nulls');`);
    }
  });
  afterAll(async () => {
    await plain.close();
    await handle.close();
  });

  it('answers every type, in object and array rows, as PGlite itself does', async () => {
    const text = 'select * from things where id = any($1) order by id';
    for (const rowMode of ['object', 'array'] as const) {
      const expected = await plain.query(text, [[1, 2]], { rowMode });
      // Twice: the first run prepares the statement, the second runs it by name.
      for (let run = 0; run < 2; run += 1) {
        const actual = await prepared.query(text, [[1, 2]], { rowMode });
        expect(actual.rows).toEqual(expected.rows);
        expect(actual.fields).toEqual(expected.fields);
      }
    }
    const parsed = await prepared.query<{ tags: string[]; facts: unknown; seen: Date }>(text, [[1]]);
    expect(parsed.rows[0]).toMatchObject({ tags: ['a', 'b c'], facts: { n: 1, deep: { x: [1, 2] } }, seen: new Date('2026-11-28T01:02:03Z') });
  });

  it('serializes parameters by their described types and honours per-call parsers', async () => {
    const text = 'select $1::jsonb as facts, $2::timestamptz as at, $3::text[] as tags, $4::boolean as yes, $5::int as none';
    const params = [{ a: [1, 'two'] }, new Date('2026-01-02T03:04:05Z'), ['x', 'y z'], false, null];
    expect((await prepared.query(text, params)).rows).toEqual((await plain.query(text, params)).rows);
    const asText = await prepared.query<{ at: unknown }>(text, params, { parsers: { 1184: (value: string) => `raw:${value}` } });
    expect(asText.rows[0]!.at).toMatch(/^raw:2026-01-02/);
  });

  it('reports affected rows and commands as PGlite does', async () => {
    const text = 'update things set active = $1 where id > $2';
    const expected = await plain.query(text, [false, 0]);
    const actual = await prepared.query(text, [false, 0]);
    expect({ affectedRows: actual.affectedRows, rows: actual.rows }).toEqual({ affectedRows: expected.affectedRows, rows: expected.rows });
    expect(actual.affectedRows).toBe(2);
  });

  it('keeps the error code of a failing statement and runs the next statement normally', async () => {
    const insert = 'insert into things (id, name) values ($1, $2)';
    await expect(prepared.query(insert, [1, 'again'])).rejects.toMatchObject({ code: '23505' });
    await expect(prepared.query('select nope from things')).rejects.toMatchObject({ code: '42703' });
    expect((await prepared.query('select count(*)::int as n from things')).rows).toEqual([{ n: 2 }]);
  });

  it('rolls a failed transaction back whole, through drizzle', async () => {
    await expect(handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into things (id, name) values (${3}, ${'kept?'})`);
      await tx.execute(sql`insert into things (id, name) values (${1}, ${'duplicate'})`);
    })).rejects.toThrow();
    const after = await handle.db.execute(sql`select id from things order by id`);
    expect((after as unknown as { rows: Array<{ id: number }> }).rows.map((row) => row.id)).toEqual([1, 2]);
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into things (id, name) values (${3}, ${'kept'})`);
    });
    expect(((await handle.db.execute(sql`select name from things where id = ${3}`)) as unknown as { rows: unknown[] }).rows).toEqual([{ name: 'kept' }]);
  });

  it('prepares again when a table changed under a kept plan', async () => {
    const text = 'select * from things where id = $1';
    await prepared.query(text, [1]);
    await prepared.exec('alter table things add column colour text');
    const after = await prepared.query<Record<string, unknown>>(text, [1]);
    expect(after.rows[0]).toHaveProperty('colour', null);
  });

  it('reads a large answer that PGlite writes in several pieces, and one with notices, as PGlite does', async () => {
    const text = "select n, repeat('é☂', $1::int) || n as text from generate_series(1, 3000) as n";
    const expected = await plain.query(text, [200]);
    const actual = await prepared.query(text, [200]);
    expect(actual.rows).toHaveLength(3000);
    expect(actual.rows).toEqual(expected.rows);
    await prepared.exec("create function noisy(n int) returns int language plpgsql as $$ begin raise notice 'counting %', n; return n * 2; end $$");
    expect((await prepared.query('select noisy($1::int) as twice', [21])).rows).toEqual([{ twice: 42 }]);
  });

  it('keeps a bounded number of statements', async () => {
    for (let index = 0; index < 450; index += 1) await prepared.query(`select ${index}::int as n where $1::int = 1`, [1]);
    const { rows } = await prepared.query<{ n: number }>("select count(*)::int as n from pg_prepared_statements where name like 'pglite_s%'");
    expect(rows[0]!.n).toBeLessThanOrEqual(401);
    expect(rows[0]!.n).toBeGreaterThan(300);
  });
});

describe('PGlite transactions with statements kept prepared', () => {
  let client: PGlite;
  let handle: DatabaseHandle;
  const names = async () => ((await client.query<{ name: string }>('select name from items order by name')).rows).map((row) => row.name);

  beforeAll(async () => {
    client = new PGlite();
    handle = await pgliteHandle(client);
    await client.exec('create table items (name text primary key)');
  });
  afterAll(() => handle.close());

  it('commits, and rolls back when the callback throws or asks for it', async () => {
    await client.transaction(async (tx) => {
      await tx.query('insert into items values ($1)', ['kept']);
      expect((await tx.query<{ n: number }>('select count(*)::int as n from items')).rows).toEqual([{ n: 1 }]);
    });
    await expect(client.transaction(async (tx) => {
      await tx.query('insert into items values ($1)', ['thrown']);
      throw new Error('no');
    })).rejects.toThrow('no');
    await client.transaction(async (tx) => {
      await tx.query('insert into items values ($1)', ['asked']);
      await tx.rollback();
    });
    expect(await names()).toEqual(['kept']);
  });

  it('raises the error of the first statement, sent along with BEGIN, and leaves no transaction open', async () => {
    await expect(client.transaction((tx) => tx.query('insert into items values ($1)', ['kept']))).rejects.toMatchObject({ code: '23505' });
    expect(client.isInTransaction()).toBe(false);
    expect(await names()).toEqual(['kept']);
  });

  it('refuses to commit a transaction whose failure the callback caught', async () => {
    await expect(client.transaction(async (tx) => {
      await tx.query('insert into items values ($1)', ['lost']);
      await tx.query('insert into items values ($1)', ['kept']).catch(() => undefined);
    })).rejects.toThrow(TransactionAbortedError);
    expect(await names()).toEqual(['kept']);
  });

  it('keeps a savepoint of a nested drizzle transaction', async () => {
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into items values (${'outer'})`);
      await expect(tx.transaction(async (inner) => {
        await inner.execute(sql`insert into items values (${'inner'})`);
        throw new Error('inner fails');
      })).rejects.toThrow('inner fails');
    });
    expect(await names()).toEqual(['kept', 'outer']);
  });

  it("plans a transaction's statements once (a generic plan), not on every run", async () => {
    const text = 'select count(*)::int as n from items where name = any($1)';
    for (let run = 0; run < 8; run += 1) await client.transaction((tx) => tx.query(text, [['kept', `other-${run}`]]));
    const { rows } = await client.query<{ generic: number; custom: number }>(
      'select generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements where statement = $1', [text]);
    expect(rows).toEqual([{ generic: 8, custom: 0 }]);
  });

  it('runs a statement from outside only after the open transaction ends', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const writing = client.transaction(async (tx) => {
      await tx.query('insert into items values ($1)', ['during']);
      await held;
    });
    const reading = client.query<{ n: number }>('select count(*)::int as n from items where name = $1', ['during']);
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    await writing;
    expect((await reading).rows).toEqual([{ n: 1 }]);
  });
});
