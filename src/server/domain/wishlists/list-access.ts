import type { Shopper } from '../cart/shopper';
import { ApiError } from '../../http/api-error';

/** §6: an employee-connected (associate) session has favorites and saved for later disabled: reads answer empty lists. */
export function listsDisabled(shopper: Shopper): boolean {
  return Boolean(shopper.associate);
}

/** Writes to lists are refused in such a session (LST403), and saved for later needs a registered shopper (AUT403). */
export function assertListWrites(shopper: Shopper, options: { registeredOnly: boolean }): void {
  if (listsDisabled(shopper)) throw new ApiError('LST403');
  if (options.registeredOnly && shopper.owner.kind !== 'consumer') throw new ApiError('AUT403', 'Saved for later is for signed-in shoppers.');
}
