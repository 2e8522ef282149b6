import { catalogSchema, productSearchResultSchema, type Catalog, type ProductSearchResult } from '@schemas/commerce/catalog';
import { productInventorySchema, productSchema, type Product, type ProductInventory } from '@schemas/commerce/product';
import type { ApiClient } from './client';

/** Spec §7 product calls of the typed client; locale and brand come from the client. */
export function getProductDetails(api: ApiClient, productId: string): Promise<Product> {
  return api.request(`/products/v2/products/${encodeURIComponent(productId)}/details`, { schema: productSchema });
}

export function getProductInventory(api: ApiClient, productId: string): Promise<ProductInventory> {
  return api.request(`/products/v2/products/${encodeURIComponent(productId)}/inventory`, { schema: productInventorySchema });
}

export function getCatalog(api: ApiClient): Promise<Catalog> {
  return api.request('/products/v2/catalog', { schema: catalogSchema });
}

export interface ProductSearchQuery {
  query?: string;
  category?: string;
  offset?: number;
  limit?: number;
}

export function searchProducts(api: ApiClient, query: ProductSearchQuery = {}): Promise<ProductSearchResult> {
  return api.request('/products/v2/search/productSearch', { schema: productSearchResultSchema, query: { ...query } });
}
