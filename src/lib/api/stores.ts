import type { z } from 'zod';
import { storeSearchResponseSchema, type storeSearchBodySchema, type StoreSearchResponse } from '@schemas/commerce/stores';
import type { ApiClient } from './client';

export type StoreSearchInput = z.input<typeof storeSearchBodySchema>;

/** POST /stores/v1/search: the brand's stores near a postal code or point, nearest first. */
export function searchStores(api: ApiClient, body: StoreSearchInput): Promise<StoreSearchResponse> {
  return api.request('/stores/v1/search', { method: 'POST', body, schema: storeSearchResponseSchema });
}

/** POST /stores/v1/collectionPoints: as searchStores, only stores that are collection points. */
export function searchCollectionPoints(api: ApiClient, body: StoreSearchInput): Promise<StoreSearchResponse> {
  return api.request('/stores/v1/collectionPoints', { method: 'POST', body, schema: storeSearchResponseSchema });
}
