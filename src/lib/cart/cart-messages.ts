import type { CustomerNotification, FlashMessage } from '@schemas/commerce/cart';
import { ApiRequestError } from '../api/api-error';
import type { CartMessageKey, CartMessages } from '@shared/i18n/messages/cart/en';
import { fillPlaceholders, type MessageParams } from '@shared/i18n/placeholders';

/**
 * Spec §8 for the cart: a known errorId shows its configured message (`error_<id>` of the cart
 * catalogue) with its placeholders filled, any other API error the server's message, anything
 * else the generic one. Flash codes and §4 notices have their own configured texts.
 */
export interface CartTranslator {
  (key: CartMessageKey, params?: MessageParams): string;
  readonly messages: CartMessages;
}

export function cartTranslator(messages: CartMessages, language = 'en'): CartTranslator {
  const translate = (key: CartMessageKey, params?: MessageParams) => fillPlaceholders(messages[key], params, language);
  return Object.assign(translate, { messages });
}

/** The errorId of an API error, or null for anything else (network failure, bug). */
export function errorIdOf(error: unknown): string | null {
  return error instanceof ApiRequestError && error.body ? error.errorId : null;
}

/** What the shopper reads for a failed cart call. `maxQty` names the limit of ADDED_MAX_QUANTITY when the caller knows it. */
export function cartErrorText(t: CartTranslator, error: unknown, context: { readonly maxQty?: number | undefined } = {}): string {
  const errorId = errorIdOf(error);
  if (errorId === null) return t('somethingWentWrong');
  if (errorId === 'ADDED_MAX_QUANTITY') return context.maxQty ? t('error_ADDED_MAX_QUANTITY', { maxQty: context.maxQty }) : t('error_ADDED_MAX_QUANTITY_generic');
  const key = `error_${errorId}`;
  return key in t.messages ? t(key as CartMessageKey) : (error as ApiRequestError).message;
}

/** A §8 flash message, with the item's name where the cart still shows it. */
export function flashText(t: CartTranslator, flash: FlashMessage, itemName: string | undefined): string {
  const params = { item: itemName ?? '', available: flash.available ?? '', requested: flash.requested ?? '' };
  const key = `flash_${flash.type}`;
  if (!(key in t.messages)) return flash.message;
  if (itemName || !t.messages[key as CartMessageKey].includes('{item}')) return t(key as CartMessageKey, params);
  // The line is gone (its name with it): the nameless text, else the server's.
  const unnamed = `${key}_unnamed`;
  return unnamed in t.messages ? t(unnamed as CartMessageKey, params) : flash.message;
}

/** A §4 notice: its headline (the message key the server names) and what happened to which item. */
export function noticeText(t: CartTranslator, notice: CustomerNotification, itemName: string | undefined): { title: string; detail: string | undefined } {
  const titleKey = notice.messageKey as CartMessageKey;
  const title = titleKey in t.messages ? t(titleKey) : notice.message;
  const detailKey = `notice_${notice.code}` as CartMessageKey;
  const detail = detailKey in t.messages ? t(detailKey, { item: itemName ?? '' }) : undefined;
  return { title, detail };
}
