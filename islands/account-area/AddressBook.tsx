import { useState } from 'react';
import type { ConsumerAddress } from '../../schemas/commerce/consumer';
import { addAddress, deleteAddress, getProfile, updateAddress } from '../../src/lib/api/consumer';
import { LOCALES } from '../../src/shared/i18n/sites';
import { openDialog } from '../../src/stores/dialogs';
import { apiErrorText } from '../shared/form-messages';
import { addressBody, addressValues, emptyAddress, sortAddresses, type AddressValues } from './address-model';
import { addressLines, addressSummaryLine } from '../../src/lib/i18n/address-lines';
import { AddressForm } from './AddressForm';
import { OutcomeLine, Section, useOutcome, type SectionProps } from './section';

type Editing = { readonly kind: 'new' } | { readonly kind: 'edit'; readonly address: ConsumerAddress } | null;

/**
 * Address book (spec §3 Address, §4): list, add, edit, delete (after a confirmation dialog) and
 * mark main. The API keeps the main-flag rules (the first address of a type becomes main;
 * marking one main unmarks the other of its type); the list is read again after every change.
 */
export function AddressBook(props: SectionProps) {
  const { profile, locale, messages, t, run, onProfile } = props;
  const [editing, setEditing] = useState<Editing>(null);
  const [outcome, setOutcome] = useOutcome();
  const addresses = sortAddresses(profile.consumerDetails.address);
  const details = profile.consumerDetails;

  /** After a change: the profile (with its addresses) as the API now has it. */
  async function refreshed(text: string) {
    onProfile(await run((authorized) => getProfile(authorized, true)));
    setOutcome({ kind: 'done', text });
  }

  function focusList() {
    requestAnimationFrame(() => document.getElementById('account-addresses-title')?.focus());
  }

  async function save(values: AddressValues) {
    const body = addressBody(values);
    if (editing?.kind === 'edit') await run((authorized) => updateAddress(authorized, editing.address.addressId, body));
    else await run((authorized) => addAddress(authorized, body));
    setEditing(null);
    await refreshed(t('addressSaved'));
    focusList();
  }

  async function makeMain(address: ConsumerAddress) {
    setOutcome({ kind: 'busy' });
    try {
      await run((authorized) => updateAddress(authorized, address.addressId, { ...addressBody(addressValues(address)), main: true }));
      await refreshed(t('addressMadeMain'));
    } catch (error) {
      setOutcome({ kind: 'failed', text: apiErrorText(error, messages) });
    }
  }

  function confirmDelete(address: ConsumerAddress) {
    const summary = addressSummaryLine(address);
    void openDialog('confirm', {
      title: t('confirmDeleteTitle'),
      text: t('confirmDeleteText', { address: summary }),
      confirmLabel: t('confirmDelete'),
      cancelLabel: t('cancel'),
      onConfirm: async () => {
        setOutcome({ kind: 'busy' });
        try {
          await run((authorized) => deleteAddress(authorized, address.addressId));
          await refreshed(t('addressDeleted'));
        } catch (error) {
          setOutcome({ kind: 'failed', text: apiErrorText(error, messages) });
        }
        focusList();
      },
    });
  }

  const typeLabel = (address: ConsumerAddress) =>
    address.main ? t(address.approachType === 'S' ? 'mainShipping' : 'mainBilling') : t(address.approachType === 'S' ? 'shippingAddress' : 'billingAddress');

  return (
    <Section id="account-addresses" title={t('addressesTitle')}>
      <OutcomeLine outcome={outcome} testId="addresses" />
      {addresses.length === 0 && !editing && <p className="account-area__empty" data-testid="addresses-empty">{t('noAddresses')}</p>}
      {addresses.length > 0 && (
        <ul className="account-area__addresses" data-testid="address-list">
          {addresses.map((address) => {
            const summary = addressSummaryLine(address);
            return (
              <li key={address.addressId} className="account-area__address" data-testid="address" data-main={address.main ? 'true' : 'false'} data-type={address.approachType}>
                <p className="account-area__address-type">
                  {address.main && <span className="account-area__badge">★</span>} {typeLabel(address)}
                </p>
                <address>{addressLines(address, locale).map((line, index) => <span key={index}>{line}<br /></span>)}</address>
                <div className="account-area__actions">
                  <button type="button" className="account-area__link-button" aria-label={t('editAddressOf', { address: summary })} onClick={() => setEditing({ kind: 'edit', address })} disabled={editing !== null}>
                    {t('editAddress')}
                  </button>
                  {!address.main && (
                    <button type="button" className="account-area__link-button" aria-label={t('makeMainOf', { address: summary })} onClick={() => void makeMain(address)} disabled={outcome.kind === 'busy'}>
                      {t('makeMain')}
                    </button>
                  )}
                  <button type="button" className="account-area__link-button account-area__link-button--danger" aria-label={t('deleteAddressOf', { address: summary })} onClick={() => confirmDelete(address)}>
                    {t('deleteAddress')}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {editing ? (
        <AddressForm
          {...props}
          key={editing.kind === 'edit' ? editing.address.addressId : 'new'}
          initial={editing.kind === 'edit' ? addressValues(editing.address) : emptyAddress({ country: LOCALES[locale].country, firstName: details.firstName, lastName: details.lastName, email: details.email, phone: details.phone })}
          isNew={editing.kind === 'new'}
          existing={profile.consumerDetails.address}
          onSave={save}
          onCancel={() => {
            setEditing(null);
            focusList();
          }}
        />
      ) : (
        <button type="button" className="account-area__button" onClick={() => setEditing({ kind: 'new' })} data-testid="add-address">
          {t('addAddress')}
        </button>
      )}
    </Section>
  );
}
