import { de } from './de';
import { en, type ProductExtrasKey, type ProductExtrasMessages } from './en';
import { fr } from './fr';
import { it } from './it';
import { messagesFor, translatorFor, type MessageLanguage } from '../language';
import { pickTexts } from '../../translator';
import type { MessageParams } from '../../placeholders';

export type { ProductExtrasKey, ProductExtrasMessages } from './en';

/** Every language at once: for the product page render and tests; quick shop loads one language with loadProductExtrasMessages. */
export const PRODUCT_EXTRAS_MESSAGES: Readonly<Record<MessageLanguage, ProductExtrasMessages>> = { en, fr, de, it };

/** The message of `key` in the language of `locale`, placeholders and plurals filled. */
export function productExtrasText(locale: string, key: ProductExtrasKey, params?: MessageParams): string {
  return translatorFor(PRODUCT_EXTRAS_MESSAGES, locale)(key, params);
}

/** The named texts of one language with {placeholders} left in place, for an island's props. */
export function productExtrasTexts<K extends ProductExtrasKey>(locale: string, keys: readonly K[]): Readonly<Record<K, string>> {
  return pickTexts(messagesFor(PRODUCT_EXTRAS_MESSAGES, locale), keys);
}
