import { de } from './de';
import { en, type AccountAreaMessages } from './en';
import { fr } from './fr';
import { it } from './it';
import type { MessageLanguage } from '../language';

export type { AccountAreaKey, AccountAreaMessages } from './en';

/** Every language at once: for the account area page and tests. */
export const ACCOUNT_AREA_MESSAGES: Readonly<Record<MessageLanguage, AccountAreaMessages>> = { en, fr, de, it };
