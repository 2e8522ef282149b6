import { de } from './de';
import { en, type AssociateKey, type AssociateMessages } from './en';
import { fr } from './fr';
import { it } from './it';
import { translatorFor, type MessageLanguage } from '../language';
import type { MessageParams } from '../../placeholders';

export type { AssociateKey, AssociateMessages } from './en';

/** Every language at once: for the server render (the associate pages give an island its language's texts) and tests. */
export const ASSOCIATE_MESSAGES: Readonly<Record<MessageLanguage, AssociateMessages>> = { en, fr, de, it };

/** The message of `key` in the language of `locale`, placeholders filled. */
export function associateText(locale: string, key: AssociateKey, params?: MessageParams): string {
  return translatorFor(ASSOCIATE_MESSAGES, locale)(key, params);
}
