import { describe, expect, it } from 'vitest';
import { activeFilterCount, isRefined, listingSearch, parseListingQuery, priceBounds, toFacetedSearch } from '@lib/search/listing-query';

const parse = (search: string) => parseListingQuery(new URLSearchParams(search));

describe('parseListingQuery', () => {
  it('reads repeated and comma-separated facet values, sort and page', () => {
    const query = parse('color=001&size=9&size=10,11&sort=price-low-high&page=2&q=%20boots%20');
    expect(query.filters.color).toEqual(['001']);
    expect(query.filters.size).toEqual(['9', '10', '11']);
    expect(query.sort).toBe('price-low-high');
    expect(query.page).toBe(2);
    expect(query.q).toBe('boots');
  });

  it('defaults and drops what it does not understand', () => {
    const query = parse('sort=cheapest&price=abc&price=1000-&size=%3Cscript%3E&size=9&size=9');
    expect(query.sort).toBe('relevance');
    expect(query.filters.price).toEqual(['1000-']);
    expect(query.filters.size).toEqual(['9']);
    expect(query.page).toBe(1);
  });

  it('marks a malformed page as null (not found)', () => {
    expect(parse('page=0').page).toBeNull();
    expect(parse('page=x').page).toBeNull();
  });
});

describe('listingSearch', () => {
  it('round-trips a refined state in a stable order', () => {
    const query = parse('sort=rating&size=9&color=001&page=3');
    expect(listingSearch(query)).toBe('?size=9&color=001&sort=rating&page=3');
    expect(parse(listingSearch(query).slice(1))).toEqual(query);
  });

  it('leaves defaults out so page 1 is the clean URL, and overrides the page', () => {
    expect(listingSearch(parse('page=1&sort=relevance'))).toBe('');
    expect(listingSearch(parse('color=001&page=4'), 1)).toBe('?color=001');
    expect(listingSearch(parse('q=tent'), 2)).toBe('?q=tent&page=2');
  });
});

describe('filter state', () => {
  it('counts active filters; sort alone refines but does not count', () => {
    expect(activeFilterCount(parse('color=001&color=002&size=9'))).toBe(3);
    expect(activeFilterCount(parse('sort=newest'))).toBe(0);
    expect(isRefined(parse('sort=newest'))).toBe(true);
    expect(isRefined(parse('page=2'))).toBe(false);
  });

  it('joins price ranges into one bound pair', () => {
    expect(priceBounds([])).toEqual({});
    expect(priceBounds(['5000-9999', '0-4999'])).toEqual({ priceMin: 0, priceMax: 9999 });
    expect(priceBounds(['5000-9999', '10000-'])).toEqual({ priceMin: 5000 });
  });

  it('maps to the faceted productSearch call', () => {
    const call = toFacetedSearch(parse('q=boot&color=001&price=0-4999&sort=newest&page=2'), 24, { category: '1234' });
    expect(call).toEqual({
      category: '1234', query: 'boot', size: [], color: ['001'], brand: [], badge: [],
      priceMin: 0, priceMax: 4999, sort: 'newest', offset: 24, limit: 24,
    });
  });
});

describe('canonical and clear-all', () => {
  it('keeps only the page number in the canonical query', async () => {
    const { canonicalListingSearch, withoutFilters } = await import('@lib/search/listing-query');
    expect(canonicalListingSearch(parse('color=001&sort=newest&page=2'))).toBe('?page=2');
    expect(canonicalListingSearch(parse('color=001'))).toBe('');
    expect(listingSearch(withoutFilters(parse('q=tent&color=001&sort=newest&page=3')))).toBe('?q=tent&sort=newest');
  });
});
