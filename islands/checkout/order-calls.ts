import type { ApiClient } from '../../src/lib/api/client';
import { getOrder } from '../../src/lib/api/orders';
import { refreshProfile } from '../../src/lib/session/actions';
import { withSession } from '../../src/lib/session/tokens';
import { browserApi } from '../shared/browser-api';
import type { ApiTarget } from '../shared/api-target';

/** The confirmation page's one call (loaded with import() only when the order must be read again). */
export function readOrder(target: ApiTarget, orderNumber: string) {
  return withSession(browserApi(target), (api: ApiClient) => getOrder(api, orderNumber));
}

/** After an order paid with points: the header's balance is read again from the profile. */
export function refreshMemberPoints(target: ApiTarget): Promise<void> {
  return refreshProfile(browserApi(target));
}
