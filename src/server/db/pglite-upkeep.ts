import type { PGlite } from '@electric-sql/pglite';
import { yieldToRequests } from './yield-to-requests';

/**
 * What PostgreSQL's autovacuum does, for PGlite. PGlite runs PostgreSQL as one process in
 * single-user mode, where autovacuum never starts: left alone, the planner never gets a table's
 * statistics (a fresh install plans every query with reltuples = -1) and the rows every add to
 * cart leaves behind (the cart's version and expiry, a line's quantity) are never vacuumed, so
 * the cart tables and their indexes only grow. Upkeep picks the tables autovacuum would pick,
 * with its default thresholds, and vacuums and analyzes them one at a time: each table is one
 * statement, and the event loop answers requests between them (yieldToRequests: awaiting PGlite
 * alone never gives way). On PostgreSQL autovacuum does this.
 */

/** autovacuum's defaults: vacuum after 50 + 20% dead rows, analyze after 50 + 10% changed rows. */
const VACUUM_BASE = 50;
const VACUUM_SHARE = 0.2;
const ANALYZE_BASE = 50;
const ANALYZE_SHARE = 0.1;

export interface TableActivity {
  readonly table: string;
  /** pg_class.reltuples: -1 for a table never vacuumed or analyzed. */
  readonly estimatedRows: number;
  readonly deadRows: number;
  readonly changedSinceAnalyze: number;
}

export type UpkeepWork = 'vacuum' | 'analyze' | 'vacuum analyze';

/** What a table needs, by autovacuum's rules; a table the planner has never measured is analyzed. */
export function upkeepFor(activity: TableActivity): UpkeepWork | null {
  const rows = Math.max(0, activity.estimatedRows);
  const vacuum = activity.deadRows > VACUUM_BASE + VACUUM_SHARE * rows;
  const analyze = activity.estimatedRows < 0 || activity.changedSinceAnalyze > ANALYZE_BASE + ANALYZE_SHARE * rows;
  if (vacuum && analyze) return 'vacuum analyze';
  if (vacuum) return 'vacuum';
  return analyze ? 'analyze' : null;
}

export interface UpkeepReport {
  readonly tables: ReadonlyArray<{ readonly table: string; readonly work: UpkeepWork }>;
  readonly ms: number;
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** One round of upkeep on the current schema's tables: each due table on its own (VACUUM cannot run in a transaction). */
export async function pgliteUpkeep(client: PGlite): Promise<UpkeepReport> {
  const started = performance.now();
  // PostgreSQL sends a statement's counts to the statistics at most once a second; the next statement then sees them all.
  await client.query('select pg_stat_force_next_flush()');
  const { rows } = await client.query<{ table: string; estimatedRows: number; deadRows: string; changedSinceAnalyze: string }>(`
    select s.relname as "table", c.reltuples as "estimatedRows", s.n_dead_tup as "deadRows", s.n_mod_since_analyze as "changedSinceAnalyze"
    from pg_stat_user_tables s join pg_class c on c.oid = s.relid
    where s.schemaname = current_schema()
    order by s.relname`);
  const done: Array<{ table: string; work: UpkeepWork }> = [];
  for (const row of rows) {
    const work = upkeepFor({ table: row.table, estimatedRows: Number(row.estimatedRows), deadRows: Number(row.deadRows), changedSinceAnalyze: Number(row.changedSinceAnalyze) });
    if (!work) continue;
    await yieldToRequests();
    await client.exec(`${work === 'analyze' ? 'analyze' : work === 'vacuum' ? 'vacuum' : 'vacuum (analyze)'} ${quoted(row.table)}`);
    done.push({ table: row.table, work });
  }
  return { tables: done, ms: Math.round(performance.now() - started) };
}

/** How often upkeep looks for tables that need it (autovacuum's naptime is a minute, for a server with many sessions). */
export const UPKEEP_INTERVAL_MS = 10 * 60_000;

export function logUpkeep(report: UpkeepReport): void {
  if (report.tables.length === 0) return;
  const byWork = new Map<UpkeepWork, string[]>();
  for (const { table, work } of report.tables) byWork.set(work, [...(byWork.get(work) ?? []), table]);
  const parts = [...byWork].map(([work, tables]) => `${work} ${tables.length <= 5 ? tables.join(', ') : `${tables.length} tables`}`);
  console.log(`[api] database upkeep in ${report.ms} ms: ${parts.join('; ')}`);
}
