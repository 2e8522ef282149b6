import { useEffect, useState } from 'react';
import type { ConsumerAddress } from '../../schemas/commerce/consumer';
import { choosableShipments, isPickupOnly, methodPrice } from '../../src/lib/checkout/cart-progress';
import { formatMoney } from '../../src/shared/i18n/money';
import { AddressFields } from '../shared/AddressFields';
import { addressValuesOf, useAddressForm } from './use-address-form';
import type { CheckoutProps } from './checkout-context';
import type { CheckoutState } from './use-checkout';
import { StepError, StepHeading } from './StepHeading';
import CollectionPointPicker, { type CollectionChoice } from './CollectionPointPicker';
import { addressWithNameLine } from '../../src/lib/i18n/address-lines';
import { shippingText } from '../../src/lib/pricing/shipping-text';

/**
 * Step 1 (§2 shipping): where the order goes, unless every line is picked up (then nothing is
 * asked), with a signed-in shopper's saved shipping addresses to choose from; the delivery method
 * of each home shipment (existing cart shipping calls). Continue saves the address and moves on.
 */
export default function ShippingStep({ props, state }: { readonly props: CheckoutProps; readonly state: CheckoutState }) {
  const { t, cart, busy, errors } = state;
  const [saved, setSaved] = useState<ConsumerAddress[]>([]);
  const [chosen, setChosen] = useState<string>('new');
  const held = cart?.shippingAddress as Record<string, unknown> | null | undefined;
  // A collection point's address is not the shopper's: only who collects carries over to a home address.
  const homeStart = held?.context === 'COLLECTION' ? { firstName: held.firstName, lastName: held.lastName, phone: held.phone, email: held.email } : held;
  const form = useAddressForm(addressValuesOf(homeStart, props.country), props, state, 'shipping-address-form');
  const [collection, setCollection] = useState<CollectionChoice>(() => ({
    pointId: held?.context === 'COLLECTION' && typeof held.storeId === 'string' ? held.storeId : null,
    firstName: String(held?.firstName ?? ''), lastName: String(held?.lastName ?? ''), phone: String(held?.phone ?? ''),
  }));
  const [collectionError, setCollectionError] = useState<string | undefined>();

  useEffect(() => {
    if (!state.registered) return;
    void state.inSession((calls, api) => calls.profile(api)).then((profile) => {
      const shipping = profile.consumerDetails.address.filter((address) => address.approachType === 'S').sort((a, b) => Number(b.main) - Number(a.main));
      setSaved(shipping);
      if (shipping[0] && !cart?.shippingAddress) {
        setChosen(shipping[0].addressId);
        form.setValues(addressValuesOf(shipping[0], props.country));
      }
    }).catch(() => undefined);
  }, [state.registered]);

  if (!cart) return null;
  const pickupOnly = isPickupOnly(cart);
  const shipments = choosableShipments(cart);
  // Delivery to a collection point: the point instead of an address (the API fills in its address).
  const toPoint = !pickupOnly && cart.shippingMethods.some((shipment) => shipment.shippingId === 'me' && shipment.selectedShippingMethod?.kind === 'pudo');
  const money = (minor: number) => formatMoney(minor, cart.currency, props.target.locale);

  function choose(addressId: string) {
    setChosen(addressId);
    const address = saved.find((entry) => entry.addressId === addressId);
    if (address) form.setValues(addressValuesOf(address, props.country));
    form.setErrors({});
  }

  async function submit(event: { preventDefault(): void }) {
    event.preventDefault();
    if (toPoint) {
      if (!collection.pointId) {
        setCollectionError(t('collectionPointChoose'));
        return;
      }
      setCollectionError(undefined);
      const { pointId, firstName, lastName, phone } = collection;
      const answer = await state.call('shipping-address', (calls, api) => calls.collectionPointAddress(api, { storeId: pointId, firstName, lastName, phone, country: props.country }));
      if (!answer) return;
      state.go('billing', { from: answer });
      return;
    }
    if (!pickupOnly) {
      const address = form.validate();
      if (!address) {
        if (chosen !== 'new') setChosen('new'); // a saved address the rules refuse is shown to be fixed
        return;
      }
      const answer = await state.call('shipping-address', (calls, api) => calls.shippingAddress(api, address));
      if (!answer) return;
      state.go('billing', { from: answer });
      return;
    }
    state.go('billing');
  }

  return (
    <form className="checkout-step" aria-labelledby="checkout-shipping-title" onSubmit={submit} noValidate data-testid="checkout-shipping">
      <StepHeading id="checkout-shipping-title" text={t('stepShipping')} focusOnMount={state.focusHeading} />
      <StepError text={errors.top} testId="checkout-shipping-error" />
      {pickupOnly ? (
        <p className="checkout-note" data-testid="checkout-pickup-only">{t('pickupOnlyNote')}</p>
      ) : toPoint ? (
        <CollectionPointPicker
          props={props} state={state} choice={collection} error={collectionError}
          initialPostalCode={String(held?.postalCode ?? form.values.postalCode ?? '')}
          onChange={(choice) => { setCollection(choice); if (choice.pointId) setCollectionError(undefined); }}
        />
      ) : (
        <fieldset className="checkout-fieldset" data-testid="shipping-address-form">
          <legend>{t('shippingAddressTitle')}</legend>
          {saved.length > 0 && (
            <div className="checkout-choices" role="radiogroup" aria-label={t('savedAddressesLabel')} data-testid="saved-addresses">
              {saved.map((address) => (
                <label key={address.addressId} className="checkout-choice">
                  <input type="radio" name="saved-address" value={address.addressId} checked={chosen === address.addressId} onChange={() => choose(address.addressId)} />
                  <span>{addressWithNameLine(address)}</span>
                </label>
              ))}
              <label className="checkout-choice">
                <input type="radio" name="saved-address" value="new" checked={chosen === 'new'} onChange={() => choose('new')} />
                <span>{t('newAddress')}</span>
              </label>
            </div>
          )}
          {chosen === 'new' && (
            <AddressFields idPrefix="shipping" section="shipping" values={form.values} errors={form.errors} rules={form.rules} countries={props.countries} labels={form.labels} onChange={form.set} />
          )}
        </fieldset>
      )}
      {shipments.map((shipment) => (
        <fieldset key={shipment.shippingId} className="checkout-fieldset" data-testid={`shipment-${shipment.shippingId}`}>
          <legend>{t('deliveryTitle')}</legend>
          <div className="checkout-choices">
            {shipment.applicableShippingMethods.map((method) => (
              <label key={method.code} className="checkout-choice">
                <input
                  type="radio" name={`shipping-method-${shipment.shippingId}`} value={method.code} disabled={busy !== null}
                  checked={shipment.selectedShippingMethod?.code === method.code}
                  onChange={() => void state.call(`method-${shipment.shippingId}`, (calls, api) => calls.shippingMethod(api, shipment.shippingId, method.code))}
                />
                <span className="checkout-choice__label">{method.label}</span>
                <span className="checkout-choice__detail">{method.deliveryTime}</span>
                <span className="checkout-choice__price" data-testid={`method-price-${method.code}`}>{shippingText(methodPrice(shipment, method), money, t('shippingFree'))}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      {cart.shippingMethods.filter((shipment) => shipment.shippingId.startsWith('store-')).map((shipment) => {
        const store = cart.items.find((item) => shipment.itemIds.includes(item.id))?.shippingOptions.find((option) => option.selected)?.storeInfo?.name ?? '';
        return <p key={shipment.shippingId} className="checkout-note">{t('shipmentStore', { store })}</p>;
      })}
      <div className="checkout-actions">
        <a className="checkout-back" href={props.links.cart}>{t('backToCart')}</a>
        <button type="submit" className="checkout-button checkout-button--primary" disabled={busy !== null} aria-busy={busy === 'shipping-address'} data-testid="checkout-to-billing">
          {busy === 'shipping-address' ? t('saving') : t('continueToBilling')}
        </button>
      </div>
    </form>
  );
}
