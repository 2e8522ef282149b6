import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { productSetSchema, productSetsSchema } from '@schemas/commerce/catalog';
import { recommendationsResponseSchema } from '@schemas/commerce/recommendations';
import { availabilityResponseSchema, storeInventoryResponseSchema, storeSearchResponseSchema } from '@schemas/commerce/stores';
import { queryRows } from '../../../helpers/query-rows';
import { startTestApi, type TestApi } from '../../../helpers/api-app';
import { errorOf, post } from './call';

describe('recommendations, product sets and store stock', () => {
  let api: TestApi;
  let productId: string;
  let categoryId: string;
  const recs = async (query: string) => {
    const response = await api.call(`/products/v1/widgetRecommendations?${query}`, { brand: 'stride' });
    expect(response.status).toBe(200);
    return recommendationsResponseSchema.parse(await response.json());
  };

  beforeAll(async () => {
    api = await startTestApi();
    const [row] = await queryRows<{ id: string; primary_category_id: string }>(api.database.db, sql`
      select p.id, p.primary_category_id from catalog_products p join catalog_product_set_items i on i.product_id = p.id
      where p.site_id = 'stride' order by p.position limit 1`);
    productId = row!.id;
    categoryId = row!.primary_category_id;
  }, 60_000);
  afterAll(async () => api?.close());

  it('recommends related products from the same category, each with recToken and recommendationId', async () => {
    const result = await recs(`type=related&productId=${productId}&limit=24`);
    expect(result.recommendations.length).toBeGreaterThan(0);
    expect(result.recommendations.map((r) => r.productId)).not.toContain(productId);
    const same = await queryRows<{ id: string }>(api.database.db, sql`select id from catalog_products where primary_category_id = ${categoryId}`);
    expect(same.map((r) => r.id)).toContain(result.recommendations[0]!.productId);
    for (const item of result.recommendations) {
      expect(item.recToken.length).toBeGreaterThan(10);
      expect(item.recommendationId).toBe(result.recommendationId);
      expect(item.review_average).toBe(item.rating);
    }
    expect(new Set(result.recommendations.map((r) => r.recToken)).size).toBe(result.recommendations.length);
  });

  it('recommends also-bought from the seeded co-purchases, most orders first', async () => {
    const result = await recs(`type=also-bought&productId=${productId}`);
    const rows = await queryRows<{ other_id: string }>(api.database.db, sql`select other_id from catalog_co_purchases where product_id = ${productId} order by orders desc, other_id`);
    expect(result.recommendations.map((r) => r.productId)).toEqual(rows.map((r) => r.other_id).slice(0, 12));
  });

  it('returns recently viewed in the client order and trending by rating and reviews', async () => {
    const ids = (await recs('type=trending&limit=3')).recommendations.map((r) => r.productId);
    expect(ids).toHaveLength(3);
    const recent = await recs(`type=recently-viewed&productIds=${[...ids].reverse().join(',')}`);
    expect(recent.recommendations.map((r) => r.productId)).toEqual([...ids].reverse());
    const top = (await recs('type=trending&limit=24')).recommendations;
    expect(top[0]!.rating).toBeGreaterThanOrEqual(4);
  });

  it('rejects an unknown type, a missing productId and an unknown product', async () => {
    expect(await errorOf(await api.call('/products/v1/widgetRecommendations?type=best'))).toMatchObject({ errorId: 'API400', field: 'type' });
    expect(await errorOf(await api.call('/products/v1/widgetRecommendations?type=related'))).toMatchObject({ errorId: 'API400', field: 'productId' });
    const unknown = await api.call('/products/v1/widgetRecommendations?type=related&productId=ZZ000000');
    expect(unknown.status).toBe(404);
    expect((await errorOf(unknown)).errorId).toBe('PRD404');
  });

  it('lists the product sets of a product and a set by id', async () => {
    const sets = productSetsSchema.parse(await (await api.call(`/products/v2/products/${productId}/productSets`, { brand: 'stride' })).json());
    expect(sets.productSets.length).toBeGreaterThan(0);
    const set = sets.productSets[0]!;
    expect(set.type).toBe('complete-the-look');
    expect(set.products.map((p) => p.id)).toContain(productId);
    const byId = productSetSchema.parse(await (await api.call(`/products/v2/products/${set.id}/productSet`, { brand: 'stride' })).json());
    expect(byId).toEqual(set);
    const other = await api.call(`/products/v2/products/${set.id}/productSet`, { brand: 'loom' });
    expect((await errorOf(other)).errorId).toBe('SET404');
    expect((await errorOf(await api.call('/products/v2/products/ZZ000000/productSets'))).errorId).toBe('PRD404');
  });

  it('answers store inventory per store and variant, matching the table', async () => {
    const [stocked] = await queryRows<{ store_id: string; variant_id: string; quantity: number; product_id: string }>(api.database.db, sql`
      select si.store_id, si.variant_id, si.quantity, v.product_id from store_inventory si join catalog_variants v on v.id = si.variant_id
      where si.store_id like 'ST-%' and si.quantity > 0 order by si.store_id, si.variant_id limit 1`);
    const response = await api.call(`/products/v2/products/${stocked!.product_id}/storeInventory?storeIds=${stocked!.store_id},ST-US-02`, { brand: 'stride' });
    const result = storeInventoryResponseSchema.parse(await response.json());
    expect(result.storeInventory).toContainEqual({ storeId: stocked!.store_id, variantId: stocked!.variant_id, quantity: stocked!.quantity });
    expect(new Set(result.storeInventory.map((s) => s.storeId))).toEqual(new Set([stocked!.store_id, 'ST-US-02']));
    expect((await errorOf(await api.call(`/products/v2/products/${stocked!.product_id}/storeInventory`, { brand: 'stride' }))).field).toBe('storeIds');
    expect((await errorOf(await api.call(`/products/v2/products/${stocked!.product_id}/storeInventory?storeIds=NOPE`, { brand: 'stride' }))).errorId).toBe('STR404');
  });

  it('checks availability by store ids or by postal code, and validates the body', async () => {
    const [variant] = await queryRows<{ id: string }>(api.database.db, sql`select id from catalog_variants where product_id = ${productId} order by position limit 1`);
    const byStores = await post(api, `/products/v1/products/${productId}/availability`, { variantIds: [variant!.id], storeIds: ['ST-US-01'] });
    expect(byStores.status).toBe(200);
    const stores = availabilityResponseSchema.parse(await byStores.json());
    expect(stores.availability[0]).toMatchObject({ storeId: 'ST-US-01', distance: null });
    const byPostal = availabilityResponseSchema.parse(await (await post(api, `/products/v1/products/${productId}/availability`, { variantIds: [variant!.id], postalCode: '10013', radius: 2000 })).json());
    expect(byPostal.availability[0]!.storeId).toBe('ST-US-01');
    for (const body of [{}, { variantIds: [] }, { variantIds: [variant!.id] }, { variantIds: ['OTHER-VARIANT'], storeIds: ['ST-US-01'] }]) {
      const response = await post(api, `/products/v1/products/${productId}/availability`, body);
      expect(response.status).toBe(400);
      expect((await errorOf(response)).errorId).toBe('API400');
    }
  });

  it('finds stores and collection points nearest first, with distances in km', async () => {
    const result = storeSearchResponseSchema.parse(await (await post(api, '/stores/v1/search', { postalCode: '10013', radius: 5000, limit: 5 })).json());
    expect(result.stores[0]).toMatchObject({ id: 'ST-US-01', city: 'New York' });
    expect(result.stores[0]!.distance).toBeLessThan(5);
    const distances = result.stores.map((s) => s.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    const paris = storeSearchResponseSchema.parse(await (await post(api, '/stores/v1/search', { latitude: 48.8566, longitude: 2.3522, radius: 1000 })).json());
    expect(paris.stores[0]!.city).toBe('Paris');
    expect(paris.stores.every((s) => s.distance <= 1000)).toBe(true);
    const points = storeSearchResponseSchema.parse(await (await post(api, '/stores/v1/collectionPoints', { postalCode: 'W1D 1NU', country: 'GB', radius: 20000, limit: 50 })).json());
    expect(points.stores.length).toBeGreaterThan(0);
    expect(points.stores.every((s) => s.collectionPoint !== null)).toBe(true);
    expect(points.stores.length).toBeLessThan(result.stores.length + 14);
    const unknown = await post(api, '/stores/v1/search', { postalCode: '99999' });
    expect(unknown.status).toBe(404);
    expect(await errorOf(unknown)).toMatchObject({ errorId: 'PCD404', field: 'postalCode' });
    expect((await errorOf(await post(api, '/stores/v1/search', { radius: 5 }))).errorId).toBe('API400');
  });
});
