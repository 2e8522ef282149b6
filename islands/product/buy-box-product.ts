import type { Product } from '../../schemas/commerce/product';

/** What the buy box needs of a product: the page serialises only this into the island props. */
export type BuyBoxProduct = Pick<
  Product,
  'id' | 'name' | 'url' | 'currency' | 'price' | 'attributes' | 'variants' | 'targetPublishDate' | 'presale' | 'productType' | 'customsExternalUrl'
>;

export function toBuyBoxProduct(product: Product): BuyBoxProduct {
  const { id, name, url, currency, price, attributes, variants, targetPublishDate, presale, productType, customsExternalUrl } = product;
  return { id, name, url, currency, price, attributes, variants, targetPublishDate, presale, productType, customsExternalUrl };
}

type BuyBoxVariant = BuyBoxProduct['variants'][number];

/**
 * The buy box product as a page serialises it into the island's props: most variants share a
 * price, so each variant names its price by position in one list of distinct prices. A product
 * page's props shrink by about half.
 */
export interface PackedBuyBoxProduct extends Omit<BuyBoxProduct, 'variants'> {
  readonly prices: ReadonlyArray<BuyBoxVariant['price']>;
  readonly variants: ReadonlyArray<Omit<BuyBoxVariant, 'price'> & { readonly price: number }>;
}

export function packBuyBoxProduct(product: BuyBoxProduct): PackedBuyBoxProduct {
  const prices: Array<BuyBoxVariant['price']> = [];
  const positions = new Map<string, number>();
  const variants = product.variants.map((variant) => {
    const key = JSON.stringify(variant.price);
    let position = positions.get(key);
    if (position === undefined) {
      position = prices.push(variant.price) - 1;
      positions.set(key, position);
    }
    return { ...variant, price: position };
  });
  return { ...product, prices, variants };
}

export function unpackBuyBoxProduct({ prices, variants, ...product }: PackedBuyBoxProduct): BuyBoxProduct {
  return { ...product, variants: variants.map((variant) => ({ ...variant, price: prices[variant.price]! })) };
}
