import { ADDRESS_MAX_LENGTH, NAME_MAX_LENGTH, NAME_MIN_LENGTH } from '@schemas/constants';
import { overrideFieldSpec, validateFieldSpec, type FieldSpec, type ServerFieldRule } from '../field-spec';
import type { FieldIssues } from '../issue';
import { DEFAULT_COUNTRY_LIST, findCountry, phoneMaskFor, type CountryListEntry } from '../phone/countries';
import { phoneRule } from '../phone/phone-rule';
import { postalCodeFormat } from '../postal-code';
import { emailRule } from '../rules/email';

export const ADDRESS_FIELDS = [
  'firstName', 'lastName', 'addressLine1', 'addressLine2', 'city', 'province', 'postalCode', 'country', 'email', 'phone',
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type AddressInput = Partial<Record<AddressField, string>>;
export type AddressRuleSet = Readonly<Record<AddressField, FieldSpec>>;
export type AddressRuleOverrides = Partial<Record<AddressField, ServerFieldRule>>;

/** Spec §5 address defaults for a country, before any server rule. */
export function defaultAddressRules(country: string, countries: readonly CountryListEntry[] = DEFAULT_COUNTRY_LIST): AddressRuleSet {
  const postal = postalCodeFormat(country);
  const entry = findCountry(countries, country);
  const name: FieldSpec = { required: true, minLength: NAME_MIN_LENGTH, maxLength: NAME_MAX_LENGTH };
  return {
    firstName: name,
    lastName: name,
    addressLine1: { required: true, maxLength: ADDRESS_MAX_LENGTH },
    addressLine2: { required: false, maxLength: ADDRESS_MAX_LENGTH },
    city: { required: true, maxLength: ADDRESS_MAX_LENGTH },
    province: { required: false },
    postalCode: { required: true, patternKey: 'postalCodeInvalid', ...postal },
    country: { required: true },
    email: { required: true, rules: [emailRule] },
    phone: { required: true, mask: phoneMaskFor(entry ?? { code: country }), rules: [phoneRule(country, countries)] },
  };
}

/**
 * The address rules of a country: the defaults, overridden field by field by the server's rules
 * (patterns, masks, capitalize transforms, required, lengths). A server phone mask also sets the
 * phone length check.
 */
export function addressRules(
  country: string,
  overrides: AddressRuleOverrides = {},
  countries: readonly CountryListEntry[] = DEFAULT_COUNTRY_LIST,
): AddressRuleSet {
  const phoneMask = overrides.phone?.mask;
  const effectiveCountries = phoneMask
    ? countries.map((entry) => (entry.code.toUpperCase() === country.toUpperCase() ? { ...entry, phoneMask } : entry))
    : countries;
  const defaults = defaultAddressRules(country, effectiveCountries);
  const merged = {} as Record<AddressField, FieldSpec>;
  for (const field of ADDRESS_FIELDS) merged[field] = overrideFieldSpec(defaults[field], overrides[field]);
  return merged;
}

export function validateAddress(address: AddressInput, rules: AddressRuleSet): FieldIssues<AddressField> {
  const issues: FieldIssues<AddressField> = {};
  for (const field of ADDRESS_FIELDS) {
    const found = validateFieldSpec(address[field], rules[field]);
    if (found) issues[field] = found;
  }
  return issues;
}
