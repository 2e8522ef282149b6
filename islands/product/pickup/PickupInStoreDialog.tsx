import type { DialogViewProps } from '../../dialogs/dialog-view';
import PickupInStore from './PickupInStore';
import type { PickupRequest } from './pickup-texts';

/** The 'pickup-in-store' dialog body: the opener (the buy box) passes a PickupRequest as props. */
export default function PickupInStoreDialog({ props }: DialogViewProps) {
  const request = props as unknown as PickupRequest;
  return <PickupInStore {...request} />;
}
