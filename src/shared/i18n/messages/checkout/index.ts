import { de } from './de';
import { en, type CheckoutMessages } from './en';
import { fr } from './fr';
import { it } from './it';
import type { MessageLanguage } from '../language';

export type { CheckoutMessageKey, CheckoutMessages } from './en';

/** Every language at once: for the server render (checkout, confirmation, account) and tests. */
export const CHECKOUT_MESSAGES: Readonly<Record<MessageLanguage, CheckoutMessages>> = { en, fr, de, it };
