import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { productSchema } from '@schemas/commerce/product';
import { autoSuggestResponseSchema, productSearchResponseSchema, type ProductSearchResponse } from '@schemas/commerce/search';
import { queryRows } from '../../../helpers/query-rows';
import { startTestApi, type TestApi } from '../../../helpers/api-app';
import { errorOf } from './call';

describe('faceted product search', () => {
  let api: TestApi;
  const search = async (query: string, brand = 'stride'): Promise<ProductSearchResponse> => {
    const response = await api.call(`/products/v2/search/productSearch?${query}`, { brand });
    expect(response.status).toBe(200);
    return productSearchResponseSchema.parse(await response.json());
  };
  const facet = (result: ProductSearchResponse, id: string) => result.facets.find((f) => f.id === id)!;

  beforeAll(async () => {
    api = await startTestApi();
  }, 60_000);
  afterAll(async () => api?.close());

  it('keeps the old shape (products, total, offset, limit) and adds sort and five facets', async () => {
    const result = await search('limit=5');
    expect(result).toMatchObject({ offset: 0, limit: 5, sort: 'relevance' });
    expect(result.products).toHaveLength(5);
    expect(result.total).toBeGreaterThan(100);
    expect(result.facets.map((f) => f.id)).toEqual(['size', 'color', 'price', 'brand', 'badge']);
    expect(facet(result, 'brand').values).toEqual([{ value: 'Stride', label: 'Stride', count: result.total, selected: false }]);
  });

  it('counts facet values the same as the details API does for a small category', async () => {
    const [leaf] = await queryRows<{ id: string }>(api.database.db, sql`
      select c.id from catalog_categories c join catalog_product_categories pc on pc.category_id = c.id
      where c.site_id = 'stride' and c.level = 3 group by c.id having count(*) between 3 and 8 order by c.id limit 1`);
    const result = await search(`category=${leaf!.id}&limit=100`);
    const sizes = new Map<string, number>();
    const colors = new Map<string, number>();
    for (const tile of result.products) {
      const product = productSchema.parse(await (await api.call(`/products/v2/products/${tile.id}/details`, { brand: 'stride' })).json());
      for (const size of new Set(product.variants.map((v) => v.attributes.size!))) sizes.set(size, (sizes.get(size) ?? 0) + 1);
      for (const option of product.attributes.find((a) => a.type === 'color')!.options) colors.set(option.value, (colors.get(option.value) ?? 0) + 1);
    }
    expect(result.total).toBe(result.products.length);
    expect(new Map(facet(result, 'size').values.map((v) => [v.value, v.count]))).toEqual(sizes);
    expect(new Map(facet(result, 'color').values.map((v) => [v.value, v.count]))).toEqual(colors);
  });

  it("lists sizes in a shopper's order in the size facet and in the product's size options", async () => {
    const sizes = facet(await search('limit=1'), 'size').values.map((v) => v.value);
    // Every shoe size of the site: children's (10K … 13K, then 1 … 3), then women's and men's with half sizes.
    expect(sizes.slice(0, 9)).toEqual(['10K', '11K', '12K', '13K', '1', '2', '3', '5', '5.5']);
    expect(sizes.slice(sizes.indexOf('9.5'), sizes.indexOf('9.5') + 4)).toEqual(['9.5', '10', '10.5', '11']);
    const [kids] = await queryRows<{ id: string }>(api.database.db, sql`
      select p.id from catalog_products p join catalog_categories c on c.id = p.primary_category_id join catalog_categories m on m.id = c.parent_id
        join catalog_categories r on r.id = m.parent_id
      where p.site_id = 'stride' and r.names->>'en' = 'Kids' order by p.id limit 1`);
    const product = productSchema.parse(await (await api.call(`/products/v2/products/${kids!.id}/details`, { brand: 'stride' })).json());
    expect(product.attributes.find((a) => a.type === 'size')!.options.map((o) => o.value)).toEqual(['10K', '11K', '12K', '13K', '1', '2', '3']);
  });

  it('filters by a multi-select facet and counts each facet without its own selection', async () => {
    const all = await search('limit=100');
    const [first, second] = facet(all, 'color').values;
    const one = await search(`color=${first!.value}&limit=100`);
    expect(one.total).toBe(first!.count);
    const both = await search(`color=${first!.value},${second!.value}&limit=100`);
    const union = new Set([...one.products.map((p) => p.id), ...(await search(`color=${second!.value}&limit=100`)).products.map((p) => p.id)]);
    expect(both.total).toBe(union.size);
    // The colour facet ignores the colour selection, so its counts stay those of the unfiltered set.
    expect(facet(both, 'color').values.find((v) => v.value === second!.value)).toMatchObject({ count: second!.count, selected: true });
    // Other facets count within the selection.
    expect(facet(both, 'brand').values[0]!.count).toBe(both.total);
  });

  it('filters by price range in minor units and by badge', async () => {
    const result = await search('priceMin=5000&priceMax=9999&limit=100');
    expect(result.total).toBeGreaterThan(0);
    for (const tile of result.products) expect(tile.price.current).toBeGreaterThanOrEqual(5000);
    for (const tile of result.products) expect(tile.price.current).toBeLessThanOrEqual(9999);
    expect(facet(result, 'price').values.find((v) => v.value === '5000-9999')).toMatchObject({ selected: true, count: result.total });
    const badged = await search('badge=New&badge=Best%20Seller&limit=100');
    expect(badged.total).toBeGreaterThan(0);
    for (const tile of badged.products) expect(['New', 'Best Seller']).toContain(tile.badge);
  });

  it('sorts by price, rating and newest', async () => {
    const low = (await search('sort=price-low-high&limit=100')).products.map((p) => p.price.current);
    expect(low).toEqual([...low].sort((a, b) => a - b));
    const high = (await search('sort=price-high-low&limit=100')).products.map((p) => p.price.current);
    expect(high).toEqual([...high].sort((a, b) => b - a));
    const rated = (await search('sort=rating&limit=100')).products.map((p) => p.rating.score);
    expect(rated).toEqual([...rated].sort((a, b) => b - a));
    const newest = (await search('sort=newest&limit=3')).products.map((p) => p.id);
    const released = await queryRows<{ product_id: string }>(api.database.db, sql`
      select d.product_id from catalog_search_documents d join catalog_products p on p.id = d.product_id
      where d.site_id = 'stride' order by d.released_at desc, p.position limit 3`);
    expect(newest).toEqual(released.map((row) => row.product_id));
  });

  it('ranks the better name match first for a text query', async () => {
    const [product] = await queryRows<{ name: string }>(api.database.db, sql`select name from catalog_products where site_id = 'stride' and product_type = 'physical' order by position limit 1`);
    const result = await search(`query=${encodeURIComponent(product!.name)}`);
    expect(result.products[0]!.name).toBe(product!.name);
    for (const tile of result.products) for (const word of product!.name.toLowerCase().split(' ')) expect(tile.name.toLowerCase()).toContain(word);
  });

  it('pages without overlap', async () => {
    const first = await search('offset=0&limit=10&sort=rating');
    const second = await search('offset=10&limit=10&sort=rating');
    expect(first.products.filter((p) => second.products.some((q) => q.id === p.id))).toEqual([]);
  });

  it('answers 400 naming the field for a negative limit, a bad sort or an inverted price range', async () => {
    for (const [query, field] of [['limit=-1', 'limit'], ['offset=-5', 'offset'], ['sort=cheapest', 'sort'], ['priceMin=500&priceMax=100', 'priceMin']] as const) {
      const response = await api.call(`/products/v2/search/productSearch?${query}`);
      expect(response.status).toBe(400);
      expect(await errorOf(response)).toMatchObject({ errorId: 'API400', field });
    }
  });

  it('suggests products, categories and popular queries', async () => {
    const response = await api.call('/products/v2/search/autoSuggest?query=run', { brand: 'stride' });
    expect(response.status).toBe(200);
    const result = autoSuggestResponseSchema.parse(await response.json());
    expect(result.products.length).toBeLessThanOrEqual(5);
    for (const tile of result.products) expect(tile.name.toLowerCase()).toContain('run');
    for (const category of result.categories) expect(category.url).toMatch(/^\/en-us\/c\/.+-\d{4,10}$/);
    expect(result.popularQueries).toContain('runner');
    const empty = await api.call('/products/v2/search/autoSuggest?query=');
    expect(empty.status).toBe(400);
  });
});
