import { metaDescription } from '@lib/seo/page-meta';
import type { SearchHub } from '@schemas/commerce/fapi';
import type { ProductSearchResponse } from '@schemas/commerce/search';
import type { Canvas } from '@schemas/content/canvas';
import { findCanvas } from '@lib/api/content';
import { getSearchHub } from '@lib/api/fapi';
import { searchProductsFaceted } from '@lib/api/products';
import { canonicalSearchQuery, isRefined, parseListingQuery, toFacetedSearch, type ListingQuery } from '@lib/search/listing-query';
import type { ApiClient } from '@lib/api/client';
import { definePageKind, emptyCanvas } from './page-kind';

export const SEARCH_PAGE_SIZE = 24;

export interface SearchPageData {
  readonly query: ListingQuery;
  /** null when there is no search term yet (the page shows the search hub only). */
  readonly results: ProductSearchResponse | null;
  /** Popular queries and categories: suggestions for an empty term or an empty result. */
  readonly hub: SearchHub | null;
}

/**
 * Faceted results for `q`; with no term or no result, the search hub's popular queries and
 * categories as suggestions. The hub is optional: if it fails the page still renders.
 */
async function searchPage(api: ApiClient, query: ListingQuery): Promise<SearchPageData> {
  const hub = () => getSearchHub(api).catch((error: unknown) => {
    console.warn('[search] search hub unavailable:', error);
    return null;
  });
  if (!query.q) return { query, results: null, hub: await hub() };
  const results = await searchProductsFaceted(api, toFacetedSearch(query, SEARCH_PAGE_SIZE));
  return { query, results, hub: results.total === 0 ? await hub() : null };
}

/**
 * Which search pages crawlers may index: a term with products found, neither filtered nor
 * re-sorted (one canonical per term and page). Every word of the term must be in a product's name
 * for a product to be found, so a term that is not the catalog's words (spam a stranger links to)
 * finds nothing and stays `noindex`; so do filtered, re-sorted and empty results.
 */
export function indexedSearch(search: SearchPageData): boolean {
  return search.results !== null && search.results.total > 0 && !isRefined(search.query);
}

/** The search page: /{locale}/search?q=… with the optional search content section around it. */
export const searchKind = definePageKind<{ canvas: Canvas; search: SearchPageData }>({
  name: 'search',
  async load(page) {
    const query = parseListingQuery(page.url.searchParams);
    if (query.page === null) return { outcome: 'not-found' };
    const [canvas, search] = await Promise.all([
      findCanvas(page.api, { mode: page.mode, path: `search/${page.request.siteId}`, access: page.previewAccess }),
      searchPage(page.api, query),
    ]);
    if (query.page > 1 && search.results?.products.length === 0) return { outcome: 'not-found' };
    // The search content section is optional; without a document the page is the results alone.
    return { outcome: 'page', data: { canvas: canvas ?? emptyCanvas(page, 'search', 'Search'), search } };
  },
  canvasOf: (data) => data.canvas,
  canvases: (data, ctx) => [{ canvas: data.canvas, ctx }],
  meta: ({ canvas, search }, ctx, { url }) => {
    const indexed = indexedSearch(search);
    return {
      title: search.query.q ? ctx.t('searchResultsFor', { query: search.query.q }) : ctx.t('searchTitle'),
      description: metaDescription(canvas.description) ?? ctx.t('searchDescription', { site: ctx.site.name }),
      // Without a term the page is the search hub, whose own page is the canonical one.
      canonicalPath: !search.query.q ? `/${ctx.locale}/searchhub` : indexed ? `${url.pathname}${canonicalSearchQuery(search.query)}` : undefined,
      robots: !search.query.q || indexed ? undefined : 'noindex,follow',
    };
  },
  view: () => import('../views/SearchView.astro'),
});
