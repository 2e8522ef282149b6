import { ApiError } from '../../http/api-error';

/**
 * An associate acts only in the store its token was issued for: a request naming another store
 * (agent login, customer lookup, the order's in-store sales info) is refused with 403 STR403.
 */
export function assertOwnStore(tokenStoreId: string, named: string | null | undefined, field: string): void {
  if (named !== undefined && named !== null && named !== tokenStoreId) throw new ApiError('STR403', undefined, { field });
}
