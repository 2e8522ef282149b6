import type { Product } from '@schemas/commerce/product';
import { VALIDATION_MESSAGES, messagesFor } from '@shared/i18n/messages';
import { CHECKOUT_MESSAGES } from '@shared/i18n/messages/checkout';
import { LOCALES } from '@shared/i18n/sites';
import { recaptchaResponse } from '@lib/identity/recaptcha.server';
import type { PageContext } from '@lib/page/page-context';
import { PRODUCT_FEATURES } from '@lib/product/features';
import type { ApplePayButtonConfig } from '@islands/product/apple-pay/apple-pay-config';

/** The texts the sheet and the button show: the §5 contact rules' messages and the §8 Apple Pay ones. */
const VALIDATION_KEYS = ['required', 'applePayCountryError', 'applePayBillingCountryError', 'applePayCityNameLength', 'applePayFieldInvalid'] as const;
const CHECKOUT_KEYS = [
  'subtotal', 'discount', 'shipping', 'tax', 'applePayBuy', 'applePayShippingMethodError', 'applePayShippingMethodListError', 'applePayUnknownError',
  'error_applePayShippingContactInvalid', 'error_applePayBillingContactInvalid',
] as const;

/**
 * What the product page hands the Apple Pay button (null: no button). Physical products that
 * can be added to the cart as they are; the button itself appears only where the device has
 * the wallet (islands/product/apple-pay). APPLE_PAY_AUTO_PROMO_CODE names the promo code merchant
 * validation applies, when the site runs one (§4).
 */
export function applePayButtonConfig(
  product: Pick<Product, 'price' | 'currency' | 'productType' | 'presale' | 'customsExternalUrl'>, ctx: PageContext, env: Record<string, string | undefined> = process.env,
): ApplePayButtonConfig | null {
  // Ready-made items only: a gift card needs its amount, a presale a sign-in, a customised product its designer.
  if (!PRODUCT_FEATURES.applePay || product.productType !== 'physical' || product.presale || product.customsExternalUrl) return null;
  const locale = LOCALES[ctx.locale];
  const validation = messagesFor(VALIDATION_MESSAGES, ctx.locale);
  const checkout = messagesFor(CHECKOUT_MESSAGES, ctx.locale);
  const texts: Record<string, string> = {};
  for (const key of VALIDATION_KEYS) texts[key] = validation[key];
  for (const key of CHECKOUT_KEYS) texts[key] = checkout[key];
  return {
    target: ctx.apiTarget,
    storeCountry: locale.country,
    currency: product.price?.currency ?? product.currency ?? locale.currency,
    merchantName: ctx.site.name,
    pendingAmount: product.price?.current ?? 0,
    confirmation: ctx.href(`/${ctx.locale}/order-confirmation`),
    recaptcha: recaptchaResponse('placeOrder') ?? '',
    autoPromoCode: env.APPLE_PAY_AUTO_PROMO_CODE?.trim() || null,
    language: locale.tag,
    texts,
  };
}
