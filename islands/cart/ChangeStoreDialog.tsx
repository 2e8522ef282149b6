import type { DialogViewProps } from '../dialogs/dialog-view';
import { translatorOf, type CartContext } from './cart-context';

interface Props {
  readonly context: CartContext;
  readonly storeName: string;
  readonly currentName: string;
  readonly onConfirm: () => Promise<void>;
}

/** 'Change store confirmation' (spec §2): the cart's pickup and ship-to-store lines all move to the new store. */
export default function ChangeStoreDialog({ props, close }: DialogViewProps) {
  const { context, storeName, currentName, onConfirm } = props as unknown as Props;
  const t = translatorOf(context);
  return (
    <div className="cart-dialog" data-testid="change-store-confirmation">
      <p>{t('changeStoreText', { store: storeName, current: currentName })}</p>
      <div className="cart-dialog__actions">
        <button type="button" className="cart-button cart-button--primary" onClick={() => void onConfirm()}>{t('changeStoreConfirm')}</button>
        <button type="button" className="cart-button" onClick={close}>{t('cancel')}</button>
      </div>
    </div>
  );
}
