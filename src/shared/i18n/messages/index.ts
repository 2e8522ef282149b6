import { isLocaleCode, LOCALES, type LocaleCode } from '../sites';
import { de } from './de';
import { en, type MessageKey, type ValidationMessages } from './en';
import { fr } from './fr';
import { it } from './it';
import { fillPlaceholders, type MessageParams } from '../placeholders';

export type { MessageKey, ValidationMessages } from './en';

export const MESSAGE_LANGUAGES = ['en', 'fr', 'de', 'it'] as const;
export type MessageLanguage = (typeof MESSAGE_LANGUAGES)[number];
export type { MessageParams } from '../placeholders';
export { fillPlaceholders } from '../placeholders';

export const VALIDATION_MESSAGES: Readonly<Record<MessageLanguage, ValidationMessages>> = { en, fr, de, it };

function languageOf(locale: LocaleCode | MessageLanguage): MessageLanguage {
  return isLocaleCode(locale) ? (LOCALES[locale].language as MessageLanguage) : locale;
}

/** The message of `key` in the language of `locale` (a locale code such as `fr-ca`, or a language). */
export function t(locale: LocaleCode | MessageLanguage, key: MessageKey, params?: MessageParams): string {
  return fillPlaceholders(VALIDATION_MESSAGES[languageOf(locale)][key], params, languageOf(locale));
}
