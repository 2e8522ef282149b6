import { de } from './de';
import { en, type MailMessageKey, type MailMessages } from './en';
import { fr } from './fr';
import { it } from './it';
import { translatorFor, type MessageLanguage } from '../language';
import type { Translator } from '../../translator';

export type { MailMessageKey, MailMessages } from './en';

export const MAIL_MESSAGES: Readonly<Record<MessageLanguage, MailMessages>> = { en, fr, de, it };

/** The mail texts of a locale (its language's, in its typography; English for an unknown locale), read through the one translator. */
export function mailText(locale: string): Translator<MailMessageKey> {
  return translatorFor(MAIL_MESSAGES, locale);
}
