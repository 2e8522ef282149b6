import { useEffect, useState } from 'react';
import type { CheckoutAddress } from '../../schemas/commerce/checkout';
import { addressRules, validateAddress, ADDRESS_FIELDS, type AddressField, type AddressRuleOverrides } from '../../src/shared/validation/forms/address';
import { issueText } from '../shared/form-messages';
import type { AddressLabels } from '../shared/AddressFields';
import type { CheckoutTranslator } from '../../src/lib/checkout/checkout-messages';
import type { CheckoutProps } from './checkout-context';
import type { CheckoutState } from './use-checkout';

export type AddressValues = Record<AddressField, string>;

/** A cart or saved address as form values (unknown fields blank, the country upper case). */
export function addressValuesOf(address: Readonly<Record<string, unknown>> | null | undefined, fallbackCountry: string): AddressValues {
  const values = Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, typeof address?.[field] === 'string' ? (address[field] as string) : ''])) as AddressValues;
  const country = (typeof address?.countryCode === 'string' ? address.countryCode : values.country) || fallbackCountry;
  return { ...values, country: country.toUpperCase() };
}

/** The body checkout sends: trimmed fields, blanks left out. */
export function checkoutAddressOf(values: AddressValues): CheckoutAddress {
  const body: Record<string, string> = {};
  for (const field of ADDRESS_FIELDS) {
    const value = values[field].trim();
    if (value !== '') body[field] = value;
  }
  return body as unknown as CheckoutAddress;
}

export function addressLabels(t: CheckoutTranslator): AddressLabels {
  return {
    firstName: t('firstNameLabel'), lastName: t('lastNameLabel'), addressLine1: t('addressLine1Label'), addressLine2: t('addressLine2Label'),
    city: t('cityLabel'), province: t('provinceLabel'), postalCode: t('postalCodeLabel'), country: t('countryLabel'),
    email: t('emailLabel'), phone: t('phoneLabel'),
  };
}

/**
 * One address form of checkout: the §5 rules of the chosen country (the identity validation
 * module, with the server's rules for that country, asked for when first chosen), messages in the
 * page language, and `validate()` that answers the body to send or shows the field errors.
 */
export function useAddressForm(initial: AddressValues, props: CheckoutProps, state: CheckoutState, formId: string) {
  const [values, setValues] = useState<AddressValues>(initial);
  const [errors, setErrors] = useState<Partial<Record<AddressField, string>>>({});
  const [overrides, setOverrides] = useState<Record<string, AddressRuleOverrides>>({ ...props.addressRules });
  const country = values.country;
  const rules = addressRules(country, overrides[country] ?? {}, props.countries);
  const { messages } = props;

  useEffect(() => {
    if (overrides[country]) return;
    let current = true;
    state.inSession((calls, api) => calls.addressRules(api, country))
      .then((answer) => current && setOverrides((known) => ({ ...known, [country]: answer.fields as AddressRuleOverrides })))
      .catch(() => current && setOverrides((known) => ({ ...known, [country]: {} })));
    return () => {
      current = false;
    };
  }, [country]);

  function set(field: AddressField, value: string): void {
    setValues((now) => ({ ...now, [field]: value }));
  }

  /** The body to send, or null after showing what is wrong (focus on the first invalid field). */
  function validate(): CheckoutAddress | null {
    const issues = validateAddress(values, rules);
    const found: Partial<Record<AddressField, string>> = {};
    for (const [field, issue] of Object.entries(issues) as [AddressField, (typeof issues)[AddressField]][]) found[field] = issueText(messages, issue);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-testid="${formId}"] [aria-invalid="true"]`)?.focus());
      return null;
    }
    return checkoutAddressOf(values);
  }

  return { values, setValues, set, errors, setErrors, rules, validate, labels: addressLabels(state.t) };
}

export type AddressForm = ReturnType<typeof useAddressForm>;
