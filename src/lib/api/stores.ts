import type { z } from 'zod';
import type { storeSearchBodySchema, StoreSearchResponse } from '@schemas/commerce/stores';
import type { ApiClient } from './client';

export type StoreSearchInput = z.input<typeof storeSearchBodySchema>;

/** POST /stores/v1/search: the brand's stores near a postal code or point, nearest first. */
export function searchStores(api: ApiClient, body: StoreSearchInput): Promise<StoreSearchResponse> {
  return api.request('/stores/v1/search', { method: 'POST', body, answer: 'storeSearchResponse' });
}

/** POST /stores/v1/collectionPoints: as searchStores, only stores that are collection points. */
export function searchCollectionPoints(api: ApiClient, body: StoreSearchInput): Promise<StoreSearchResponse> {
  return api.request('/stores/v1/collectionPoints', { method: 'POST', body, answer: 'storeSearchResponse' });
}
