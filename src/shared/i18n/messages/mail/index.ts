import { de } from './de';
import { en, type MailMessageKey, type MailMessages } from './en';
import { fr } from './fr';
import { it } from './it';
import { messageLanguageOf, type MessageLanguage } from '../language';
import { translator, type Translator } from '../../translator';

export type { MailMessageKey, MailMessages } from './en';

export const MAIL_MESSAGES: Readonly<Record<MessageLanguage, MailMessages>> = { en, fr, de, it };

/** The mail texts of a locale's language (English for an unknown locale), read through the one translator. */
export function mailText(locale: string): Translator<MailMessageKey> {
  const language = messageLanguageOf(locale);
  return translator(MAIL_MESSAGES[language], language);
}
