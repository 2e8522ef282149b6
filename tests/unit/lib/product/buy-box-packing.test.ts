import { describe, expect, it } from 'vitest';
import { packBuyBoxProduct, unpackBuyBoxProduct, type BuyBoxProduct } from '@islands/product/buy-box-product';
import { price, shoe } from './fixtures';

const product: BuyBoxProduct = {
  id: 'P1', name: 'Runner', url: '/en-us/p/runner-P1', currency: 'USD', price: price(10_000, 12_000),
  attributes: shoe.attributes as BuyBoxProduct['attributes'], variants: shoe.variants as BuyBoxProduct['variants'],
  targetPublishDate: null, presale: false, productType: 'standard', customsExternalUrl: null,
} as unknown as BuyBoxProduct;

describe('buy box props packing', () => {
  it('keeps each distinct variant price once and gives the island back the same product', () => {
    const packed = packBuyBoxProduct(product);
    expect(packed.prices).toHaveLength(2);
    expect(packed.variants.map((variant) => variant.price)).toEqual([0, 0, 0, 0, 1]);
    expect(unpackBuyBoxProduct(JSON.parse(JSON.stringify(packed)))).toEqual(product);
  });

  it('is smaller once serialised', () => {
    expect(JSON.stringify(packBuyBoxProduct(product)).length).toBeLessThan(JSON.stringify(product).length * 0.8);
  });
});
