import { de } from './de';
import { en } from './en';
import { fr } from './fr';
import { it } from './it';
import type { IdentityMessages } from './en';
import type { MessageLanguage } from '../language';

export type { IdentityMessageKey, IdentityMessages } from './en';

/** Every language at once: for the server render and tests. Browsers load one with loadIdentityMessages. */
export const IDENTITY_MESSAGES: Readonly<Record<MessageLanguage, IdentityMessages>> = { en, fr, de, it };
