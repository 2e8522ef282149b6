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
