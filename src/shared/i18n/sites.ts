/**
 * Brands (sites) and locales of the storefront. A locale is addressed in URLs as
 * `{lang}-{region}` in lower case (`/en-ca/...`). One place for currency, region and date order.
 */
export type Region = 'NORA' | 'EMEA';

export interface LocaleInfo {
  /** URL form, lower case: `en-ca`. */
  readonly code: string;
  /** BCP 47 tag for Intl: `en-CA`. */
  readonly tag: string;
  readonly language: string;
  readonly country: string;
  readonly currency: 'USD' | 'CAD' | 'GBP' | 'EUR';
  readonly region: Region;
}

export const LOCALES = {
  'en-us': { code: 'en-us', tag: 'en-US', language: 'en', country: 'US', currency: 'USD', region: 'NORA' },
  'en-ca': { code: 'en-ca', tag: 'en-CA', language: 'en', country: 'CA', currency: 'CAD', region: 'NORA' },
  'fr-ca': { code: 'fr-ca', tag: 'fr-CA', language: 'fr', country: 'CA', currency: 'CAD', region: 'NORA' },
  'en-gb': { code: 'en-gb', tag: 'en-GB', language: 'en', country: 'GB', currency: 'GBP', region: 'EMEA' },
  'fr-fr': { code: 'fr-fr', tag: 'fr-FR', language: 'fr', country: 'FR', currency: 'EUR', region: 'EMEA' },
  'de-de': { code: 'de-de', tag: 'de-DE', language: 'de', country: 'DE', currency: 'EUR', region: 'EMEA' },
  'it-it': { code: 'it-it', tag: 'it-IT', language: 'it', country: 'IT', currency: 'EUR', region: 'EMEA' },
} as const satisfies Record<string, LocaleInfo>;

export type LocaleCode = keyof typeof LOCALES;
export const LOCALE_CODES = Object.keys(LOCALES) as LocaleCode[];
export const DEFAULT_LOCALE: LocaleCode = 'en-us';

export function isLocaleCode(value: string): value is LocaleCode {
  return Object.hasOwn(LOCALES, value);
}

/** A locale code as sent by a page (`target.locale`), the default locale for anything else. */
export function localeCodeOf(value: string): LocaleCode {
  return isLocaleCode(value) ? value : DEFAULT_LOCALE;
}

export function localeInfo(code: LocaleCode): LocaleInfo {
  return LOCALES[code];
}

export interface SiteInfo {
  readonly id: string;
  readonly name: string;
  /** What the brand sells; drives the seed catalog. */
  readonly vertical: 'footwear' | 'apparel' | 'outdoor';
  readonly locales: readonly LocaleCode[];
  /** Prefix of the brand's product codes (two letters). */
  readonly productPrefix: string;
  readonly accentColor: string;
}

export const SITES = {
  stride: {
    id: 'stride', name: 'Stride', vertical: 'footwear', productPrefix: 'ST', accentColor: '#c2410c',
    locales: LOCALE_CODES,
  },
  loom: {
    id: 'loom', name: 'Loom', vertical: 'apparel', productPrefix: 'LM', accentColor: '#1d4ed8',
    locales: LOCALE_CODES,
  },
  summit: {
    id: 'summit', name: 'Summit', vertical: 'outdoor', productPrefix: 'SU', accentColor: '#15803d',
    locales: LOCALE_CODES,
  },
} as const satisfies Record<string, SiteInfo>;

export type SiteId = keyof typeof SITES;
export const SITE_IDS = Object.keys(SITES) as SiteId[];
export const DEFAULT_SITE: SiteId = 'stride';

export function isSiteId(value: string): value is SiteId {
  return Object.hasOwn(SITES, value);
}

export function siteInfo(id: SiteId): SiteInfo {
  return SITES[id];
}
