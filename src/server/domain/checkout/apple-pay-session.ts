import type { ApplePaySessionResponse } from '../../../../schemas/commerce/payments';
import { LOCALES, SITES } from '../../../shared/i18n/sites';
import type { Database } from '../../db/client';
import { ApiError } from '../../http/api-error';
import type { ApplePayProvider } from '../../payments/apple-pay-provider';
import { ownedCart } from '../cart/cart-store';
import type { Shopper } from '../cart/shopper';

/** The host the payment sheet is shown on: the page that asks (referer), else the storefront's own. */
function domainOf(referer: string | undefined, fallback: string): string {
  try {
    return new URL(referer ?? fallback).hostname || 'localhost';
  } catch {
    return 'localhost';
  }
}

/**
 * GET /cart/v1/paymentSession with paymentMethodId DW_APPLE_PAY: Apple Pay's merchant validation
 * for the shopper's cart (onvalidatemerchant), with what the page's payment request needs to match
 * it. PYT404 where the merchant does not take Apple Pay (the cart's country).
 */
export async function applePayPaymentSession(
  db: Database, shopper: Shopper, cartId: string, provider: ApplePayProvider | undefined, request: { referer?: string | undefined; origin: string },
): Promise<ApplePaySessionResponse> {
  const cart = await ownedCart(db, cartId, shopper, { lock: false, now: new Date() });
  if (!provider?.countries.includes(cart.country)) throw new ApiError('PYT404', 'Apple Pay is not offered in this country.', { field: 'paymentMethodId' });
  const merchantSession = await provider.merchantSession({ domainName: domainOf(request.referer, request.origin), displayName: SITES[shopper.siteId].name });
  return {
    success: true, provider: 'apple-pay', locale: LOCALES[shopper.locale].tag,
    meta: {
      merchantSession, merchantIdentifier: provider.merchantIdentifier, countryCode: cart.country, currencyCode: cart.currency,
      supportedNetworks: [...provider.supportedNetworks], merchantCapabilities: ['supports3DS'],
    },
  };
}
