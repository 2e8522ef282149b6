import { openDialog } from '../../../src/stores/dialogs';
import type { PickupRequest } from './pickup-texts';

/**
 * Opens the pickup-in-store dialog. The product page's buy box loads this on the button's click
 * (import() only), so the dialog store is not part of the page's first JavaScript either.
 */
export function openPickup(request: PickupRequest): Promise<void> {
  return openDialog('pickup-in-store', { ...request, title: request.texts.pickupInStore });
}
