import { asc, eq } from 'drizzle-orm';
import type { Catalog, CategoryNode } from '@schemas/commerce/catalog';
import type { LocaleCode, SiteId } from '../../../shared/i18n/sites';
import { categoryPath, slugify } from '../../../shared/routing/routes';
import type { Database } from '../../db/client';
import { categories } from '../../db/schema/catalog';
import { languageOf } from './labels';

export type CategoryRecord = typeof categories.$inferSelect;

export async function loadSiteCategories(db: Database, siteId: SiteId): Promise<CategoryRecord[]> {
  return db.select().from(categories).where(eq(categories.siteId, siteId)).orderBy(asc(categories.level), asc(categories.position));
}

/** The category and all categories below it. */
export function withDescendants(all: readonly CategoryRecord[], categoryId: string): string[] {
  const ids = [categoryId];
  for (let i = 0; i < ids.length; i++) {
    for (const category of all) if (category.parentId === ids[i]) ids.push(category.id);
  }
  return ids;
}

/** The site's three-level tree with names and storefront urls in the locale. */
export async function loadCatalog(db: Database, siteId: SiteId, locale: LocaleCode): Promise<Catalog> {
  const rows = await loadSiteCategories(db, siteId);
  const language = languageOf(locale);
  const nodes = new Map<string, CategoryNode>();
  const roots: CategoryNode[] = [];
  for (const row of rows) {
    const name = row.names[language];
    const node: CategoryNode = {
      id: row.id,
      name,
      slug: slugify(name),
      url: categoryPath(locale, name, row.id),
      parentId: row.parentId,
      level: row.level as 1 | 2 | 3,
      children: [],
    };
    nodes.set(row.id, node);
    // Rows come level by level, so a parent is always known before its children.
    if (row.parentId) nodes.get(row.parentId)?.children.push(node);
    else roots.push(node);
  }
  return { siteId, locale, categories: roots };
}
