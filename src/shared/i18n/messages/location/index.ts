import { de } from './de';
import { en, type LocationKey, type LocationMessages } from './en';
import { fr } from './fr';
import { it } from './it';
import { messagesFor, translatorFor, type MessageLanguage } from '../language';
import type { MessageParams } from '../../placeholders';

export type { LocationKey, LocationMessages } from './en';

/** Every language at once: for tests. */
export const LOCATION_MESSAGES: Readonly<Record<MessageLanguage, LocationMessages>> = { en, fr, de, it };

/** The location texts of a locale's language (English for an unknown locale). */
export const locationMessagesFor = (locale: string): LocationMessages => messagesFor(LOCATION_MESSAGES, locale);

/** The message of `key` in the language of `locale`, placeholders and plurals filled. */
export function locationText(locale: string, key: LocationKey, params?: MessageParams): string {
  return translatorFor(LOCATION_MESSAGES, locale)(key, params);
}
