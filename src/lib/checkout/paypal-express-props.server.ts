import { messagesFor } from '@shared/i18n/messages/language';
import { CHECKOUT_MESSAGES } from '@shared/i18n/messages/checkout';
import type { PaypalExpressProps } from '@islands/wallets/PaypalExpressButton';
import { paypalExpressTexts } from '@islands/wallets/paypal-express-texts';
import { recaptchaResponse } from '@lib/identity/recaptcha.server';
import type { PageContext } from '@lib/page/page-context';

/** What a page gives its PayPal express button (cart page, product page): the API, the checkout texts it needs, the placeOrder recaptcha token, the confirmation. */
export function paypalExpressProps(ctx: PageContext): PaypalExpressProps {
  return {
    target: { ...ctx.apiTarget, locale: ctx.locale },
    texts: paypalExpressTexts(messagesFor(CHECKOUT_MESSAGES, ctx.locale)),
    recaptcha: recaptchaResponse('placeOrder') ?? '',
    confirmationHref: ctx.href(`/${ctx.locale}/order-confirmation`),
  };
}
