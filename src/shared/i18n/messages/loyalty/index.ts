import { de } from './de';
import { en, type LoyaltyMessages } from './en';
import { fr } from './fr';
import { it } from './it';
import { messagesFor, type MessageLanguage } from '../language';

export type { LoyaltyKey, LoyaltyMessages } from './en';

/** Every language at once: for the server render (the loyalty page) and tests. */
export const LOYALTY_MESSAGES: Readonly<Record<MessageLanguage, LoyaltyMessages>> = { en, fr, de, it };

/** The loyalty texts of a locale's language (English for an unknown locale). */
export const loyaltyMessagesFor = (locale: string): LoyaltyMessages => messagesFor(LOYALTY_MESSAGES, locale);
