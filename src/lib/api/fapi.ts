import type { CompareResponse, FootSizes, LocationSelector, SearchHub, ServerTime, SizeChart } from '@schemas/commerce/fapi';
import type { ApiClient } from './client';

/** Spec §7 internal (mock) calls under /fapi. */
export function getCompare(api: ApiClient, productIds: readonly string[]): Promise<CompareResponse> {
  return api.request('/fapi/components/compare', { answer: 'compareResponse', query: { ids: productIds.join(',') } });
}

export function getSizeChart(api: ApiClient, productType: SizeChart['productType']): Promise<SizeChart> {
  return api.request(`/fapi/components/size-chart/${encodeURIComponent(productType)}`, { answer: 'sizeChart' });
}

export function getFootSizes(api: ApiClient): Promise<FootSizes> {
  return api.request('/fapi/components/foot-sizes', { answer: 'footSizes' });
}

export function getSearchHub(api: ApiClient): Promise<SearchHub> {
  return api.request('/fapi/components/search-hub', { answer: 'searchHub' });
}

/** Server time for opt-in dates and the age limit: never the device clock. */
export function getServerTime(api: ApiClient): Promise<ServerTime> {
  return api.request('/fapi/server/time', { answer: 'serverTime' });
}

/** The site's countries and locales, and where the visitor is when the edge says (location confirmation). */
export function getLocationSelector(api: ApiClient): Promise<LocationSelector> {
  return api.request('/fapi/pages/location-selector', { answer: 'locationSelector' });
}
