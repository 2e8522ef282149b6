import { LOCALES, type LocaleCode } from '../../../src/shared/i18n/sites';

// Intl formatters are costly to build (a page lists dozens of reviews): one per locale.
const dayFormats = new Map<LocaleCode, Intl.DateTimeFormat>();

/** Dates in the page's language, in UTC so the server render and the hydrated island agree. */
export function formatDay(iso: string, locale: LocaleCode): string {
  let format = dayFormats.get(locale);
  if (!format) dayFormats.set(locale, (format = new Intl.DateTimeFormat(LOCALES[locale].tag, { dateStyle: 'medium', timeZone: 'UTC' })));
  return format.format(new Date(iso));
}

export function languageName(code: string, locale: LocaleCode): string {
  try {
    return new Intl.DisplayNames([LOCALES[locale].tag], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

// Numbers have one formatter for the whole storefront.
export { formatNumber } from '../../../src/shared/i18n/numbers';
