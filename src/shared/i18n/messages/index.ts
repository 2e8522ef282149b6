import type { LocaleCode } from '../sites';
import type { MessageParams } from '../placeholders';
import { translatorFor, type MessageLanguage } from './language';
import { de } from './validation/de';
import { en, type MessageKey, type ValidationMessages } from './validation/en';
import { fr } from './validation/fr';
import { it } from './validation/it';

export type { MessageKey, ValidationMessages } from './validation/en';
export { MESSAGE_LANGUAGES, messageLanguageOf, messagesFor, translatorFor, type MessageLanguage } from './language';
export type { MessageParams } from '../placeholders';
export { fillPlaceholders } from '../placeholders';

/** The validation and account-form texts (spec §5 messages), every language: for the server render and tests. */
export const VALIDATION_MESSAGES: Readonly<Record<MessageLanguage, ValidationMessages>> = { en, fr, de, it };

/** The message of `key` in the language of `locale` (a locale code such as `fr-ca`, or a language). */
export function t(locale: LocaleCode | MessageLanguage, key: MessageKey, params?: MessageParams): string {
  return translatorFor(VALIDATION_MESSAGES, locale)(key, params);
}
