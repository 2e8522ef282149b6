import type { UgcReportReason } from '../../../schemas/commerce/ugc';
import { ApiRequestError, type ApiClient } from './client';
import { API_HEADERS } from '../../../schemas/protocol/headers';

/** The user-photo service (spec §7), as the storefront calls it. */
const BASE = '/ugc/v1';
const part = (value: string) => encodeURIComponent(value);

export function getUgcStreamMedia(api: ApiClient, streamId: string, page: { offset?: number; limit?: number } = {}) {
  return api.request(`${BASE}/streams/${part(streamId)}/media`, { query: { offset: page.offset ?? 0, limit: page.limit ?? 20 }, answer: 'ugcMediaPage' });
}

export function reportUgcMedia(api: ApiClient, mediaId: string, reason: UgcReportReason) {
  return api.request(`${BASE}/media/${part(mediaId)}/report`, { method: 'POST', body: { reason }, answer: 'ugcReportResponse' });
}

export function createUgcUser(api: ApiClient, screenName: string) {
  return api.request(`${BASE}/users`, { method: 'POST', body: { screenName }, answer: 'ugcUser' });
}

export function openUgcStash(api: ApiClient, userId: string, productId?: string) {
  return api.request(`${BASE}/stash`, { method: 'POST', body: productId ? { userId, productId } : { userId }, answer: 'ugcStash' });
}

export function uploadUgcMedia(api: ApiClient, userId: string, body: { image: string; caption: string; productId?: string; stashId?: string }) {
  return api.request(`${BASE}/users/${part(userId)}/media`, { method: 'POST', body, answer: 'ugcUploadResponse' });
}

/** GET /ugc/v1/media/{mediaId}/image.{svg|webp}: an approved photo's bytes (for the image endpoint), or undefined. */
export async function getUgcImage(api: ApiClient, mediaId: string, type: 'svg' | 'webp'): Promise<Uint8Array | undefined> {
  const path = `${BASE}/media/${part(mediaId)}/image.${type}`;
  const response = await api.options.fetch(new Request(api.url(path), { headers: { accept: type === 'svg' ? 'image/svg+xml' : 'image/webp', [API_HEADERS.brand]: api.options.siteId } }));
  if (response.status === 404) return undefined;
  if (!response.ok) throw new ApiRequestError(response.status, undefined, `The API answered ${response.status} for ${path}.`);
  return new Uint8Array(await response.arrayBuffer());
}
