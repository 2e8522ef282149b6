import type { ApiClient } from '@lib/api/client';
import { getSearchHub } from '@lib/api/fapi';
import { searchProductsFaceted } from '@lib/api/products';
import type { ListingQuery } from '@lib/search/listing-query';
import { toFacetedSearch } from '@lib/search/listing-query';
import type { SearchHub } from '@schemas/commerce/fapi';
import type { ProductSearchResponse } from '@schemas/commerce/search';

export const SEARCH_PAGE_SIZE = 24;

export interface SearchPageData {
  readonly query: ListingQuery;
  /** null when there is no search term yet (the page shows the search hub only). */
  readonly results: ProductSearchResponse | null;
  /** Popular queries and categories: suggestions for an empty term or an empty result. */
  readonly hub: SearchHub | null;
}

/**
 * The search page: faceted results for `q`; with no term or no result, the search hub's popular
 * queries and categories as suggestions. The hub is optional: if it fails the page still renders.
 */
export async function loadSearchPage(api: ApiClient, query: ListingQuery): Promise<SearchPageData> {
  const hub = () => getSearchHub(api).catch((error: unknown) => {
    console.warn('[search] search hub unavailable:', error);
    return null;
  });
  if (!query.q) return { query, results: null, hub: await hub() };
  const results = await searchProductsFaceted(api, toFacetedSearch(query, SEARCH_PAGE_SIZE));
  return { query, results, hub: results.total === 0 ? await hub() : null };
}
