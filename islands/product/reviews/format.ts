import { LOCALES, type LocaleCode } from '../../../src/lib/i18n/sites';

/** Dates in the page's language, in UTC so the server render and the hydrated island agree. */
export function formatDay(iso: string, locale: LocaleCode): string {
  return new Intl.DateTimeFormat(LOCALES[locale].tag, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));
}

export function languageName(code: string, locale: LocaleCode): string {
  try {
    return new Intl.DisplayNames([LOCALES[locale].tag], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

export function formatNumber(value: number, locale: LocaleCode, fractionDigits = 0): string {
  return new Intl.NumberFormat(LOCALES[locale].tag, { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }).format(value);
}
