import { de } from './de';
import { en, type UgcKey, type UgcMessages } from './en';
import { fr } from './fr';
import { it } from './it';
import { translatorFor, type MessageLanguage } from '../language';
import type { MessageParams } from '../../placeholders';

export type { UgcKey, UgcMessages } from './en';

/** Every language at once: for tests and the server render. */
export const UGC_MESSAGES: Readonly<Record<MessageLanguage, UgcMessages>> = { en, fr, de, it };

/** The message of `key` in the language of `locale`, placeholders filled. */
export function ugcText(locale: string, key: UgcKey, params?: MessageParams): string {
  return translatorFor(UGC_MESSAGES, locale)(key, params);
}
