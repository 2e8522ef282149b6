import { LOCALES, type LocaleCode } from './sites';

const namers = new Map<LocaleCode, Intl.DisplayNames>();

/**
 * A country's name in the locale's language ('DE' → 'Germany', 'Allemagne', 'Deutschland'), or
 * undefined when Intl has none. Intl.DisplayNames is slow to build, so each locale builds one.
 */
export function countryName(code: string, locale: LocaleCode): string | undefined {
  let namer = namers.get(locale);
  if (!namer) namers.set(locale, (namer = new Intl.DisplayNames([LOCALES[locale].tag], { type: 'region' })));
  try {
    return namer.of(code.toUpperCase());
  } catch {
    return undefined; // not a region code at all
  }
}
