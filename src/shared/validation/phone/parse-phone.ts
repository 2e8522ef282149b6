import { parsePhoneNumberFromString, type CountryCode, type MetadataJson, type PhoneNumber } from 'libphonenumber-js/core';
import metadata from './phone-metadata.json';

/**
 * libphonenumber with the numbering plans of the shop's countries only (DEFAULT_COUNTRY_LIST;
 * scripts/phone-metadata.mjs writes them): the phone rules run in the browser's forms, and every
 * country's plan would cost 19 KB gzipped there. A number of a country not in the list does not
 * parse, as the forms only offer the list's countries.
 */
export function parsePhone(text: string, defaultCountry?: CountryCode): PhoneNumber | undefined {
  return defaultCountry
    ? parsePhoneNumberFromString(text, defaultCountry, metadata as unknown as MetadataJson)
    : parsePhoneNumberFromString(text, metadata as unknown as MetadataJson);
}
