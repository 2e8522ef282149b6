import type { CustomerNotification, FlashMessage } from '@schemas/commerce/cart';
import { apiFailureOf } from '../api/api-error';
import type { CartMessageKey, CartMessages } from '@shared/i18n/messages/cart/en';
import { errorText, hasMessage, translator, type Translator } from '@shared/i18n/translator';

export { errorIdOf } from '../api/api-error';

/** The cart catalogue of one language read through the one translator (`t(key, params)`, `t.messages`). */
export type CartTranslator = Translator<CartMessageKey>;
export const cartTranslator = (messages: CartMessages, language = 'en'): CartTranslator => translator(messages, language);

/**
 * Spec §8 for the cart (`errorText`: a known errorId shows its `error_<id>` text, any other API
 * error the server's message, anything else the generic one); ADDED_MAX_QUANTITY names the limit
 * when the caller knows it.
 */
export function cartErrorText(t: CartTranslator, error: unknown, context: { readonly maxQty?: number | undefined } = {}): string {
  const failure = apiFailureOf(error);
  if (failure?.errorId === 'ADDED_MAX_QUANTITY') return context.maxQty ? t('error_ADDED_MAX_QUANTITY', { maxQty: context.maxQty }) : t('error_ADDED_MAX_QUANTITY_generic');
  return errorText(t, failure);
}

/** A §8 flash message, with the item's name where the cart still shows it. */
export function flashText(t: CartTranslator, flash: FlashMessage, itemName: string | undefined): string {
  const params = { item: itemName ?? '', available: flash.available ?? '', requested: flash.requested ?? '' };
  const key = `flash_${flash.type}`;
  if (!hasMessage(t, key)) return flash.message;
  if (itemName || !t.messages[key].includes('{item}')) return t(key, params);
  // The line is gone (its name with it): the nameless text, else the server's.
  const unnamed = `${key}_unnamed`;
  return hasMessage(t, unnamed) ? t(unnamed, params) : flash.message;
}

/** A §4 notice: its headline (the message key the server names) and what happened to which item. */
export function noticeText(t: CartTranslator, notice: CustomerNotification, itemName: string | undefined): { title: string; detail: string | undefined } {
  const title = hasMessage(t, notice.messageKey) ? t(notice.messageKey) : notice.message;
  const detailKey = `notice_${notice.code}`;
  const detail = hasMessage(t, detailKey) ? t(detailKey, { item: itemName ?? '' }) : undefined;
  return { title, detail };
}
