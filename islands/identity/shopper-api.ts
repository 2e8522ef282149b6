import type { ApiClient } from '../../src/lib/api/client';
import { authorizedApi } from '../../src/lib/session/tokens';
import { browserApi } from '../shared/browser-api';
import type { ApiTarget } from '../shared/api-target';

/**
 * The signed-in shopper's client (access token on it, refreshed when due). The identity islands
 * reach the session's tokens only through here.
 */
export function shopperApi(target: ApiTarget): Promise<ApiClient> {
  return authorizedApi(browserApi(target));
}
