import { de } from './de';
import { en, type EventMessages } from './en';
import { fr } from './fr';
import { it } from './it';
import { messagesFor, type MessageLanguage } from '../language';

export type { EventMessageKey, EventMessages } from './en';

/** Every language at once: for the server render (the event block) and tests; the dialog loads one language with loadEventMessages. */
export const EVENT_MESSAGES: Readonly<Record<MessageLanguage, EventMessages>> = { en, fr, de, it };

/** The event texts of a locale's language (English for an unknown locale). */
export const eventMessagesFor = (locale: string): EventMessages => messagesFor(EVENT_MESSAGES, locale);
