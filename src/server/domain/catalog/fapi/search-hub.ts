import type { SearchHub } from '@schemas/commerce/fapi';
import { LOCALES, type LocaleCode, type SiteId } from '../../../../shared/i18n/sites';
import { categoryPath } from '../../../../shared/routing/routes';
import type { Database } from '../../../db/client';
import { withDescendants } from '../catalog-tree';
import { languageOf } from '../labels';
import { popularQueries } from '../search/popular';
import { searchSnapshot } from '../search/snapshot';

/**
 * Second-level categories with the most products, and the brand's popular queries. Several
 * departments have a category of the same name (Men > Hiking, Women > Hiking): those are named
 * with their department ("Hiking · Women"), so no two links read alike.
 */
export async function searchHub(db: Database, siteId: SiteId, locale: LocaleCode): Promise<SearchHub> {
  const snapshot = await searchSnapshot(db, siteId, LOCALES[locale].currency);
  const language = languageOf(locale);
  const byId = new Map(snapshot.categories.map((category) => [category.id, category]));
  const popular = snapshot.categories
    .filter((category) => category.level === 2)
    .map((category) => {
      const ids = new Set(withDescendants(snapshot.categories, category.id));
      const productCount = snapshot.entries.filter((e) => e.categoryIds.some((id) => ids.has(id))).length;
      const name = category.names[language];
      const department = category.parentId ? byId.get(category.parentId)?.names[language] : undefined;
      return { id: category.id, name, department, url: categoryPath(locale, name, category.id), productCount };
    })
    .filter((category) => category.productCount > 0)
    .sort((a, b) => b.productCount - a.productCount || a.id.localeCompare(b.id))
    .slice(0, 8);
  const sharing = (name: string) => popular.filter((other) => other.name === name).length > 1;
  const popularCategories = popular.map(({ department, ...category }) =>
    department && sharing(category.name) ? { ...category, name: `${category.name} · ${department}` } : category);
  return { popularCategories, popularQueries: popularQueries(siteId, language, '', 8) };
}
