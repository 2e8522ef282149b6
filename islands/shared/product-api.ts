import type { NotificationRequest, NotificationResponse } from '../../schemas/commerce/notifications';
import type { ProductInventory } from '../../schemas/commerce/product';
import type { RecommendationsResponse } from '../../schemas/commerce/recommendations';
import { requestBackInStockNotification } from '../../src/lib/api/notifications';
import { getProductInventory, getRecommendations } from '../../src/lib/api/products';
import type { ApiTarget } from './api-target';
import { browserApi } from './browser-api';

/*
 * What islands that hydrate with a catalog page ask of the API once a shopper reaches for them:
 * live stock, a back-in-stock request, recently viewed products. Loaded with import() only, never
 * imported statically, so the typed client and the product schemas are not part of a page's first
 * JavaScript. (Views that load on demand themselves, such as quick shop, import src/lib/api.)
 */

export function liveInventory(target: ApiTarget, productId: string): Promise<ProductInventory> {
  return getProductInventory(browserApi(target), productId);
}

export function requestBackInStock(target: ApiTarget, request: NotificationRequest): Promise<NotificationResponse> {
  return requestBackInStockNotification(browserApi(target), request);
}

export function recommendationsFor(target: ApiTarget, query: Parameters<typeof getRecommendations>[1]): Promise<RecommendationsResponse> {
  return getRecommendations(browserApi(target), query);
}
