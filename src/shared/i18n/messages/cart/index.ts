import { de } from './de';
import { en, type CartMessages } from './en';
import { fr } from './fr';
import { it } from './it';
import type { MessageLanguage } from '../language';

export type { CartMessageKey, CartMessages } from './en';

/** Every language at once: for the server render (the cart page) and tests. Browsers elsewhere load one with loadCartMessages. */
export const CART_MESSAGES: Readonly<Record<MessageLanguage, CartMessages>> = { en, fr, de, it };
