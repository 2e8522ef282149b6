import { ApiRequestError } from '../api/api-error';
import type { CheckoutMessageKey, CheckoutMessages } from '@shared/i18n/messages/checkout/en';
import { fillPlaceholders, type MessageParams } from '@shared/i18n/placeholders';

/**
 * Spec §8 for checkout and orders: a known errorId shows its configured message (`error_<id>` of
 * the checkout catalogue), any other API error the server's message, anything else the generic one.
 */
export interface CheckoutTranslator {
  (key: CheckoutMessageKey, params?: MessageParams): string;
  readonly messages: CheckoutMessages;
}

export function checkoutTranslator(messages: CheckoutMessages, language = 'en'): CheckoutTranslator {
  const translate = (key: CheckoutMessageKey, params?: MessageParams) => fillPlaceholders(messages[key], params, language);
  return Object.assign(translate, { messages });
}

/** The errorId of an API error, or null for anything else (network failure, bug). */
export function checkoutErrorId(error: unknown): string | null {
  return error instanceof ApiRequestError && error.body ? error.errorId : null;
}

/** What the shopper reads for a failed checkout call. */
export function checkoutErrorText(t: CheckoutTranslator, error: unknown): string {
  const errorId = checkoutErrorId(error);
  if (errorId === null) return t('somethingWentWrong');
  return errorTextOf(t, errorId) ?? (error as ApiRequestError).message;
}

/** The configured text of an errorId or flash code, when the catalogue has one. */
export function errorTextOf(t: CheckoutTranslator, id: string): string | undefined {
  for (const key of [`error_${id}`, `flash_${id}`]) if (key in t.messages) return t(key as CheckoutMessageKey);
  return undefined;
}
