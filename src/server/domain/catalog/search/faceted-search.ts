import type { ProductSearchParams, ProductSearchResponse } from '@schemas/commerce/search';
import { LOCALES, type LocaleCode, type SiteId } from '../../../../shared/i18n/sites';
import type { Database } from '../../../db/client';
import { ApiError } from '../../../http/api-error';
import { withDescendants } from '../catalog-tree';
import { languageOf } from '../labels';
import { computeFacets, passesFacets } from './facets';
import { relevance, searchTerms, sortScored } from './ranking';
import { searchSnapshot, type SearchSnapshot } from './snapshot';
import { tileOf } from './tiles';

function inCategory(snapshot: SearchSnapshot, categoryId: string | undefined): (categoryIds: readonly string[]) => boolean {
  if (!categoryId) return () => true;
  if (!snapshot.categories.some((category) => category.id === categoryId)) throw new ApiError('CAT404', undefined, { field: 'category' });
  const wanted = new Set(withDescendants(snapshot.categories, categoryId));
  return (categoryIds) => categoryIds.some((id) => wanted.has(id));
}

/** Text, category and facet search with counts per facet value, sorted and paged. */
export async function facetedSearch(db: Database, siteId: SiteId, locale: LocaleCode, params: ProductSearchParams, apiBase: string): Promise<ProductSearchResponse> {
  const currency = LOCALES[locale].currency;
  const snapshot = await searchSnapshot(db, siteId, currency);
  const terms = searchTerms(params.query, languageOf(locale));
  const categoryMatch = inCategory(snapshot, params.category);
  const base: Array<{ entry: (typeof snapshot.entries)[number]; score: number }> = [];
  for (const entry of snapshot.entries) {
    if (!categoryMatch(entry.categoryIds)) continue;
    const score = relevance(entry, terms);
    if (score > 0) base.push({ entry, score });
  }
  const matching = sortScored(base.filter(({ entry }) => passesFacets(entry, params)), params.sort);
  return {
    total: matching.length,
    offset: params.offset,
    limit: params.limit,
    sort: params.sort,
    products: matching.slice(params.offset, params.offset + params.limit).map(({ entry }) => tileOf(entry, locale, apiBase)),
    facets: computeFacets(base.map(({ entry }) => entry), params, currency, locale),
  };
}
