import type { Collections } from '@schemas/commerce/fapi';
import { LOCALES, type LocaleCode, type SiteId } from '../../../../shared/i18n/sites';
import { categoryPath } from '../../../../shared/routing/routes';
import type { Database } from '../../../db/client';
import { withDescendants } from '../catalog-tree';
import { languageOf } from '../labels';
import { searchSnapshot } from '../search/snapshot';

/**
 * The brand's departments (first-level categories), each with its categories that hold products,
 * in catalog order, named in the locale's language, with product counts and links (from the same
 * in-memory snapshot as search, so it costs no query once warm).
 */
export async function collections(db: Database, siteId: SiteId, locale: LocaleCode): Promise<Collections> {
  const snapshot = await searchSnapshot(db, siteId, LOCALES[locale].currency);
  const language = languageOf(locale);
  const countOf = (categoryId: string) => {
    const ids = new Set(withDescendants(snapshot.categories, categoryId));
    return snapshot.entries.filter((entry) => entry.categoryIds.some((id) => ids.has(id))).length;
  };
  const entry = (category: (typeof snapshot.categories)[number]) => {
    const name = category.names[language];
    return { id: category.id, name, url: categoryPath(locale, name, category.id), productCount: countOf(category.id) };
  };
  return {
    collections: snapshot.categories
      .filter((category) => category.level === 1)
      .map((department) => ({
        ...entry(department),
        categories: snapshot.categories.filter((category) => category.parentId === department.id).map(entry).filter((category) => category.productCount > 0),
      }))
      .filter((department) => department.productCount > 0),
  };
}
