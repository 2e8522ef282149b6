import { CURRENCY_AS_CODE } from '../../../schemas/constants';
import { LOCALES, type LocaleCode } from './sites';

const formatters = new Map<string, Intl.NumberFormat>();

const MINOR_DIGITS = new Map<string, number>();

/** Minor digits of an ISO 4217 currency (2 for EUR, 0 for JPY), from the platform's tables. */
export function minorDigits(currency: string): number {
  const known = MINOR_DIGITS.get(currency);
  if (known !== undefined) return known;
  if (!/^[A-Z]{3}$/.test(currency)) throw new RangeError(`Not a currency code: ${currency}`);
  // A formatter is costly to make and the answer never changes: one per currency.
  const digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  MINOR_DIGITS.set(currency, digits);
  return digits;
}

/** Integer minor units as an amount in the currency's units (1299 USD → 12.99). */
export function toCurrencyUnits(minor: number, currency: string): number {
  return minor / 10 ** minorDigits(currency);
}

/**
 * The one place prices are formatted. Money is integer minor units everywhere else.
 * CAD shows as its code ("CAD 12.00"), every other currency as its symbol (spec §9).
 */
export function formatMoney(minor: number, currency: string, locale: LocaleCode): string {
  const key = `${locale}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(LOCALES[locale].tag, {
      style: 'currency',
      currency,
      currencyDisplay: CURRENCY_AS_CODE.includes(currency) ? 'code' : 'narrowSymbol',
    });
    formatters.set(key, formatter);
  }
  return formatter.format(toCurrencyUnits(minor, currency));
}

/** Percent helper of spec §9: rounds to one decimal. */
export function roundPercent(value: number): number {
  return Math.round(value * 10) / 10;
}
