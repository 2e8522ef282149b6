import { applyMask } from '../mask';
import { DEFAULT_COUNTRY_LIST, findCountry, phoneMaskFor, type CountryListEntry } from './countries';
import { cleanPhoneInput, normalisePhone } from './normalise-phone';

/**
 * Formats a phone as it is typed with the country's mask. A number typed with + keeps its dial
 * code in front; digits beyond the mask are kept, never lost.
 */
export function formatPhoneAsYouType(
  input: string,
  country: string,
  countries: readonly CountryListEntry[] = DEFAULT_COUNTRY_LIST,
): string {
  const cleaned = cleanPhoneInput(input);
  if (cleaned === '' || cleaned === '+') return cleaned;
  const phone = normalisePhone(input, country, countries);
  const entry = phone && findCountry(countries, phone.country);
  if (!phone || !entry) return cleaned;
  const national = applyMask(phone.nationalDigits, phoneMaskFor(entry), { overflow: 'append' });
  return cleaned.startsWith('+') ? `${entry.dialCode} ${national}` : national;
}
