import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../client';
import { categories, type CategoryNames } from '../../schema/catalog';

export interface TopCategory {
  readonly id: string;
  readonly names: CategoryNames;
}

/**
 * The one coupling between the content and catalog seeds: the site's first level-1
 * categories (the catalog seed runs first), for the home page's category cards.
 */
export async function topCategories(db: Database, siteId: string, limit = 3): Promise<TopCategory[]> {
  return db
    .select({ id: categories.id, names: categories.names })
    .from(categories)
    .where(and(eq(categories.siteId, siteId), eq(categories.level, 1)))
    .orderBy(asc(categories.position))
    .limit(limit);
}
