import { useEffect, useRef, useState } from 'react';
import type { ConsumerAddress } from '../../schemas/commerce/consumer';
import { getAddressRules } from '../../src/lib/api/consumer';
import { addressRules, validateAddress, type AddressField, type AddressRuleOverrides } from '../../src/shared/validation/forms/address';
import { apiErrorText, issueText } from '../shared/form-messages';
import { AddressFields, type AddressLabels } from '../shared/AddressFields';
import { addressInput, type AddressType, type AddressValues } from './address-model';
import { OutcomeLine, errorField, useOutcome, type SectionProps } from './section';

interface Props extends SectionProps {
  readonly initial: AddressValues;
  readonly isNew: boolean;
  readonly existing: readonly ConsumerAddress[];
  readonly onSave: (values: AddressValues) => Promise<void>;
  readonly onCancel: () => void;
}

type Errors = Partial<Record<AddressField, string>>;

/**
 * Add or edit one address. The rules are the country's: the §5 defaults overridden by the
 * server's (GET /consumers-v3/utilities/i18n/{countryCode}: postal patterns, masks, required),
 * through the validation module; masks apply as the shopper types.
 */
export function AddressForm({ initial, isNew, existing, onSave, onCancel, countries, addressRules: knownRules, api, messages, t }: Props) {
  const [values, setValues] = useState<AddressValues>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [overrides, setOverrides] = useState<Record<string, AddressRuleOverrides>>({ ...knownRules });
  const [outcome, setOutcome] = useOutcome();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const country = values.country;
  const rules = addressRules(country, overrides[country] ?? {}, countries);
  // Spec §4: the first (or only) address of a type is its main address, whatever is ticked.
  const sameType = existing.filter((address) => address.approachType === values.approachType);
  const onlyOfType = isNew ? sameType.length === 0 : sameType.length <= 1 && initial.approachType === values.approachType;

  useEffect(() => titleRef.current?.focus(), []);

  useEffect(() => {
    if (overrides[country]) return;
    let current = true;
    getAddressRules(api, country)
      .then((answer) => current && setOverrides((known) => ({ ...known, [country]: answer.fields as AddressRuleOverrides })))
      .catch(() => current && setOverrides((known) => ({ ...known, [country]: {} })));
    return () => {
      current = false;
    };
  }, [country]);

  const set = (field: AddressField, value: string) => setValues((current) => ({ ...current, [field]: value }));
  const labels: AddressLabels = {
    firstName: t('firstNameLabel'), lastName: t('lastNameLabel'), addressLine1: t('addressLine1Label'), addressLine2: t('addressLine2Label'),
    city: t('cityLabel'), province: t('provinceLabel'), postalCode: t('postalCodeLabel'), country: t('countryLabel'),
    email: t('addressEmailLabel'), phone: t('addressPhoneLabel'),
  };

  async function submit(event: { preventDefault(): void }) {
    event.preventDefault();
    const issues = validateAddress(addressInput(values), rules);
    const found: Errors = {};
    for (const [field, issue] of Object.entries(issues) as [AddressField, (typeof issues)[AddressField]][]) found[field] = issueText(messages, issue);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => document.querySelector<HTMLElement>('[data-testid="address-form"] [aria-invalid="true"]')?.focus());
      return;
    }
    setOutcome({ kind: 'busy' });
    try {
      await onSave(onlyOfType ? { ...values, main: true } : values);
    } catch (error) {
      const field = errorField(error) as AddressField | undefined;
      if (field && field in values) {
        setErrors({ [field]: apiErrorText(error, messages) });
        setOutcome({ kind: 'idle' });
      } else setOutcome({ kind: 'failed', text: apiErrorText(error, messages) });
    }
  }

  const busy = outcome.kind === 'busy';
  return (
    <form className="account-area__form account-area__address-form" onSubmit={submit} noValidate aria-busy={busy} aria-labelledby="address-form-title" data-testid="address-form">
      <h3 id="address-form-title" ref={titleRef} tabIndex={-1}>{isNew ? t('newAddressTitle') : t('editAddressTitle')}</h3>
      <fieldset className="account-area__choice">
        <legend>{t('addressTypeLabel')}</legend>
        {(['S', 'B'] as const).map((type: AddressType) => (
          <label key={type}>
            <input type="radio" name="address-type" value={type} checked={values.approachType === type} onChange={() => setValues((current) => ({ ...current, approachType: type }))} />
            {t(type === 'S' ? 'typeShipping' : 'typeBilling')}
          </label>
        ))}
      </fieldset>
      <div className="account-area__address-fields">
        <AddressFields idPrefix="address" values={values} errors={errors} rules={rules} countries={countries} labels={labels} onChange={set} />
      </div>
      <label className="account-area__check">
        <input
          type="checkbox"
          checked={onlyOfType || values.main}
          disabled={onlyOfType || (!isNew && initial.main && initial.approachType === values.approachType)}
          onChange={(event) => setValues((current) => ({ ...current, main: event.target.checked }))}
          aria-describedby={onlyOfType ? 'address-main-hint' : undefined}
        />
        {t('mainCheckbox')}
      </label>
      {onlyOfType && <p id="address-main-hint" className="account-area__hint">{t('firstOfTypeHint')}</p>}
      <OutcomeLine outcome={outcome} testId="address-form" />
      <div className="account-area__actions">
        <button type="submit" className="account-area__button account-area__button--primary" disabled={busy}>{busy ? t('saving') : t('saveAddress')}</button>
        <button type="button" className="account-area__button" onClick={onCancel} disabled={busy}>{t('cancel')}</button>
      </div>
    </form>
  );
}
