import { countryName } from '../../shared/i18n/country-name';
import type { LocaleCode } from '../../shared/i18n/sites';

/**
 * An address as the lines a shopper reads it, in the order the post of its country writes them:
 * name, street, extra line, then the town line (US and Canada 'New York, NY 10013'; Britain the
 * town and the postcode on lines of their own; elsewhere '75001 Paris'), and the country by name
 * in the shopper's language. Empty when there is no address.
 */
export function addressLines(address: Readonly<Record<string, unknown>> | null | undefined, locale: LocaleCode): string[] {
  if (!address) return [];
  const text = (key: string) => (typeof address[key] === 'string' ? (address[key] as string).trim() : '');
  const given = text('countryCode') || text('country');
  const country = /^[A-Za-z]{2}$/.test(given) ? given.toUpperCase() : given;
  const city = text('city');
  const postalCode = text('postalCode');
  const state = text('stateCode') || text('province');
  const townLines = country === 'US' || country === 'CA'
    ? [[city, [state, postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ')]
    : country === 'GB'
      ? [city, postalCode]
      : [`${postalCode} ${city}`.trim()];
  return [
    `${text('firstName')} ${text('lastName')}`.trim(), text('addressLine1'), text('addressLine2'),
    ...townLines, country.length === 2 ? (countryName(country, locale) ?? country) : country,
  ].filter(Boolean);
}
