import type { AttributeType } from '@schemas/commerce/product';
import { formatNumber } from '../../../shared/i18n/numbers';
import { LOCALES, type LocaleCode } from '../../../shared/i18n/sites';

type Language = 'en' | 'fr' | 'de' | 'it';

export function languageOf(locale: LocaleCode): Language {
  return LOCALES[locale].language as Language;
}

const ATTRIBUTE_LABELS: Record<AttributeType, Record<Language, string>> = {
  color: { en: 'Color', fr: 'Couleur', de: 'Farbe', it: 'Colore' },
  size: { en: 'Size', fr: 'Taille', de: 'Größe', it: 'Taglia' },
  width: { en: 'Width', fr: 'Largeur', de: 'Weite', it: 'Larghezza' },
  length: { en: 'Length', fr: 'Longueur', de: 'Länge', it: 'Lunghezza' },
  fitType: { en: 'Fit', fr: 'Coupe', de: 'Passform', it: 'Vestibilità' },
};

const COMPARE_LABELS: Record<'price' | 'rating', Record<Language, string>> = {
  price: { en: 'Price', fr: 'Prix', de: 'Preis', it: 'Prezzo' },
  rating: { en: 'Rating', fr: 'Note', de: 'Bewertung', it: 'Valutazione' },
};

/** Row labels of the compare table besides the attributes. */
export function compareLabel(row: 'price' | 'rating', locale: LocaleCode): string {
  return COMPARE_LABELS[row][languageOf(locale)];
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
  return ATTRIBUTE_LABELS[type][languageOf(locale)];
}

const STOCK_LABELS: Record<Language, { inStock: string; few: (n: number) => string; out: string; soon: string }> = {
  en: { inStock: 'In stock', few: (n) => `Only ${n} left`, out: 'Out of stock', soon: 'Coming soon' },
  fr: { inStock: 'En stock', few: (n) => `Plus que ${n}`, out: 'Rupture de stock', soon: 'Bientôt disponible' },
  de: { inStock: 'Auf Lager', few: (n) => `Nur noch ${n}`, out: 'Ausverkauft', soon: 'Demnächst erhältlich' },
  it: { inStock: 'Disponibile', few: (n) => `Solo ${n} rimasti`, out: 'Esaurito', soon: 'Prossimamente' },
};

export const LOW_STOCK_MAX = 3;

export function stockStatusLabel(quantity: number, comingSoon: boolean, locale: LocaleCode): string {
  const labels = STOCK_LABELS[languageOf(locale)];
  if (comingSoon) return labels.soon;
  if (quantity <= 0) return labels.out;
  if (quantity <= LOW_STOCK_MAX) return labels.few(quantity);
  return labels.inStock;
}

export function stockStatus(quantity: number): 'InStock' | 'OutOfStock' {
  return quantity > 0 ? 'InStock' : 'OutOfStock';
}

/** Seed palette colour names by option value ('fr|de|it'); English comes from the product row. */
const COLOR_NAMES: Record<string, string> = {
  '001': 'Noir|Schwarz|Nero', '100': 'Blanc|Weiß|Bianco', '410': 'Marine|Marine|Blu navy', '420': 'Cobalt|Kobaltblau|Cobalto',
  '600': 'Rouge|Rot|Rosso', '620': 'Corail|Koralle|Corallo', '300': 'Forêt|Waldgrün|Verde bosco', '330': 'Sauge|Salbei|Salvia',
  '200': 'Sable|Sand|Sabbia', '220': 'Marron|Braun|Marrone', '050': 'Gris|Grau|Grigio', '700': 'Jaune|Gelb|Giallo',
  '510': 'Violet|Lila|Viola', '800': 'Orange|Orange|Arancione', '900': 'Carte cadeau|Geschenkkarte|Carta regalo',
};

export function colorLabel(value: string, english: string, locale: LocaleCode): string {
  const language = languageOf(locale);
  const names = COLOR_NAMES[value];
  if (language === 'en' || !names) return english;
  const [fr, de, it] = names.split('|') as [string, string, string];
  return { fr, de, it }[language];
}

/**
 * Badges and eyebrows a product carries ('fr|de|it' by English value). The API keeps the English
 * value as the facet value (the filter key) and answers the label in the locale's language.
 */
const PRODUCT_LABELS: Record<string, string> = {
  New: 'Nouveauté|Neu|Novità',
  'Best Seller': 'Meilleure vente|Bestseller|Più venduto',
  Sustainable: 'Durable|Nachhaltig|Sostenibile',
  'Limited Edition': 'Édition limitée|Limitierte Edition|Edizione limitata',
  'Online Only': 'Exclusivité web|Nur online|Solo online',
  'Coming Soon': 'Bientôt disponible|Demnächst erhältlich|Prossimamente',
  Presale: 'Prévente|Vorverkauf|Prevendita',
  'Free Gift': 'Cadeau offert|Gratis-Geschenk|Omaggio',
  'Member Exclusive': 'Réservé aux membres|Exklusiv für Mitglieder|Esclusiva per i membri',
  'Just In': 'Nouvel arrivage|Neu eingetroffen|Appena arrivato',
  'Recycled Materials': 'Matières recyclées|Recycelte Materialien|Materiali riciclati',
  Waterproof: 'Imperméable|Wasserdicht|Impermeabile',
  Lightweight: 'Léger|Leicht|Leggero',
  Customizable: 'Personnalisable|Personalisierbar|Personalizzabile',
};

/** The English values the seed gives badges and eyebrows: a test checks each has its translations. */
export const PRODUCT_LABEL_VALUES = Object.keys(PRODUCT_LABELS);

/** A badge or eyebrow in the locale's language; a value with no translation stays as it is. */
export function productLabel(value: string, locale: LocaleCode): string;
export function productLabel(value: string | null, locale: LocaleCode): string | null;
export function productLabel(value: string | null, locale: LocaleCode): string | null {
  if (value === null) return null;
  const language = languageOf(locale);
  const names = PRODUCT_LABELS[value];
  if (language === 'en' || !names) return value;
  const [fr, de, it] = names.split('|') as [string, string, string];
  return { fr, de, it }[language];
}
