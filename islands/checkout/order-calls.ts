import type { ApiClient } from '../../src/lib/api/client';
import { getOrder } from '../../src/lib/api/orders';
import { withSession } from '../../src/lib/session/tokens';
import { browserApi } from '../shared/browser-api';
import type { ApiTarget } from '../shared/api-target';

/** The confirmation page's one call (loaded with import() only when the order must be read again). */
export function readOrder(target: ApiTarget, orderNumber: string) {
  return withSession(browserApi(target), (api: ApiClient) => getOrder(api, orderNumber));
}
