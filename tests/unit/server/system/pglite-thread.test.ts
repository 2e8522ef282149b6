import { PGlite, TransactionAbortedError } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRemotePGlite, type RemotePGlite } from '@server/db/pglite-remote';

/**
 * PGlite on its own thread (src/server/db/pglite-worker.ts, the production server's default) must
 * answer exactly as PGlite in the calling thread does, and keep PGlite's errors and locks.
 */
const WORKER = new URL('../../../../src/server/db/pglite-worker.ts', import.meta.url);
const SETUP = `
  create type mood as enum ('calm', 'busy');
  create table things (id int primary key, name text not null, tags text[], facts jsonb, price numeric(10, 2),
    seen timestamptz, born date, active boolean, picture bytea, big bigint, moods mood[], counts int[]);
  insert into things values (1, 'Zéphyr ☂', '{a,"b c"}', '{"n": 1, "deep": {"x": [1, 2]}}', 12.5,
    '2026-11-28T01:02:03Z', '2000-02-29', true, '\\x0102ff', 9007199254740993, '{calm,busy}', '{3,null,5}');
  insert into things (id, name) values (2, 'nulls');
  create table items (name text primary key);
  create table counter (n int not null); insert into counter values (0);`;

describe('PGlite on a thread of its own', () => {
  let plain: PGlite;
  let remote: RemotePGlite;

  beforeAll(async () => {
    plain = new PGlite();
    await plain.exec(SETUP);
    remote = await startRemotePGlite(WORKER, undefined);
    await remote.transaction(async (tx) => {
      for (const statement of SETUP.split(';').map((part) => part.trim()).filter(Boolean)) await tx.query(statement);
    });
  });
  afterAll(async () => {
    await plain.close();
    await remote.close();
  });

  it('answers every type, arrays and bytea included, in object and array rows, as PGlite itself does', async () => {
    const text = 'select * from things where id = any($1) order by id';
    for (const rowMode of ['object', 'array'] as const) {
      const expected = await plain.query(text, [[1, 2]], { rowMode });
      const actual = await remote.query(text, [[1, 2]], { rowMode });
      expect(actual.rows).toEqual(expected.rows);
      expect(actual.fields).toEqual(expected.fields);
    }
    const [row] = (await remote.query<{ tags: string[]; counts: Array<number | null>; seen: Date; picture: Uint8Array }>(text, [[1]])).rows;
    expect(row).toMatchObject({ tags: ['a', 'b c'], counts: [3, null, 5], seen: new Date('2026-11-28T01:02:03Z') });
    expect([...row!.picture]).toEqual([1, 2, 255]);
  });

  it('serializes parameters by their types and honours the caller’s parsers (drizzle keeps timestamps as text)', async () => {
    const text = 'select $1::jsonb as facts, $2::timestamptz as at, $3::text[] as tags, $4::boolean as yes, $5::int as none, $6::text as gone';
    const params = [{ a: [1, 'two'] }, new Date('2026-01-02T03:04:05Z'), ['x', 'y z'], false, null, undefined];
    expect((await remote.query(text, params)).rows).toEqual((await plain.query(text, params)).rows);
    const asText = await remote.query<{ at: unknown }>(text, params, { parsers: { 1184: (value: string) => `raw:${value}` } });
    expect(asText.rows[0]!.at).toMatch(/^raw:2026-01-02/);
  });

  it('keeps the SQLSTATE and constraint of a failing statement, and goes on', async () => {
    await expect(remote.query('insert into things (id, name) values ($1, $2)', [1, 'again'])).rejects.toMatchObject({ code: '23505', constraint: 'things_pkey' });
    await expect(remote.query('select nope from things')).rejects.toMatchObject({ code: '42703' });
    expect((await remote.query('select count(*)::int as n from things')).rows).toEqual([{ n: 2 }]);
  });

  it('commits, rolls back on a throw or when asked, and refuses to commit a caught failure', async () => {
    await remote.transaction(async (tx) => {
      await tx.query('insert into items values ($1)', ['kept']);
    });
    await expect(remote.transaction(async (tx) => {
      await tx.query('insert into items values ($1)', ['thrown']);
      throw new Error('no');
    })).rejects.toThrow('no');
    await remote.transaction(async (tx) => {
      await tx.query('insert into items values ($1)', ['asked']);
      await tx.rollback();
    });
    await expect(remote.transaction(async (tx) => {
      await tx.query('insert into items values ($1)', ['lost']);
      await tx.query('insert into items values ($1)', ['kept']).catch(() => undefined);
    })).rejects.toThrow(TransactionAbortedError);
    expect((await remote.query<{ name: string }>('select name from items order by name')).rows).toEqual([{ name: 'kept' }]);
  });

  it('holds a transaction alone: a statement outside waits for it, and twenty read-then-write transactions lose nothing', async () => {
    let outsideSaw: unknown;
    await remote.transaction(async (tx) => {
      await tx.query('insert into items values ($1)', ['inside']);
      const outside = remote.query<{ n: number }>("select count(*)::int as n from items where name = 'inside'").then((result) => (outsideSaw = result.rows[0]!.n));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(outsideSaw).toBeUndefined();
      void outside;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(outsideSaw).toBe(1);
    await Promise.all(Array.from({ length: 20 }, () => remote.transaction(async (tx) => {
      const { rows } = await tx.query<{ n: number }>('select n from counter');
      await tx.query('update counter set n = $1', [rows[0]!.n + 1]);
    })));
    expect((await remote.query('select n from counter')).rows).toEqual([{ n: 20 }]);
  });

  it('serves drizzle: queries, a nested transaction with its savepoint, and a rollback', async () => {
    const db = drizzle(remote as unknown as PGlite);
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into items values (${'outer'})`);
      await expect(tx.transaction(async (inner) => {
        await inner.execute(sql`insert into items values (${'inner'})`);
        throw new Error('undo inner');
      })).rejects.toThrow('undo inner');
    });
    const names = await db.execute<{ name: string }>(sql`select name from items where name in ('outer', 'inner')`);
    expect(names.rows).toEqual([{ name: 'outer' }]);
  });

  it('answers every call in flight with an error when the thread stops', async () => {
    const doomed = await startRemotePGlite(WORKER, undefined);
    await doomed.close();
    await expect(doomed.query('select 1')).rejects.toThrow(/database thread stopped/);
  });
});
