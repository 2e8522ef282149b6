import { SEARCH_SORTS, type SearchSort } from '@schemas/commerce/search';
import type { FacetedSearchQuery } from '@lib/api/products';
import { PAGINATION_DEFAULT_PAGE } from '@schemas/constants';

/**
 * The shopper-facing query of a product listing (category or search page) and its URL form:
 * `?q=boots&color=001&size=9&size=10&price=5000-9999&sort=price-low-high&page=2`.
 * Multi-select facets repeat their parameter; price values are `min-max` ranges in minor units
 * (max may be empty). Parsing is lenient: unknown or malformed values are dropped, never fatal.
 */
export const MULTI_FACETS = ['size', 'color', 'brand', 'badge', 'price'] as const;
export type MultiFacet = (typeof MULTI_FACETS)[number];

export interface ListingQuery {
  readonly q: string;
  readonly filters: Readonly<Record<MultiFacet, readonly string[]>>;
  readonly sort: SearchSort;
  /** null when the page parameter is present but not a page number (a 404). */
  readonly page: number | null;
}

export const DEFAULT_SORT: SearchSort = 'relevance';
const MAX_VALUES = 30;
const VALUE = /^[\p{L}\p{N} ._\/+&'-]{1,60}$/u;
const PRICE_RANGE = /^(\d{1,9})-(\d{1,9})?$/;

function isSort(value: string | null): value is SearchSort {
  return value !== null && (SEARCH_SORTS as readonly string[]).includes(value);
}

function valuesOf(params: URLSearchParams, name: MultiFacet): string[] {
  const pattern = name === 'price' ? PRICE_RANGE : VALUE;
  const values = params.getAll(name).flatMap((raw) => raw.split(',')).map((v) => v.trim()).filter((v) => pattern.test(v));
  return [...new Set(values)].slice(0, MAX_VALUES);
}

function pageOf(raw: string | null): number | null {
  if (raw === null) return PAGINATION_DEFAULT_PAGE;
  return /^[1-9]\d{0,4}$/.test(raw) ? Number(raw) : null;
}

export function parseListingQuery(params: URLSearchParams): ListingQuery {
  const filters = Object.fromEntries(MULTI_FACETS.map((name) => [name, valuesOf(params, name)])) as Record<MultiFacet, string[]>;
  const sort = params.get('sort');
  return {
    q: (params.get('q') ?? '').trim().slice(0, 100),
    filters,
    sort: isSort(sort) ? sort : DEFAULT_SORT,
    page: pageOf(params.get('page')),
  };
}

export const NO_FILTERS: ListingQuery['filters'] = { size: [], color: [], brand: [], badge: [], price: [] };

/** The query without facet selections (clear-all keeps the term and sort, and goes to page 1). */
export function withoutFilters(query: ListingQuery): ListingQuery {
  return { ...query, filters: NO_FILTERS, page: 1 };
}

/** The canonical query of a category listing: only the page number survives. */
export function canonicalListingSearch(query: ListingQuery): string {
  return listingSearch({ q: '', filters: NO_FILTERS, sort: DEFAULT_SORT, page: query.page });
}

/** Number of selected facet values (the "active filters" badge). */
export function activeFilterCount(query: ListingQuery): number {
  return MULTI_FACETS.reduce((sum, name) => sum + query.filters[name].length, 0);
}

/**
 * The canonical URL query of a search result page: the term as one lower-case phrase (spaces
 * collapsed), its page; filters and sort left out.
 */
export function canonicalSearchQuery(query: ListingQuery): string {
  const q = query.q.trim().replace(/\s+/g, ' ').toLocaleLowerCase();
  return listingSearch({ q, filters: NO_FILTERS, sort: DEFAULT_SORT, page: query.page });
}

/** True when the URL narrows or reorders the listing (such pages are noindex,follow). */
export function isRefined(query: ListingQuery): boolean {
  return activeFilterCount(query) > 0 || query.sort !== DEFAULT_SORT;
}

/**
 * The URL query of a listing state, in a stable order; defaults (relevance, page 1, empty q)
 * are left out so the clean URL stays canonical. `page` overrides the query's page.
 */
export function listingSearch(query: ListingQuery, page: number = query.page ?? PAGINATION_DEFAULT_PAGE): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  for (const name of MULTI_FACETS) for (const value of query.filters[name]) params.append(name, value);
  if (query.sort !== DEFAULT_SORT) params.set('sort', query.sort);
  if (page > PAGINATION_DEFAULT_PAGE) params.set('page', String(page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** The union of the selected price ranges as one priceMin/priceMax pair. */
export function priceBounds(ranges: readonly string[]): { priceMin?: number; priceMax?: number } {
  let min = Infinity;
  let max = -Infinity;
  for (const range of ranges) {
    const match = PRICE_RANGE.exec(range);
    if (!match) continue;
    min = Math.min(min, Number(match[1]));
    max = Math.max(max, match[2] === undefined ? Infinity : Number(match[2]));
  }
  if (min === Infinity) return {};
  return max === Infinity ? { priceMin: min } : { priceMin: min, priceMax: Math.max(min, max) };
}

/** The productSearch call for a listing state. */
export function toFacetedSearch(query: ListingQuery, pageSize: number, scope: { category?: string } = {}): FacetedSearchQuery {
  const page = query.page ?? PAGINATION_DEFAULT_PAGE;
  return {
    ...scope,
    ...(query.q ? { query: query.q } : {}),
    size: query.filters.size,
    color: query.filters.color,
    brand: query.filters.brand,
    badge: query.filters.badge,
    ...priceBounds(query.filters.price),
    sort: query.sort,
    offset: (page - 1) * pageSize,
    limit: pageSize,
  };
}
