import { de } from './de';
import { en, type BlockMessages } from './en';
import { fr } from './fr';
import { it } from './it';
import { messagesFor, type MessageLanguage } from '../language';

export type { BlockMessageKey, BlockMessages } from './en';

/** Every language at once: for the server render of blocks and tests. */
export const BLOCK_MESSAGES: Readonly<Record<MessageLanguage, BlockMessages>> = { en, fr, de, it };

/** The block texts of a locale such as `fr-ca` (English for an unknown locale). */
export const blockMessages = (locale: string): BlockMessages => messagesFor(BLOCK_MESSAGES, locale);
