import { isLocaleCode, LOCALES } from '../sites';
import { translator, type Catalogue, type Translator } from '../translator';

/*
 * The languages of the catalogues and how a locale picks one; no catalogue here, so a module that
 * only chooses a language or reads an area's catalogue carries no other area's texts.
 */

export const MESSAGE_LANGUAGES = ['en', 'fr', 'de', 'it'] as const;
export type MessageLanguage = (typeof MESSAGE_LANGUAGES)[number];

/** The language of a locale code such as `fr-ca` (a language, or another locale of a known language); English for anything else. */
export function messageLanguageOf(locale: string): MessageLanguage {
  if (isLocaleCode(locale)) return LOCALES[locale].language as MessageLanguage;
  const language = locale.split('-')[0] ?? '';
  return (MESSAGE_LANGUAGES as readonly string[]).includes(language) ? (language as MessageLanguage) : 'en';
}

const translators = new WeakMap<object, unknown>();

/** The translator of an area's catalogues in the language of `locale` (made once per catalogue and language). */
export function translatorFor<K extends string>(catalogues: Readonly<Record<MessageLanguage, Catalogue<K>>>, locale: string): Translator<K> {
  const language = messageLanguageOf(locale);
  const messages = catalogues[language];
  let found = translators.get(messages) as Translator<K> | undefined;
  if (!found) translators.set(messages, (found = translator(messages, language)));
  return found;
}
