import type { LocationSelector } from '@schemas/commerce/fapi';
import { LOCALES, SITES, type LocaleCode, type SiteId } from '@shared/i18n/sites';

/**
 * The countries a brand sells in, each with its locales (spec §7 /fapi/pages/location-selector):
 * country names in the shopper's language, each locale named in its own (a visitor reads the
 * choice of their language in it). The site's own country comes first.
 */
export function locationSelector(siteId: SiteId, locale: LocaleCode, detectedCountry: string | null): LocationSelector {
  const tag = LOCALES[locale].tag;
  const countryNames = new Intl.DisplayNames([tag], { type: 'region' });
  const byCountry = new Map<string, LocationSelector['countries'][number]>();
  const codes: LocaleCode[] = [...SITES[siteId].locales];
  codes.sort((a, b) => Number(LOCALES[b].country === LOCALES[locale].country) - Number(LOCALES[a].country === LOCALES[locale].country));
  for (const code of codes) {
    const info = LOCALES[code];
    const entry = byCountry.get(info.country) ?? { country: info.country, name: countryNames.of(info.country) ?? info.country, locales: [] };
    entry.locales.push({ locale: code, language: info.language, name: new Intl.DisplayNames([info.tag], { type: 'language' }).of(info.language) ?? info.language });
    byCountry.set(info.country, entry);
  }
  return { detectedCountry, countries: [...byCountry.values()] };
}
