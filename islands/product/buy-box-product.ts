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

/** Where the browser reaches the commerce API and for which site and locale. */
export interface ApiTarget {
  readonly apiBasePath: string;
  readonly siteId: string;
  readonly locale: string;
}
