import { parsePhone } from './parse-phone';
import { issue, type Rule } from '../issue';
import { maskSlotCount } from '../mask';
import { DEFAULT_COUNTRY_LIST, findCountry, isNorthAmerica, phoneMaskFor, type CountryListEntry } from './countries';
import { normalisePhone } from './normalise-phone';

export function isValidPhone(
  input: string,
  country: string,
  countries: readonly CountryListEntry[] = DEFAULT_COUNTRY_LIST,
): boolean {
  const phone = normalisePhone(input, country, countries);
  const entry = phone && findCountry(countries, phone.country);
  if (!phone || !entry) return false;
  if (isNorthAmerica(entry.code)) {
    // North America: exactly the mask's digits (10), area code starting 2–9.
    return phone.nationalDigits.length === maskSlotCount(phoneMaskFor(entry)) && /^[2-9]/.test(phone.nationalDigits);
  }
  // A mask sent by the server fixes the length; otherwise the country's numbering plan decides.
  if (entry.phoneMask && phone.nationalDigits.length !== maskSlotCount(entry.phoneMask)) return false;
  return parsePhone(phone.international)?.isValid() ?? false;
}

/** 'Phone number is not valid.' Blank passes (see requiredRule). */
export function phoneRule(country: string, countries: readonly CountryListEntry[] = DEFAULT_COUNTRY_LIST): Rule {
  return (value) => (value.trim() !== '' && !isValidPhone(value, country, countries) ? issue('phoneInvalid') : null);
}
