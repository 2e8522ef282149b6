import { parsePhone } from './parse-phone';
import { DEFAULT_COUNTRY_LIST, findCountry, type CountryListEntry } from './countries';

export interface NormalisedPhone {
  /** The country list entry the number belongs to. */
  readonly country: string;
  readonly dialCode: string;
  /** National digits as typed, UK trunk 0 dropped: what the mask is compared with. */
  readonly nationalDigits: string;
  /** E.164: '+447911123456'. */
  readonly international: string;
}

/** Digits only, a leading + kept. */
export function cleanPhoneInput(input: string): string {
  const trimmed = input.trim();
  const digits = trimmed.replace(/\D/g, '');
  return trimmed.startsWith('+') ? `+${digits}` : digits;
}

function dialDigits(entry: CountryListEntry): string {
  return entry.dialCode.replace(/\D/g, '');
}

/** The home country when its dial code matches (+1 is shared by US and CA), else the longest match. */
function matchDialCode(digits: string, countries: readonly CountryListEntry[], home: CountryListEntry | undefined) {
  if (home && digits.startsWith(dialDigits(home))) return home;
  return countries
    .filter((entry) => digits.startsWith(dialDigits(entry)))
    .sort((a, b) => dialDigits(b).length - dialDigits(a).length)[0];
}

/**
 * The international form of a phone typed for `country`, or null when it has no digits or an
 * international prefix that matches no country of the list.
 */
export function normalisePhone(
  input: string,
  country: string,
  countries: readonly CountryListEntry[] = DEFAULT_COUNTRY_LIST,
): NormalisedPhone | null {
  const cleaned = cleanPhoneInput(input);
  const home = findCountry(countries, country);
  const international = cleaned.startsWith('+');
  const entry = international ? matchDialCode(cleaned.slice(1), countries, home) : home;
  if (!entry) return null;
  let nationalDigits = international ? cleaned.slice(1 + dialDigits(entry).length) : cleaned;
  if (entry.code.toUpperCase() === 'GB' && nationalDigits.startsWith('0')) nationalDigits = nationalDigits.slice(1);
  if (nationalDigits === '') return null;
  const raw = `+${dialDigits(entry)}${nationalDigits}`;
  // libphonenumber drops trunk prefixes the way each country needs (FR 0 yes, IT 0 no).
  const parsed = parsePhone(raw);
  return { country: entry.code, dialCode: entry.dialCode, nationalDigits, international: parsed?.number ?? raw };
}

/** The sign-up form keeps the dial code apart; a number typed with its own + wins. */
export function joinPhoneCode(phoneCode: string | undefined, phone: string): string {
  if (!phoneCode || phone.trim().startsWith('+') || phone.trim() === '') return phone;
  return `${phoneCode}${phone}`;
}
