import { ApiClient } from '../../src/lib/api/client';
import type { ApiTarget } from './api-target';

/** The typed client as the browser uses it: same origin, the API's base path. */
export function browserApi({ apiBasePath, siteId, locale }: ApiTarget): ApiClient {
  return new ApiClient({ baseUrl: `${window.location.origin}${apiBasePath}`, fetch: (request) => fetch(request), locale, siteId });
}
