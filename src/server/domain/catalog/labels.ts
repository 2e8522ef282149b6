import type { AttributeType } from '@schemas/commerce/product';
import { formatNumber } from '../../../shared/i18n/numbers';
import type { LocaleCode } from '../../../shared/i18n/sites';
import { CATALOG_LABELS } from '../../../shared/i18n/messages/catalog';
import { messageLanguageOf, translatorFor, type MessageLanguage } from '../../../shared/i18n/messages/language';
import { hasMessage } from '../../../shared/i18n/translator';

type Language = MessageLanguage;

export function languageOf(locale: LocaleCode): Language {
  return messageLanguageOf(locale);
}

/** The catalog labels (src/shared/i18n/messages/catalog) of a locale, through the one translator. */
const labels = (locale: LocaleCode) => translatorFor(CATALOG_LABELS, locale);

/** Row labels of the compare table besides the attributes. */
export function compareLabel(row: 'price' | 'rating', locale: LocaleCode): string {
  return labels(locale)(`compare_${row}`);
}

/** The label of a facet that is not an attribute (price, brand, badges). */
export function facetLabel(facet: 'price' | 'brand' | 'badge', locale: LocaleCode): string {
  return labels(locale)(`facet_${facet}`);
}

/** A size as the locale writes it: a half size is "8.5" in English, "8,5" in French ("10.5K" → "10,5K"). */
export function sizeLabel(value: string, locale: LocaleCode): string {
  const half = /^(\d+)\.(\d)(K?)$/.exec(value);
  return half ? `${formatNumber(Number(`${half[1]}.${half[2]}`), locale, 1)}${half[3]}` : value;
}

const VIEW_LABELS: Record<'top' | 'detail', Record<Language, string>> = {
  top: { en: 'another view', fr: 'autre vue', de: 'weitere Ansicht', it: 'altra vista' },
  detail: { en: 'close-up', fr: 'gros plan', de: 'Detailansicht', it: 'dettaglio' },
};

/** What an image's alt text adds for a product picture's second and close-up views (the main view adds nothing). */
export function viewLabel(view: 'side' | 'top' | 'detail', locale: LocaleCode): string | undefined {
  return view === 'side' ? undefined : VIEW_LABELS[view][languageOf(locale)];
}

export function attributeLabel(type: AttributeType, locale: LocaleCode): string {
  return labels(locale)(`attribute_${type}`);
}

export const LOW_STOCK_MAX = 3;

export function stockStatusLabel(quantity: number, comingSoon: boolean, locale: LocaleCode): string {
  const t = labels(locale);
  if (comingSoon) return t('stock_soon');
  if (quantity <= 0) return t('stock_out');
  if (quantity <= LOW_STOCK_MAX) return t('stock_few', { count: quantity });
  return t('stock_inStock');
}

export function stockStatus(quantity: number): 'InStock' | 'OutOfStock' {
  return quantity > 0 ? 'InStock' : 'OutOfStock';
}

/** A seed palette colour in the locale's language; English (and a colour the catalogue does not name) is the product row's name. */
export function colorLabel(value: string, english: string, locale: LocaleCode): string {
  const t = labels(locale);
  const key = `color_${value}`;
  // Names have no placeholders: read as written (this runs for every colour of every listed product).
  return languageOf(locale) === 'en' || !hasMessage(t, key) ? english : t.messages[key];
}

/**
 * Badges and eyebrows a product carries (`badge_<English value>`). The API keeps the English
 * value as the facet value (the filter key) and answers the label in the locale's language.
 */
const BADGE = 'badge_';

/** The English values the seed gives badges and eyebrows: a test checks each has its translations. */
export const PRODUCT_LABEL_VALUES = Object.keys(CATALOG_LABELS.en).filter((key) => key.startsWith(BADGE)).map((key) => key.slice(BADGE.length));

/** A badge or eyebrow in the locale's language; a value with no translation stays as it is. */
export function productLabel(value: string, locale: LocaleCode): string;
export function productLabel(value: string | null, locale: LocaleCode): string | null;
export function productLabel(value: string | null, locale: LocaleCode): string | null {
  if (value === null) return null;
  const t = labels(locale);
  const key = `${BADGE}${value}`;
  return hasMessage(t, key) ? t.messages[key] : value;
}
