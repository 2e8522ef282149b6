import type { LocationSelector } from '@schemas/commerce/fapi';
import { isLocaleCode, LOCALES } from '@shared/i18n/sites';

export interface LocationSuggestion {
  /** The visitor's country, named in the page's language. */
  readonly countryName: string;
  /** The page's country, named in the page's language. */
  readonly currentName: string;
  /** The site's locales for the visitor's country, each named in its own language. */
  readonly locales: ReadonlyArray<{ readonly locale: string; readonly language: string; readonly name: string }>;
}

/**
 * What to offer a visitor on `locale` (spec §2 location confirmation): null when the edge does
 * not say where they are, they are in the page's country, or the site does not sell there.
 */
export function locationSuggestion(answer: LocationSelector, locale: string): LocationSuggestion | null {
  if (!answer.detectedCountry || !isLocaleCode(locale)) return null;
  const currentCountry = LOCALES[locale].country;
  if (answer.detectedCountry === currentCountry) return null;
  const theirs = answer.countries.find((entry) => entry.country === answer.detectedCountry);
  const current = answer.countries.find((entry) => entry.country === currentCountry);
  if (!theirs || theirs.locales.length === 0) return null;
  return { countryName: theirs.name, currentName: current?.name ?? currentCountry, locales: theirs.locales };
}

/**
 * Where "continue to" leads: the page's own alternate in that locale when the page names one
 * (product pages' hreflang links), else that locale's home; the brand (siteId) is kept.
 */
export function locationTarget(locale: string, currentUrl: URL, alternates: ReadonlyMap<string, string>): string {
  const tag = isLocaleCode(locale) ? LOCALES[locale].tag : locale;
  const alternate = alternates.get(tag);
  if (alternate) {
    const url = new URL(alternate, currentUrl);
    if (url.origin === currentUrl.origin) return `${url.pathname}${url.search}`;
  }
  const siteId = currentUrl.searchParams.get('siteId');
  return siteId ? `/${locale}?siteId=${encodeURIComponent(siteId)}` : `/${locale}`;
}
