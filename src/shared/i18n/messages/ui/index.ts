import { de } from './de';
import { en, type UiMessageKey, type UiMessages } from './en';
import { fr } from './fr';
import { it } from './it';
import { translatorFor, type MessageLanguage } from '../language';
import type { MessageParams } from '../../placeholders';

export type { UiMessageKey, UiMessages } from './en';

/** Every language at once: for the server render and tests; quick shop loads one language with loadUiMessages. */
export const UI_MESSAGES: Readonly<Record<MessageLanguage, UiMessages>> = { en, fr, de, it };

/** The message of `key` in the language of `locale`, placeholders and plurals filled. */
export function uiText(locale: string, key: UiMessageKey, params?: MessageParams): string {
  return translatorFor(UI_MESSAGES, locale)(key, params);
}
