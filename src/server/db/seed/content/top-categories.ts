import { sql } from 'drizzle-orm';
import type { Database } from '../../client';

export interface TopCategory {
  readonly id: string;
  readonly name: string | undefined;
}

const CATEGORY_ID = /^\d{4,10}$/;

/** Both drivers answer execute() with { rows }; the shared Database type does not say so. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * The only coupling between content and catalog seeds: the site's level-1 categories, read
 * from the `categories` table the catalog seed fills first (columns id, site_id, level, and
 * name/position when present). Returns [] when the table is not there yet, so the home
 * canvas falls back to cards linking to the locale root. Runs in a savepoint: a surprise in
 * the catalog's shape can never abort the content seed's transaction.
 */
export async function topCategories(db: Database, siteId: string, limit = 3): Promise<TopCategory[]> {
  try {
    return await db.transaction(async (savepoint) => {
      const table = rowsOf<{ found: string | null }>(await savepoint.execute(sql`select to_regclass('public.categories')::text as found`));
      if (!table[0]?.found) return [];
      const columns = rowsOf<{ column_name: string }>(
        await savepoint.execute(sql`select column_name from information_schema.columns where table_schema = 'public' and table_name = 'categories'`),
      );
      const names = new Set(columns.map((row) => row.column_name));
      if (!names.has('id') || !names.has('site_id') || !names.has('level')) return [];
      const order = names.has('position') ? sql.raw('position, id') : sql.raw('id');
      const rows = rowsOf<Record<string, unknown>>(
        await savepoint.execute(sql`select * from categories where site_id = ${siteId} and level = 1 order by ${order} limit ${limit}`),
      );
      return rows
        .map((row) => ({ id: String(row.id), name: typeof row.name === 'string' ? row.name : undefined }))
        .filter((category) => CATEGORY_ID.test(category.id));
    });
  } catch (error) {
    console.warn(`[seed] content: could not read top categories of ${siteId}; home cards link to the locale root.`, error);
    return [];
  }
}
