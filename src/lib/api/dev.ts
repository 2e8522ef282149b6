
import type { ApiClient } from './client';

/** Development only: the outbox mails of the site (the API answers 404 in production). */
export function getDevOutbox(api: ApiClient) {
  return api.request('/dev/outbox', { answer: 'devOutboxResponse' });
}
