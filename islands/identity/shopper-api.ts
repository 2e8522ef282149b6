import type { ApiClient } from '../../src/lib/api/client';
import { authorizedApi } from '../../src/lib/session/tokens';
import { accountApi, type ApiTarget } from '../account/shared';

/**
 * The signed-in shopper's client (access token on it, refreshed when due). The identity islands
 * reach the session's tokens only through here.
 */
export function shopperApi(target: ApiTarget): Promise<ApiClient> {
  return authorizedApi(accountApi(target));
}
