import type { Order } from '@schemas/commerce/orders';
import { ApiRequestError, readApiErrorBody } from './api-error';
import { API_HEADERS } from '../../../schemas/protocol/headers';
import type { ApiClient } from './client';

/** Spec §7 consumer purchase calls: the signed-in shopper's orders (or a guest's with number and email). */

const base = '/consumers-v3/consumer';

/** GET /consumers-v3/consumer/purchase/{orderId}. */
export function getOrder(api: ApiClient, orderNumber: string): Promise<Order> {
  return api.request(`${base}/purchase/${encodeURIComponent(orderNumber)}`, { answer: 'order' });
}

/** POST /consumers-v3/consumer/purchasehistory (pages from 1). */
export function getPurchaseHistory(api: ApiClient, page: number, pageSize?: number) {
  return api.request(`${base}/purchasehistory`, { method: 'POST', body: { page, ...(pageSize ? { pageSize } : {}) }, answer: 'purchaseHistoryResponse' });
}

/** POST /consumers-v3/consumer/TrackOrder: a guest names the order and its email. */
export function trackOrder(api: ApiClient, orderNumber: string, email?: string): Promise<Order> {
  return api.request(`${base}/TrackOrder`, { method: 'POST', body: { orderNumber, ...(email ? { email } : {}) }, answer: 'order' });
}

/** POST /consumers-v3/consumer/CancelOrder (until shipped). */
export function cancelOrder(api: ApiClient, orderNumber: string): Promise<Order> {
  return api.request(`${base}/CancelOrder`, { method: 'POST', body: { orderNumber }, answer: 'order' });
}

/** POST /consumers-v3/consumer/resendGiftCardEmail: the order's digital gift cards mailed again, with new PINs. */
export function resendGiftCardEmail(api: ApiClient, orderNumber: string) {
  return api.request(`${base}/resendGiftCardEmail`, { method: 'POST', body: { orderNumber }, answer: 'resendGiftCardResponse' });
}

/** POST /consumers-v3/consumer/return/{orderId}/returnLabel (RTN500 when it cannot be made). */
export function createReturnLabel(api: ApiClient, orderNumber: string) {
  return api.request(`${base}/return/${encodeURIComponent(orderNumber)}/returnLabel`, { method: 'POST', body: {}, answer: 'returnLabelResponse' });
}

/** POST /consumers-v3/consumer/purchase/invoice/download: the invoice as a PDF. */
export async function downloadInvoice(api: ApiClient, orderNumber: string): Promise<Blob> {
  const url = api.url(`${base}/purchase/invoice/download`);
  // The API's content negotiation takes JSON (its errors); the answer is the PDF.
  const headers: Record<string, string> = { accept: 'application/pdf, application/json', 'content-type': 'application/json', [API_HEADERS.brand]: api.options.siteId };
  if (api.options.accessToken) headers[API_HEADERS.accessKey] = `Bearer ${api.options.accessToken}`;
  if (api.options.sessionTransport) headers[API_HEADERS.sessionTransport] = api.options.sessionTransport;
  const response = await api.options.fetch(new Request(url, { method: 'POST', headers, body: JSON.stringify({ orderId: orderNumber }) }));
  if (!response.ok) {
    const body = await response.json().catch(() => undefined);
    throw new ApiRequestError(response.status, readApiErrorBody(body), `The API answered ${response.status}.`);
  }
  return response.blob();
}

/** POST /consumers-v3/consumer/warranty: a claim for one item of a delivered order. */
export function claimWarranty(api: ApiClient, claim: { orderNumber: string; itemId: string; reason: string; description: string }) {
  return api.request(`${base}/warranty`, { method: 'POST', body: claim, answer: 'warrantyClaimResponse' });
}
