import type { CheckoutMessages } from '../../src/shared/i18n/messages/checkout/en';
import type { Catalogue } from '../../src/shared/i18n/translator';

/** The checkout texts the PayPal express button needs: its own, and every §8 error text (errorText reads error_<id>). */
const KEYS = ['paypalExpress', 'paypalTitle', 'paypalIntro', 'paypalFrameTitle', 'paypalPlacing', 'paypalNotApproved', 'somethingWentWrong', 'orderCanNotBeCompletedOOS'] as const;

export type PaypalExpressTexts = Catalogue<string> & Readonly<Record<(typeof KEYS)[number], string>>;

/** Picked on the server from the checkout catalogue of the page's language (pages that are not the checkout carry only these). */
export function paypalExpressTexts(messages: CheckoutMessages): PaypalExpressTexts {
  const entries = Object.entries(messages).filter(([key]) => key.startsWith('error_') || (KEYS as readonly string[]).includes(key));
  return Object.fromEntries(entries) as PaypalExpressTexts;
}
