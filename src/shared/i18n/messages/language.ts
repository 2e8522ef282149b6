import { isLocaleCode, LOCALES } from '../sites';
import { translator, type Catalogue, type Translator } from '../translator';
import { typesetFor } from '../typography';

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

/** The BCP 47 tag Intl reads for `locale` (`fr-ca` → `fr-CA`); a bare language stays as it is. */
export function intlTagOf(locale: string): string {
  return isLocaleCode(locale) ? LOCALES[locale].tag : locale;
}

/**
 * An area's catalogue for `locale`: its language's, in the locale's typography (fr-ca reads the French
 * catalogue with Quebec spacing, derived once by `typesetFor`). Every page, island and loader picks a
 * catalogue through this (or `translatorFor`), never by indexing the languages directly.
 */
export function messagesFor<C extends object>(catalogues: Readonly<Record<MessageLanguage, C>>, locale: string): C {
  return typesetFor(locale, catalogues[messageLanguageOf(locale)]);
}

/**
 * An area's catalogue for `locale` loaded on demand, as `messagesFor` gives it on the server: `load` brings
 * the language's own chunk (each area's load.ts names its four imports, so each language stays a chunk of
 * its own), and the locale's typography is applied here.
 */
export async function loadedMessagesFor<C extends object>(locale: string, load: (language: MessageLanguage) => Promise<C>): Promise<C> {
  return typesetFor(locale, await load(messageLanguageOf(locale)));
}

const translators = new WeakMap<object, Map<string, unknown>>();

/**
 * The translator of an area's catalogues for `locale` (made once per catalogue and locale): texts in the
 * locale's typography, plural counts written by Intl in the locale's tag (`fr-CA`).
 */
export function translatorFor<K extends string>(catalogues: Readonly<Record<MessageLanguage, Catalogue<K>>>, locale: string): Translator<K> {
  const messages = messagesFor(catalogues, locale);
  const tag = intlTagOf(locale);
  let byTag = translators.get(messages);
  if (!byTag) translators.set(messages, (byTag = new Map()));
  let found = byTag.get(tag) as Translator<K> | undefined;
  if (!found) byTag.set(tag, (found = translator(messages, tag)));
  return found;
}
