import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../../src/lib/api/client';
import { getCompare, getFootSizes, getSearchHub, getServerTime, getSizeChart } from '../../../../src/lib/api/fapi';
import { autoSuggest, getRecommendations, getReviews, searchProductsFaceted } from '../../../../src/lib/api/products';
import { searchCollectionPoints, searchStores } from '../../../../src/lib/api/stores';
import { startTestApi, type TestApi } from '../../../helpers/api-app';
import { clientFor, errorOf } from './call';

describe('/fapi calls and the typed client', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  }, 60_000);
  afterAll(async () => api?.close());

  it('answers server time as ISO and epoch ms, close to now', async () => {
    const before = Date.now();
    const time = await getServerTime(clientFor(api));
    expect(time.epochMs).toBeGreaterThanOrEqual(before);
    expect(time.epochMs).toBeLessThanOrEqual(Date.now());
    expect(new Date(time.timestamp).getTime()).toBe(time.epochMs);
  });

  it('compares products, serves size charts, foot sizes and the search hub', async () => {
    const client = clientFor(api, 'loom', 'de-de');
    const { products } = await searchProductsFaceted(client, { limit: 3, sort: 'rating' });
    const table = await getCompare(client, products.map((p) => p.id));
    expect(table.products.map((p) => p.id)).toEqual(products.map((p) => p.id));
    expect(table.rows.find((r) => r.id === 'color')!.label).toBe('Farbe');
    for (const row of table.rows) expect(row.values).toHaveLength(3);
    expect((await getSizeChart(client, 'shoe')).rows.length).toBeGreaterThan(5);
    expect((await getFootSizes(client)).sizes[0]).toMatchObject({ us: '7' });
    const hub = await getSearchHub(client);
    expect(hub.popularCategories.length).toBeGreaterThan(0);
    expect(hub.popularCategories[0]!.url).toMatch(/^\/de-de\/c\//);
    // Departments share category names (Herren > Wandern, Damen > Wandern): no two links read alike.
    const names = hub.popularCategories.map((category) => category.name);
    expect(new Set(names).size).toBe(names.length);
    expect(hub.popularQueries).toContain('jacke');
  });

  it('names a popular category with its department where two departments share the name', async () => {
    const hub = await getSearchHub(clientFor(api, 'stride', 'fr-fr'));
    const names = hub.popularCategories.map((category) => category.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain('Randonnée · Hommes');
    expect(names).toContain('Randonnée · Femmes');
  });

  it('rejects a compare of one product and an unknown size chart', async () => {
    const one = await api.call('/fapi/components/compare?ids=STAAAAAAA');
    expect(await errorOf(one)).toMatchObject({ errorId: 'API400', field: 'ids' });
    expect((await api.call('/fapi/components/size-chart/hat')).status).toBe(404);
  });

  it('drives discovery calls through the typed client with contract validation', async () => {
    const client = clientFor(api);
    const faceted = await searchProductsFaceted(client, { color: ['001', '100'], sort: 'price-low-high', limit: 5 });
    expect(faceted.facets.find((f) => f.id === 'color')!.values.filter((v) => v.selected).map((v) => v.value).sort()).toEqual(['001', '100']);
    const suggest = await autoSuggest(client, 'trail');
    expect(suggest.query).toBe('trail');
    const trending = await getRecommendations(client, { type: 'trending', limit: 4 });
    expect(trending.recommendations).toHaveLength(4);
    const reviews = await getReviews(client, trending.recommendations[0]!.productId, { limit: 3, rating: [4, 5] });
    for (const review of reviews.reviews) expect(review.rating).toBeGreaterThanOrEqual(4);
    const stores = await searchStores(client, { postalCode: '60611', radius: 3000 });
    expect(stores.stores[0]!.city).toBe('Chicago');
    const points = await searchCollectionPoints(client, { latitude: 41.89, longitude: -87.62, radius: 3000 });
    expect(points.stores.every((s) => s.collectionPoint)).toBe(true);
    await expect(searchStores(client, { postalCode: 'ABCDE' })).rejects.toBeInstanceOf(ApiRequestError);
  });
});
