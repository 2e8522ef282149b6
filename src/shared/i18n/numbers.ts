import { LOCALES, type LocaleCode } from './sites';

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: LocaleCode, fractionDigits: number): Intl.NumberFormat {
  const key = `${locale}|${fractionDigits}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.NumberFormat(LOCALES[locale].tag, { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits });
    formatters.set(key, found);
  }
  return found;
}

/**
 * A number as the locale writes it, with a fixed number of decimals: 4.8 is "4.8" in en-us,
 * "4,8" in fr-fr, de-de and it-it; 1250 is "1,250", "1 250" (narrow no-break space), "1.250".
 * Prices go through `formatMoney` instead.
 */
export function formatNumber(value: number, locale: LocaleCode, fractionDigits = 0): string {
  return formatter(locale, fractionDigits).format(value);
}

/** A percentage's number, up to one decimal: 39.8 is "39,8" in French, 50 is "50". */
export function formatPercentValue(value: number, locale: LocaleCode): string {
  return formatNumber(value, locale, Number.isInteger(value) ? 0 : 1);
}

/** A product or review rating, one decimal: "4,8". */
export function formatRating(score: number, locale: LocaleCode): string {
  return formatNumber(score, locale, 1);
}
