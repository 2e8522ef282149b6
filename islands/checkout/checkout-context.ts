import type { CheckoutMessages } from '../../src/shared/i18n/messages/checkout/en';
import { LOCALES, type LocaleCode } from '../../src/shared/i18n/sites';
import type { ValidationMessages } from '../../src/shared/i18n/messages';
import type { AddressRuleOverrides } from '../../src/shared/validation/forms/address';
import type { CountryListEntry } from '../../src/shared/validation/phone/countries';
import { checkoutTranslator, type CheckoutTranslator } from '../../src/lib/checkout/checkout-messages';
import type { ApiTarget } from '../shared/api-target';

/** Where checkout links to (the carried query kept). `checkout` is the page's own path without a step. */
export interface CheckoutLinks {
  readonly cart: string;
  readonly checkout: string;
  readonly confirmation: string;
  readonly home: string;
}

/** What the checkout page hands its island: where the API is, texts, links and public reference data. */
export interface CheckoutProps {
  readonly target: ApiTarget & { readonly locale: LocaleCode };
  readonly texts: CheckoutMessages;
  /** Field validation messages of the page language (@shared/i18n/messages): only this language ships. */
  readonly messages: ValidationMessages;
  readonly links: CheckoutLinks;
  readonly countries: readonly CountryListEntry[];
  readonly addressRules: Readonly<Record<string, AddressRuleOverrides>>;
  /** The site's country: a new address starts there. */
  readonly country: string;
  /** Recaptcha response for placeOrder (the sandbox token; §5: place order always sends one). */
  readonly recaptcha: string;
  /** Recaptcha response for saving a card (POST payment_instruments; §7). */
  readonly saveCardRecaptcha: string;
}

export function translatorOfCheckout(texts: CheckoutMessages, locale: LocaleCode): CheckoutTranslator {
  return checkoutTranslator(texts, LOCALES[locale].tag);
}
