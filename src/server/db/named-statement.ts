import type { SQL } from 'drizzle-orm';
import type { Database } from './client';

/**
 * Named statements for the hot paths (add to cart, the session lookup). On PostgreSQL
 * (node-postgres) a named statement is parsed once per pooled connection and its plan kept by
 * the server, so each later run sends only Bind/Execute: parsing and planning the cart's joins
 * was most of PostgreSQL's CPU per add. On PGlite the name is ignored (it parses every query).
 *
 * node-postgres refuses a second text under one name, so each distinct text of a base name
 * gets a name of its own (`cart_lines`, `cart_lines_2`, ...; at most MAX_SHAPES, then it runs
 * unnamed): a statement takes lists as one array parameter (`= any(${sql.param(ids)})`), not as
 * `in (...)` with one parameter per item, so that its text stays the same.
 */
const MAX_SHAPES = 4;
const names = new Map<string, Map<string, string | undefined>>();

function nameFor(base: string, text: string): string | undefined {
  let shapes = names.get(base);
  if (!shapes) names.set(base, (shapes = new Map()));
  if (shapes.has(text)) return shapes.get(text);
  const name = shapes.size < MAX_SHAPES ? (shapes.size === 0 ? base : `${base}_${shapes.size + 1}`) : undefined;
  shapes.set(text, name);
  return name;
}

interface Session {
  dialect: { sqlToQuery(sql: SQL): { sql: string; params: unknown[] } };
  prepareQuery(query: { sql: string; params: unknown[] }, fields: undefined, name: string | undefined, arrayMode: boolean): { execute(): Promise<unknown> };
}

/** The rows of a raw SQL statement, run as the named statement `base` (see above). */
export async function namedRows<T>(db: Database, base: string, query: SQL): Promise<T[]> {
  const { session } = (db as unknown as { _: { session: Session } })._;
  const compiled = session.dialect.sqlToQuery(query);
  const result = await session.prepareQuery(compiled, undefined, nameFor(base, compiled.sql), false).execute();
  return (result as { rows: T[] }).rows;
}

/** What runBuiltOnce needs of a drizzle builder (update, insert or delete, with or without returning). */
interface Builder {
  getSQL(): SQL;
}

interface Compiled {
  readonly query: { sql: string; params: unknown[] };
  readonly fields: unknown;
}

interface BuilderSession {
  dialect: { sqlToQuery(sql: SQL): { sql: string; params: unknown[] } };
  prepareQuery(query: { sql: string; params: unknown[] }, fields: unknown, name: string, arrayMode: boolean): { execute(values: Record<string, unknown>): Promise<unknown> };
}

const compiledStatements = new Map<string, Compiled>();

/**
 * A write of a hot path (the cart claim, the line upsert), built by drizzle's builder once, with
 * sql.placeholder() for every value, and then run as the named statement `name` on any handle:
 * a transaction's too, which a drizzle prepared query (tied to the handle that built it) cannot
 * be. Building the statement on every add cost more Node time than PGlite took to run it.
 * `build` must make the same text every time: only the placeholders' values change.
 */
export async function runBuiltOnce<T>(db: Database, name: string, build: (db: Database) => Builder, values: Record<string, unknown>): Promise<T[]> {
  const { session } = (db as unknown as { _: { session: BuilderSession } })._;
  let compiled = compiledStatements.get(name);
  if (!compiled) {
    const builder = build(db);
    compiled = { query: session.dialect.sqlToQuery(builder.getSQL()), fields: (builder as unknown as { config: { returning?: unknown } }).config.returning };
    compiledStatements.set(name, compiled);
  }
  const result = await session.prepareQuery(compiled.query, compiled.fields, name, true).execute(values);
  return (Array.isArray(result) ? result : ((result as { rows?: T[] }).rows ?? [])) as T[];
}
