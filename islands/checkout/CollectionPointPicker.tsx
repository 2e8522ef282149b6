import { useState } from 'react';
import type { StoreSearchResponse } from '../../schemas/commerce/stores';
import { formatNumber } from '../../src/shared/i18n/numbers';
import { Field } from '../shared/fields';
import { COLLECTION_POINT_RADIUS_KM } from '../../schemas/constants';
import type { CheckoutProps } from './checkout-context';
import type { CheckoutState } from './use-checkout';

type Point = StoreSearchResponse['stores'][number];

export interface CollectionChoice {
  readonly pointId: string | null;
  readonly firstName: string;
  readonly lastName: string;
  readonly phone: string;
}

interface Props {
  readonly props: CheckoutProps;
  readonly state: CheckoutState;
  readonly choice: CollectionChoice;
  readonly onChange: (choice: CollectionChoice) => void;
  readonly initialPostalCode: string;
  /** 'Choose a collection point' after a continue without one. */
  readonly error: string | undefined;
}

/**
 * Delivery to a collection point (spec §2 checkout "pudo collection-point search"): a postal code
 * search of the site's collection points (nearest first, with distance, kind and opening hours),
 * one to choose, and who collects the parcel. The API fills in the point's address.
 */
export default function CollectionPointPicker({ props, state, choice, onChange, initialPostalCode, error }: Props) {
  const { t, busy, errors } = state;
  const [postalCode, setPostalCode] = useState(initialPostalCode);
  const [searched, setSearched] = useState<{ postalCode: string; points: Point[] } | null>(null);
  const [postalError, setPostalError] = useState<string | undefined>();
  const locale = props.target.locale;

  async function search() {
    const code = postalCode.trim();
    if (!code) {
      setPostalError(t('collectionPointPostalCodeRequired'));
      return;
    }
    setPostalError(undefined);
    const found = await state.call('collection-points', (calls, api) => calls.collectionPoints(api, code, props.country as never), 'collection');
    if (found) setSearched({ postalCode: code, points: found.stores.filter((point) => point.country === props.country) });
  }

  const set = (changes: Partial<CollectionChoice>) => onChange({ ...choice, ...changes });
  return (
    <fieldset className="checkout-fieldset" data-testid="collection-point-picker">
      <legend>{t('collectionPointTitle')}</legend>
      <div className="checkout-inline-search">
        <Field id="collection-postal-code" label={t('collectionPointPostalCode')} error={postalError ?? errors.collection}>
          {(field) => (
            <input {...field} type="text" autoComplete="postal-code" value={postalCode} onChange={(event) => setPostalCode(event.target.value)}
              onKeyDown={(event) => { if (event.key === 'Enter') { event.preventDefault(); void search(); } }} />
          )}
        </Field>
        <button type="button" className="checkout-button" onClick={() => void search()} disabled={busy !== null} aria-busy={busy === 'collection-points'} data-testid="collection-point-search">
          {busy === 'collection-points' ? t('collectionPointSearching') : t('collectionPointSearch')}
        </button>
      </div>
      <p role="status" className="checkout-note" data-testid="collection-point-status">
        {searched && (searched.points.length === 0
          ? t('collectionPointNone', { radius: COLLECTION_POINT_RADIUS_KM, postalCode: searched.postalCode })
          : t('collectionPointResults', { count: searched.points.length, postalCode: searched.postalCode }))}
      </p>
      {searched && searched.points.length > 0 && (
        <div className="checkout-choices" role="radiogroup" aria-label={t('collectionPointTitle')} aria-describedby={error ? 'collection-point-error' : undefined} data-testid="collection-points">
          {searched.points.map((point) => (
            <label key={point.id} className="checkout-choice">
              <input type="radio" name="collection-point" value={point.id} checked={choice.pointId === point.id} onChange={() => set({ pointId: point.id })} />
              <span className="checkout-choice__label">{point.name}</span>
              <span className="checkout-choice__detail">
                {[point.address, `${point.postalCode} ${point.city}`].join(', ')}
                {' · '}
                {t(point.collectionPoint?.type === 'locker' ? 'collectionPointLocker' : 'collectionPointStore', { hours: point.collectionPoint?.openingHours ?? '' })}
              </span>
              <span className="checkout-choice__price">{t('collectionPointDistance', { distance: formatNumber(point.distance, locale, 1) })}</span>
            </label>
          ))}
        </div>
      )}
      {error && <p id="collection-point-error" className="account-form__error" role="alert" data-testid="collection-point-error">{error}</p>}
      <h3 className="checkout-subheading">{t('collectionPointContact')}</h3>
      <Field id="collection-first-name" label={t('firstNameLabel')}>
        {(field) => <input {...field} type="text" autoComplete="given-name" value={choice.firstName} onChange={(event) => set({ firstName: event.target.value })} />}
      </Field>
      <Field id="collection-last-name" label={t('lastNameLabel')}>
        {(field) => <input {...field} type="text" autoComplete="family-name" value={choice.lastName} onChange={(event) => set({ lastName: event.target.value })} />}
      </Field>
      <Field id="collection-phone" label={t('phoneLabel')}>
        {(field) => <input {...field} type="tel" autoComplete="tel" value={choice.phone} onChange={(event) => set({ phone: event.target.value })} />}
      </Field>
    </fieldset>
  );
}
