import type { LocaleCode } from '../../../shared/i18n/sites';
import type { ProductCopyJson, ProductTranslations } from '../../db/schema/catalog';
import { languageOf } from './labels';

type CopyColumns = ProductCopyJson & { translations: ProductTranslations };

/**
 * A product's copy (name, description, details, model measurements) in the locale's language:
 * the row's translation, or its English columns for a language it has none in.
 */
export function productCopy(row: CopyColumns, locale: LocaleCode): ProductCopyJson {
  const language = languageOf(locale);
  const english = { name: row.name, description: row.description, details: row.details, modelMeasurements: row.modelMeasurements };
  if (language === 'en') return english;
  return row.translations?.[language] ?? english;
}

/** Only the name, for lists that carry nothing else (carts, favorites, search entries). */
export function productName(row: { name: string; translations: ProductTranslations }, locale: LocaleCode): string {
  const language = languageOf(locale);
  return language === 'en' ? row.name : (row.translations?.[language]?.name ?? row.name);
}
