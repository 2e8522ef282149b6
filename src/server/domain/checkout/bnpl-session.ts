import type { PaymentSessionResponse } from '../../../../schemas/commerce/payments';
import { LOCALES } from '../../../shared/i18n/sites';
import type { Database } from '../../db/client';
import { ApiError } from '../../http/api-error';
import type { BnplProvider } from '../../payments/bnpl-provider';
import { readCart } from '../cart/read-cart';
import type { Shopper } from '../cart/shopper';

/** Where the sandbox provider's widget is served (its own mount beside the card fields). */
const SANDBOX_WIDGET_PATH = '/sandbox-pay/bnpl';

/**
 * GET /cart/v1/paymentSession: a BNPL session for what is left to pay of the shopper's cart (after
 * gift cards, points and vouchers), in the cart's currency and the shopper's language. PYT404 where
 * the provider does not lend (the cart's country) or when nothing is left to pay.
 */
export async function bnplPaymentSession(db: Database, shopper: Shopper, cartId: string, provider: BnplProvider, widgetBase = SANDBOX_WIDGET_PATH): Promise<PaymentSessionResponse> {
  const cart = await readCart(db, shopper, cartId);
  if (!provider.countries.includes(cart.country)) throw new ApiError('PYT404', 'Pay later is not offered in this country.', { field: 'paymentMethodId' });
  const amount = cart.totals.remainingToPay;
  if (amount <= 0) throw new ApiError('PYT404', 'Nothing is left to pay.', { field: 'paymentMethodId' });
  const locale = LOCALES[shopper.locale].tag;
  const session = await provider.createSession({ amount, currency: cart.currency, locale, country: cart.country });
  return {
    success: true, provider: 'klarna', locale,
    meta: { sessionId: session.sessionId, clientToken: session.clientToken, paymentMethodCategories: [...session.paymentMethodCategories], widgetUrl: widgetBase, amount, currency: cart.currency },
  };
}
