import { apiFailureOf, errorIdOf } from '../api/api-error';
import type { CheckoutMessageKey, CheckoutMessages } from '@shared/i18n/messages/checkout/en';
import { configuredText, errorText, translator, type Translator } from '@shared/i18n/translator';

/** The checkout catalogue of one language read through the one translator (`t(key, params)`, `t.messages`). */
export type CheckoutTranslator = Translator<CheckoutMessageKey>;
export const checkoutTranslator = (messages: CheckoutMessages, language = 'en'): CheckoutTranslator => translator(messages, language);

/** The errorId of an API error, or null for anything else (network failure, bug). */
export const checkoutErrorId = errorIdOf;

/** Spec §8 for checkout and orders (`errorText`): a known errorId shows its configured message, any other API error the server's, anything else the generic one. */
export function checkoutErrorText(t: CheckoutTranslator, error: unknown): string {
  return errorText(t, apiFailureOf(error));
}

/** The configured text of an errorId or flash code, when the catalogue has one. */
export const errorTextOf = (t: CheckoutTranslator, id: string): string | undefined => configuredText(t, id);
