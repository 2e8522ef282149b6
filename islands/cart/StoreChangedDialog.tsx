import type { DialogViewProps } from '../dialogs/dialog-view';
import { translatorOf, type CartContext } from './cart-context';

/** 'Store changed' (spec §2): the cart's store is now the one the shopper chose. */
export default function StoreChangedDialog({ props, close }: DialogViewProps) {
  const { context, storeName } = props as unknown as { context: CartContext; storeName: string };
  const t = translatorOf(context);
  return (
    <div className="cart-dialog" data-testid="store-changed">
      <p role="status">{t('storeChangedText', { store: storeName })}</p>
      <div className="cart-dialog__actions">
        <button type="button" className="cart-button cart-button--primary" onClick={close}>{t('ok')}</button>
      </div>
    </div>
  );
}
