import { useState } from 'react';
import PickupInStore from '../product/pickup/PickupInStore';
import type { PickupTexts } from '../product/pickup/pickup-texts';
import type { DialogViewProps } from '../dialogs/dialog-view';
import { translatorOf, type CartContext } from './cart-context';
import type { StoreDelivery } from './DeliveryChoice';

export interface StoreChoice {
  readonly id: string;
  readonly name: string;
}

interface Props {
  readonly context: CartContext;
  readonly pickupTexts: PickupTexts;
  readonly kind: StoreDelivery;
  readonly item: { readonly productId: string; readonly variantId: string; readonly name: string; readonly qty: number };
  readonly onChoose: (store: StoreChoice) => Promise<void>;
}

/**
 * The 'cart change shipping method' dialog (spec §2): stores near a postal code with the line's
 * stock in each (the product page's pickup view), and a button per store. Pickup needs the line's
 * quantity in the store; ship to store takes any store. What happens next (confirmation, the
 * calls) is the cart page's onChoose.
 */
export default function StorePickerDialog({ props }: DialogViewProps) {
  const { context, pickupTexts, kind, item, onChoose } = props as unknown as Props;
  const t = translatorOf(context);
  const [choosing, setChoosing] = useState(false);
  return (
    <div aria-busy={choosing || undefined} data-testid="store-picker">
      <PickupInStore
        productId={item.productId} variantId={item.variantId} itemLabel={item.name} target={context.target} texts={pickupTexts}
        chooseLabel={kind === 'pickup' ? t('storePickerPick') : t('storePickerShip')} minimumQuantity={kind === 'pickup' ? item.qty : 0}
        onChoose={(store) => {
          if (choosing) return;
          setChoosing(true);
          void onChoose(store).finally(() => setChoosing(false));
        }}
      />
    </div>
  );
}
