import { de } from './de';
import { en, type FavoritesKey, type FavoritesMessages } from './en';
import { fr } from './fr';
import { it } from './it';
import { messagesFor, translatorFor, type MessageLanguage } from '../language';
import type { MessageParams } from '../../placeholders';

export type { FavoritesKey, FavoritesMessages } from './en';

/** Every language at once: for the server render (hearts, favorites pages) and tests. */
export const FAVORITES_MESSAGES: Readonly<Record<MessageLanguage, FavoritesMessages>> = { en, fr, de, it };

/** The favorites texts of a locale's language (English for an unknown locale). */
export const favoritesMessagesFor = (locale: string): FavoritesMessages => messagesFor(FAVORITES_MESSAGES, locale);

/** The message of `key` in the language of `locale`, placeholders and plurals filled. */
export function favoritesText(locale: string, key: FavoritesKey, params?: MessageParams): string {
  return translatorFor(FAVORITES_MESSAGES, locale)(key, params);
}
