import type { LocaleCode } from '../../../shared/i18n/sites';
import type { ProductCopyJson, ProductTranslations } from '../../db/schema/catalog';
import { typesetFor, typesetText } from '../../../shared/i18n/typography';
import { languageOf } from './labels';

type CopyColumns = ProductCopyJson & { translations: ProductTranslations };

/**
 * A product's copy (name, description, details, model measurements) in the locale's language:
 * the row's translation (written in its language's typography, set for the locale's: fr-ca's Quebec
 * spacing), or its English columns for a language it has none in.
 */
export function productCopy(row: CopyColumns, locale: LocaleCode): ProductCopyJson {
  const language = languageOf(locale);
  const english = { name: row.name, description: row.description, details: row.details, modelMeasurements: row.modelMeasurements };
  if (language === 'en') return english;
  const translation = row.translations?.[language];
  return translation ? typesetFor(locale, translation) : english;
}

/** Only the name, for lists that carry nothing else (carts, favorites, search entries). */
export function productName(row: { name: string; translations: ProductTranslations }, locale: LocaleCode): string {
  const language = languageOf(locale);
  const name = language === 'en' ? undefined : row.translations?.[language]?.name;
  return name === undefined ? row.name : typesetText(name, locale);
}
