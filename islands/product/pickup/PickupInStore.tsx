import { useEffect, useId, useRef, useState } from 'react';
import { ApiRequestError } from '../../../src/lib/api/client';
import { getStoreInventory } from '../../../src/lib/api/products';
import { searchStores } from '../../../src/lib/api/stores';
import { browserApi } from '../../shared/browser-api';
import { fill } from '../labels';
import { labelled } from '../../../src/shared/i18n/typography';
import { LOW_STOCK_MAX, lastPostalCode, rememberPostalCode, storesWithStock, type StoreStock } from './store-stock';
import type { PickupRequest } from './pickup-texts';
import './pickup.css';

type Status =
  | { kind: 'idle' }
  | { kind: 'searching'; postalCode: string }
  | { kind: 'found'; postalCode: string; stores: readonly StoreStock[] }
  | { kind: 'failed'; message: string };

/**
 * Pickup-in-store availability for the chosen variant (spec §2 dialog 'pickup in store'): stores
 * near a postal code (POST /stores/v1/search, nearest first, with distance) and the variant's
 * stock in each (store inventory). A form, so Enter searches; results are announced politely.
 */
export interface StoreChooser {
  /** The cart's store picker: a button per store that picks it. */
  readonly onChoose?: ((store: { readonly id: string; readonly name: string }) => void) | undefined;
  readonly chooseLabel?: string | undefined;
  /** Stores with less of the variant cannot be chosen (pickup needs the line's quantity there); 0 for ship to store. */
  readonly minimumQuantity?: number | undefined;
}

export default function PickupInStore({ productId, variantId, itemLabel, target, texts, onChoose, chooseLabel, minimumQuantity = 1 }: PickupRequest & StoreChooser) {
  const [postalCode, setPostalCode] = useState(() => lastPostalCode());
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const searchId = useRef(0);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const inputId = `${id}-postal`;

  useEffect(() => () => void (searchId.current += 1), []);

  async function search(event: { preventDefault(): void }) {
    event.preventDefault();
    if (status.kind === 'searching') return;
    const code = postalCode.trim();
    if (!code) {
      setFieldError(texts.pickupPostalCodeRequired);
      input.current?.focus();
      return;
    }
    setFieldError(null);
    const current = ++searchId.current;
    setStatus({ kind: 'searching', postalCode: code });
    try {
      const api = browserApi(target);
      const { stores } = await searchStores(api, { postalCode: code });
      const inventory = stores.length > 0 ? await getStoreInventory(api, productId, stores.map((store) => store.id)) : { storeInventory: [] };
      if (current !== searchId.current) return;
      rememberPostalCode(code);
      setStatus({ kind: 'found', postalCode: code, stores: storesWithStock(stores, inventory, variantId) });
    } catch (error) {
      if (current !== searchId.current) return;
      // A postal code the API cannot place (PCD404) or refuses (API400) is the shopper's to fix: say so at the field.
      if (error instanceof ApiRequestError && (error.errorId === 'PCD404' || error.errorId === 'API400')) {
        setStatus({ kind: 'idle' });
        setFieldError(error.errorId === 'PCD404' ? texts.pickupPostalCodeUnknown : error.message);
        input.current?.focus();
        return;
      }
      setStatus({ kind: 'failed', message: texts.pickupFailed });
    }
  }

  const errorId = `${inputId}-error`;
  return (
    <div className="pickup" data-testid="pickup-in-store">
      <p className="pickup__intro">{fill(texts.pickupIntro, { item: itemLabel })}</p>
      <form className="pickup__form" onSubmit={search} noValidate>
        <label htmlFor={inputId}>{texts.pickupPostalCode}</label>
        <div className="pickup__row">
          <input
            ref={input}
            id={inputId}
            name="postalCode"
            autoComplete="postal-code"
            value={postalCode}
            onChange={(event) => setPostalCode(event.target.value)}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? errorId : undefined}
            maxLength={10}
          />
          {/* aria-disabled, not disabled: a disabled button would drop the keyboard focus out of the dialog. */}
          <button type="submit" className="bb-button bb-button--primary" aria-disabled={status.kind === 'searching'}>{texts.pickupFind}</button>
        </div>
        {fieldError && <p id={errorId} className="pickup__error">{fieldError}</p>}
      </form>
      <div className="pickup__results" aria-live="polite" aria-busy={status.kind === 'searching'}>
        {status.kind === 'searching' && <p className="pickup__status">{texts.pickupSearching}</p>}
        {status.kind === 'failed' && <p className="pickup__error" role="alert">{status.message}</p>}
        {status.kind === 'found' && status.stores.length === 0 && (
          <div className="pickup__empty" data-testid="pickup-empty">
            <p>{fill(texts.pickupNoStores, { postalCode: status.postalCode })}</p>
            <p className="pickup__hint">{texts.pickupNoStoresHint}</p>
          </div>
        )}
        {status.kind === 'found' && status.stores.length > 0 && (
          <>
            <p className="pickup__status">{fill(texts.pickupStoresNear, { count: status.stores.length, postalCode: status.postalCode })}</p>
            <ul className="pickup__stores">
              {status.stores.map(({ store, quantity }) => (
                <li key={store.id} className="pickup__store" data-testid="pickup-store" data-store-id={store.id} data-quantity={quantity}>
                  <div>
                    <p className="pickup__name">{store.name}</p>
                    <p className="pickup__address">{store.address}, {store.postalCode} {store.city}</p>
                  </div>
                  <div className="pickup__meta">
                    <p className="pickup__distance">{fill(texts.pickupDistance, { distance: store.distance.toLocaleString(target.locale, { maximumFractionDigits: 1 }) })}</p>
                    <p className={quantity > 0 ? 'pickup__stock is-in' : 'pickup__stock is-out'}>
                      {quantity === 0
                        ? texts.pickupNotInStock
                        : fill(quantity <= LOW_STOCK_MAX ? texts.pickupLowStock : texts.pickupInStock, { quantity })}
                    </p>
                    {onChoose && (
                      <button
                        type="button" className="bb-button" disabled={quantity < minimumQuantity}
                        aria-label={labelled(chooseLabel ?? '', store.name, target.locale)} onClick={() => onChoose({ id: store.id, name: store.name })} data-testid="pickup-choose"
                      >
                        {chooseLabel}
                      </button>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </div>
  );
}
