import type { CartItem } from '../../schemas/commerce/cart';
import { deliveryOf } from '../../src/lib/cart/cart-display';
import type { CartTranslator } from '../../src/lib/cart/cart-messages';

export type StoreDelivery = 'pickup' | 'sts';

interface Props {
  readonly item: CartItem;
  readonly t: CartTranslator;
  readonly disabled: boolean;
  onHome(): void;
  /** Pickup or ship to store at the store the line shows. */
  onStore(kind: StoreDelivery, storeId: string): void;
  /** No store yet, or another one: the store picker. */
  onPickStore(kind: StoreDelivery, opener: HTMLElement): void;
}

/**
 * How one line is delivered (spec §4 shipping codes): home, pickup in store (with the store's
 * stock) or ship to store. Without a store, choosing pickup or ship to store opens the store
 * picker; with one, 'Change store' does.
 */
export default function DeliveryChoice({ item, t, disabled, onHome, onStore, onPickStore }: Props) {
  const current = deliveryOf(item);
  const optionOf = (kind: string) => item.shippingOptions.find((option) => option.shippingMethod.kind === kind);
  const home = item.shippingOptions.find((option) => option.storeInfo === null && option.shippingMethod.kind !== 'pickup' && option.shippingMethod.kind !== 'sts');
  const pickup = optionOf('pickup');
  const sts = optionOf('sts');
  const store = pickup?.storeInfo ?? sts?.storeInfo ?? null;
  const name = `delivery-${item.id}`;

  function choose(kind: 'home' | StoreDelivery, input: HTMLInputElement) {
    if (kind === 'home') return onHome();
    if (store) return onStore(kind, store.id);
    onPickStore(kind, input);
  }

  const radio = (kind: 'home' | StoreDelivery, label: string, detail: string | null, unavailable = false) => (
    <label className="cart-delivery__option" data-delivery={kind}>
      <input
        type="radio" name={name} value={kind} checked={current === kind} disabled={disabled || (unavailable && current !== kind)}
        onChange={(event) => choose(kind, event.currentTarget)}
      />
      <span>
        <span className="cart-delivery__label">{label}</span>
        {detail && <span className="cart-delivery__detail">{detail}</span>}
      </span>
    </label>
  );

  return (
    <fieldset className="cart-delivery" data-testid="delivery-choice">
      <legend>{t('delivery')}</legend>
      {radio('home', t('deliveryHome'), home ? `${home.shippingMethod.label} · ${home.shippingMethod.deliveryTime}` : null)}
      {radio('pickup', t('deliveryPickup'), store
        ? (store.storeInventory >= item.qty ? t('deliveryStoreStock', { count: store.storeInventory, store: store.name }) : t('deliveryNotAtStore', { store: store.name }))
        : null, pickup ? !pickup.available : false)}
      {radio('sts', t('deliveryShipToStore'), store ? store.name : null, sts ? !sts.available : false)}
      <button
        type="button" className="cart-link-button" disabled={disabled} aria-haspopup="dialog"
        onClick={(event) => onPickStore(current === 'sts' ? 'sts' : 'pickup', event.currentTarget)}
      >
        {store ? t('deliveryChangeStore') : t('deliveryChooseStore')}
      </button>
    </fieldset>
  );
}
