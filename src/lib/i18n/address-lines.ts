import { countryName } from '../../shared/i18n/country-name';
import type { LocaleCode } from '../../shared/i18n/sites';

type AddressFields = Readonly<Record<string, unknown>>;

const textOf = (address: AddressFields, key: string) => (typeof address[key] === 'string' ? (address[key] as string).trim() : '');

const personOf = (address: AddressFields) => `${textOf(address, 'firstName')} ${textOf(address, 'lastName')}`.trim();

/** The country as given: an upper-case code when it is one, else the text itself. */
function countryOf(address: AddressFields): string {
  const given = textOf(address, 'countryCode') || textOf(address, 'country');
  return /^[A-Za-z]{2}$/.test(given) ? given.toUpperCase() : given;
}

/**
 * The town line as the post of the address's country writes it: US and Canada 'New York, NY 10013';
 * Britain the town and the postcode on lines of their own; elsewhere '75001 Paris'.
 */
function townLines(address: AddressFields): string[] {
  const country = countryOf(address);
  const city = textOf(address, 'city');
  const postalCode = textOf(address, 'postalCode');
  const state = textOf(address, 'stateCode') || textOf(address, 'province');
  if (country === 'US' || country === 'CA') return [[city, [state, postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ')];
  if (country === 'GB') return [city, postalCode];
  return [`${postalCode} ${city}`.trim()];
}

/**
 * An address as the lines a shopper reads it, in the order the post of its country writes them:
 * name, street, extra line, the town line (townLines), and the country by name in the shopper's
 * language. Empty when there is no address.
 */
export function addressLines(address: AddressFields | null | undefined, locale: LocaleCode): string[] {
  if (!address) return [];
  const country = countryOf(address);
  return [
    personOf(address), textOf(address, 'addressLine1'), textOf(address, 'addressLine2'),
    ...townLines(address), country.length === 2 ? (countryName(country, locale) ?? country) : country,
  ].filter(Boolean);
}

/** The street and the town on one line, naming an address in a button's label ('12 Main Street, New York, NY 10013'). */
export function addressSummaryLine(address: AddressFields): string {
  return [textOf(address, 'addressLine1'), ...townLines(address)].filter(Boolean).join(', ');
}

/** The person, the street and the town on one line, for a choice among saved addresses ('Sam Shopper, 12 Main Street, New York, NY 10013'). */
export function addressWithNameLine(address: AddressFields): string {
  return [personOf(address), addressSummaryLine(address)].filter(Boolean).join(', ');
}
