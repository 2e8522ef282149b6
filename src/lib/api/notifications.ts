import type { NotificationRequest, NotificationResponse } from '@schemas/commerce/notifications';
import type { ApiClient } from './client';

/** Spec §7 PUT /products/v1/notifications: email me when this variant is back in stock. */
export function requestBackInStockNotification(api: ApiClient, body: NotificationRequest): Promise<NotificationResponse> {
  return api.request('/products/v1/notifications', { method: 'PUT', body, answer: 'notificationResponse' });
}
