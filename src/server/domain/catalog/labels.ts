import type { AttributeType } from '@schemas/commerce/product';
import { LOCALES, type LocaleCode } from '../../../lib/i18n/sites';

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
