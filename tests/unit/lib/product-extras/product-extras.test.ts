// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { recentlyViewed, recordRecentlyViewed, RECENTLY_VIEWED_MAX, mayPersonalise } from '@islands/recommendations/recently-viewed';
import { storesWithStock } from '@islands/product/pickup/store-stock';
import { upsellsOf } from '../../../../src/components/catalog/upsells';
import { sizeChartTypeOf } from '../../../../src/components/catalog/size-chart-type';
import { productExtrasText } from '@shared/i18n/messages/product-extras';
import { sessionStateSchema } from '@stores/session';
import type { Price } from '@schemas/commerce/price';

const price = (current: number): Price => ({ current, original: current, lowCurrent: current, highCurrent: current, lowOriginal: current, highOriginal: current } as Price);
const id = (n: number) => `ST${String(n).padStart(8, '0')}`;

beforeEach(() => {
  localStorage.clear();
  document.cookie = 'storefront_consent=; max-age=0';
});

describe('recently viewed', () => {
  it('keeps the most recent first, once each, at most 24', () => {
    for (let n = 1; n <= 30; n += 1) recordRecentlyViewed(id(n));
    recordRecentlyViewed(id(25));
    const list = recentlyViewed();
    expect(list).toHaveLength(RECENTLY_VIEWED_MAX);
    expect(list.slice(0, 3)).toEqual([id(25), id(30), id(29)]);
    expect(new Set(list).size).toBe(list.length);
    expect(recordRecentlyViewed('not-an-id')).toEqual(list);
  });

  it('ignores a damaged entry', () => {
    localStorage.setItem('storefront:recently-viewed', '{"a":1}');
    expect(recentlyViewed()).toEqual([]);
  });

  it('needs targeting consent in EMEA, not elsewhere or in preview', () => {
    expect(mayPersonalise('NORA', false)).toBe(true);
    expect(mayPersonalise('EMEA', false)).toBe(false);
    expect(mayPersonalise('EMEA', true)).toBe(true);
    document.cookie = 'storefront_consent=C0001:1,C0002:0,C0003:0,C0004:1';
    expect(mayPersonalise('EMEA', false)).toBe(true);
  });
});

describe('pickup stock per store', () => {
  it('keeps the search order and reads the chosen variant, 0 when the store has none', () => {
    const store = (storeId: string, distance: number) => ({
      id: storeId, name: storeId, address: '', city: '', postalCode: '', country: 'US', latitude: 0, longitude: 0, distance, collectionPoint: null,
    });
    const result = storesWithStock([store('A', 1.2), store('B', 3)], {
      storeInventory: [
        { storeId: 'A', variantId: 'v1', quantity: 4 }, { storeId: 'A', variantId: 'v2', quantity: 9 }, { storeId: 'B', variantId: 'v2', quantity: 1 },
      ],
    }, 'v1');
    expect(result.map((row) => [row.store.id, row.quantity])).toEqual([['A', 4], ['B', 0]]);
  });
});

describe('upsells', () => {
  const tile = (n: number) => ({
    id: id(n), name: `P${n}`, url: `/en-us/p/p-${id(n)}`, image: { url: `/img/${n}.svg`, alt: '', width: 1, height: 1 }, price: price(n * 100),
    badge: null, eyebrow: null, colorCount: 1, rating: { score: 4, reviewsCount: 1 },
  });
  const rec = (n: number) => ({
    id: id(n), productId: id(n), title: `P${n}`, url: `/en-us/p/p-${id(n)}`, image: `/img/${n}.svg`, rating: 4, review_average: 4, reviews_count: 1,
    price: price(n * 100), recToken: `t${n}`, recommendationId: 'r',
  });

  it('takes the complete-the-look sets first, then also-bought, without the product itself or duplicates', () => {
    const sets = { productId: id(1), productSets: [
      { id: 'S1', type: 'complete-the-look', name: 'Look', products: [tile(1), tile(2)] },
      { id: 'S2', type: 'bundle', name: 'Other', products: [tile(7)] },
    ] };
    const picked = upsellsOf(id(1), sets, { type: 'also-bought', recommendationId: 'r', recommendations: [rec(2), rec(3), rec(4)] }, 3);
    expect(picked.map((upsell) => upsell.id)).toEqual([id(2), id(3), id(4)]);
    expect(picked[0]).toEqual({ id: id(2), name: 'P2', url: `/en-us/p/p-${id(2)}`, image: '/img/2.svg', price: price(200) });
    expect(upsellsOf(id(1), null, null, 3)).toEqual([]);
  });
});

describe('size chart type', () => {
  const withSizes = (values: string[], extra: string[] = []) => ({
    productType: 'physical' as const,
    attributes: [
      { type: 'size' as const, label: 'Size', options: values.map((value) => ({ id: value, label: value, value, available: true })) },
      ...extra.map((type) => ({ type: type as 'length', label: type, options: [] })),
    ],
  });
  it('reads the chart from the size values', () => {
    expect(sizeChartTypeOf(withSizes(['7', '7.5', '8']))).toBe('shoe');
    expect(sizeChartTypeOf(withSizes(['10K', '11K', '1']))).toBe('kids-shoe');
    expect(sizeChartTypeOf(withSizes(['XS', 'S', 'M']))).toBe('apparel');
    expect(sizeChartTypeOf(withSizes(['28', '30'], ['length']))).toBe('trousers');
    expect(sizeChartTypeOf(withSizes(['4', '6', '8']))).toBe('kids-apparel');
    expect(sizeChartTypeOf(withSizes(['One Size']))).toBeNull();
    expect(sizeChartTypeOf(withSizes(['1P', '2P']))).toBeNull();
    expect(sizeChartTypeOf({ ...withSizes(['25', '50']), productType: 'digital' })).toBeNull();
  });
});

describe('product extras texts', () => {
  it('exist in every seeded language with the same placeholders', () => {
    for (const locale of ['fr-fr', 'de-de', 'it-it'] as const) {
      for (const key of ['pickupNoStores', 'reviewsShowing', 'questionTooLong', 'pickupDistance'] as const) {
        const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
        expect(placeholders(productExtrasText(locale, key))).toEqual(placeholders(productExtrasText('en-us', key)));
        expect(productExtrasText(locale, key)).not.toBe(productExtrasText('en-us', key));
      }
    }
  });
});

describe('session store check', () => {
  it('accepts a stored session and refuses a damaged one', () => {
    expect(sessionStateSchema.safeParse({ status: 'registered', email: 'a@b.example', extra: 1 })).toEqual({ success: true, data: { status: 'registered', email: 'a@b.example' } });
    expect(sessionStateSchema.safeParse({ status: 'admin' }).success).toBe(false);
    expect(sessionStateSchema.safeParse({ status: 'guest', email: 3 }).success).toBe(false);
    expect(sessionStateSchema.safeParse(null).success).toBe(false);
  });

  it('keeps a member’s points only when they are a whole number of at least 0', () => {
    expect(sessionStateSchema.safeParse({ status: 'registered', loyaltyPoints: 1250 })).toEqual({ success: true, data: { status: 'registered', loyaltyPoints: 1250 } });
    for (const loyaltyPoints of [-1, 1.5, '1250', Number.NaN]) {
      expect(sessionStateSchema.safeParse({ status: 'registered', loyaltyPoints })).toEqual({ success: true, data: { status: 'registered' } });
    }
  });
});
