import { de } from './de';
import { en, type UtilityKey, type UtilityMessages } from './en';
import { fr } from './fr';
import { it } from './it';
import { messagesFor, translatorFor, type MessageLanguage } from '../language';
import type { MessageParams } from '../../placeholders';

export type { UtilityKey, UtilityMessages } from './en';

/** Every language at once: for tests. */
export const UTILITY_MESSAGES: Readonly<Record<MessageLanguage, UtilityMessages>> = { en, fr, de, it };

/** The utility texts of a locale's language (English for an unknown locale). */
export const utilityMessagesFor = (locale: string): UtilityMessages => messagesFor(UTILITY_MESSAGES, locale);

/** The message of `key` in the language of `locale`, placeholders and plurals filled. */
export function utilityText(locale: string, key: UtilityKey, params?: MessageParams): string {
  return translatorFor(UTILITY_MESSAGES, locale)(key, params);
}
