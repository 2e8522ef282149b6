import type { CountryCode } from 'libphonenumber-js';

/** An entry of the country list the server sends (spec §3). */
export interface CountryListEntry {
  readonly name: string;
  /** With the plus: '+44'. */
  readonly dialCode: string;
  /** ISO 3166-1 alpha-2. */
  readonly code: string;
  readonly phoneMask?: string;
}

export const NORTH_AMERICA_PHONE_MASK = '(XXX) XXX - XXXX';
export const DEFAULT_PHONE_MASK = 'XXXX - XXX - XXX';
export const NORTH_AMERICA_COUNTRIES: readonly string[] = ['US', 'CA'];

/** The storefront's countries, used when the server's list is not at hand. */
export const DEFAULT_COUNTRY_LIST: readonly CountryListEntry[] = [
  { name: 'United States', dialCode: '+1', code: 'US' },
  { name: 'Canada', dialCode: '+1', code: 'CA' },
  { name: 'United Kingdom', dialCode: '+44', code: 'GB' },
  { name: 'France', dialCode: '+33', code: 'FR' },
  { name: 'Germany', dialCode: '+49', code: 'DE' },
  { name: 'Italy', dialCode: '+39', code: 'IT' },
];

export function isNorthAmerica(country: string): boolean {
  return NORTH_AMERICA_COUNTRIES.includes(country.toUpperCase());
}

export function findCountry(countries: readonly CountryListEntry[], code: string): CountryListEntry | undefined {
  return countries.find((entry) => entry.code.toUpperCase() === code.toUpperCase());
}

/**
 * The mask that fixes a country's phone length, for the country list the server sends: the entry's
 * own, or North America's (10 digits). Elsewhere lengths vary (German numbers have 10 to 12 digits
 * with the trunk 0), so no mask is sent and the country's numbering plan decides validity.
 */
export function fixedPhoneMask(entry: Pick<CountryListEntry, 'code' | 'phoneMask'>): string | undefined {
  return entry.phoneMask ?? (isNorthAmerica(entry.code) ? NORTH_AMERICA_PHONE_MASK : undefined);
}

/** The entry's own mask, else the North American or the default mask (formatting as typed). */
export function phoneMaskFor(entry: Pick<CountryListEntry, 'code' | 'phoneMask'>): string {
  return entry.phoneMask ?? (isNorthAmerica(entry.code) ? NORTH_AMERICA_PHONE_MASK : DEFAULT_PHONE_MASK);
}

export function asLibPhoneCountry(code: string): CountryCode {
  return code.toUpperCase() as CountryCode;
}
