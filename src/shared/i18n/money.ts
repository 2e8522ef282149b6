import { CURRENCY_AS_CODE } from '../../../schemas/constants';
import { LOCALES, type LocaleCode } from './sites';

const formatters = new Map<string, Intl.NumberFormat>();

/** Minor units per currency; every currency we sell in has two decimals. */
export const MINOR_UNITS = 100;

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
  return formatter.format(minor / MINOR_UNITS);
}

/** Percent helper of spec §9: rounds to one decimal. */
export function roundPercent(value: number): number {
  return Math.round(value * 10) / 10;
}
