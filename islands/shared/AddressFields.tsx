import { formatFieldInput } from '../../src/shared/validation/field-spec';
import type { AddressField, AddressRuleSet } from '../../src/shared/validation/forms/address';
import { formatPhoneAsYouType } from '../../src/shared/validation/phone/format-phone';
import type { CountryListEntry } from '../../src/shared/validation/phone/countries';
import { Field } from './fields';

/** The label of every address field, in the page language (each feature has its own catalogue). */
export type AddressLabels = Readonly<Record<AddressField, string>>;

const TEXT_FIELDS: ReadonlyArray<{ field: AddressField; autoComplete: string; type?: string }> = [
  { field: 'firstName', autoComplete: 'given-name' },
  { field: 'lastName', autoComplete: 'family-name' },
  { field: 'addressLine1', autoComplete: 'address-line1' },
  { field: 'addressLine2', autoComplete: 'address-line2' },
  { field: 'city', autoComplete: 'address-level2' },
  { field: 'province', autoComplete: 'address-level1' },
  { field: 'postalCode', autoComplete: 'postal-code' },
  { field: 'email', autoComplete: 'email', type: 'email' },
  { field: 'phone', autoComplete: 'tel', type: 'tel' },
];

/**
 * What a keystroke makes of a field: the phone takes the country's mask as it is typed, other
 * fields the country rule's mask or transform (§5), the country is kept as chosen.
 */
export function addressFieldInput(field: AddressField, raw: string, country: string, rules: AddressRuleSet, countries: readonly CountryListEntry[]): string {
  if (field === 'phone') return formatPhoneAsYouType(raw, country, countries);
  if (field === 'country') return raw;
  return formatFieldInput(raw, rules[field]);
}

interface Props {
  /** Prefix of the inputs' ids (two address forms can share a page: shipping and billing). */
  readonly idPrefix: string;
  readonly values: Readonly<Record<AddressField, string>>;
  readonly errors: Readonly<Partial<Record<AddressField, string>>>;
  readonly rules: AddressRuleSet;
  readonly countries: readonly CountryListEntry[];
  readonly labels: AddressLabels;
  readonly onChange: (field: AddressField, value: string) => void;
  /** Address autocomplete section (shipping or billing), so the browser fills the right one. */
  readonly section?: 'shipping' | 'billing' | undefined;
}

/**
 * The fields of a §5 address: the country first (its rules, masks and phone length follow it),
 * then names, lines, city, province, postal code, email and phone, each labelled with its error
 * wired through aria-describedby. The account's address book and checkout both show these.
 */
export function AddressFields({ idPrefix, values, errors, rules, countries, labels, onChange, section }: Props) {
  const complete = (token: string) => (section ? `${section} ${token}` : token);
  const country = values.country;
  const change = (field: AddressField) => (event: { target: { value: string } }) =>
    onChange(field, addressFieldInput(field, event.target.value, country, rules, countries));
  return (
    <>
      <Field id={`${idPrefix}-country`} label={labels.country} error={errors.country}>
        {(aria) => (
          <select {...aria} autoComplete={complete('country')} value={country} onChange={change('country')}>
            {countries.map((entry) => <option key={entry.code} value={entry.code}>{entry.name}</option>)}
          </select>
        )}
      </Field>
      <div className="address-fields__grid">
        {TEXT_FIELDS.map(({ field, autoComplete, type }) => (
          <Field key={field} id={`${idPrefix}-${field}`} label={labels[field]} error={errors[field]}>
            {(aria) => (
              <input
                {...aria}
                type={type ?? 'text'}
                autoComplete={field === 'email' || field === 'phone' ? autoComplete : complete(autoComplete)}
                maxLength={rules[field].maxLength}
                aria-required={rules[field].required || undefined}
                value={values[field]}
                onChange={change(field)}
              />
            )}
          </Field>
        ))}
      </div>
    </>
  );
}
