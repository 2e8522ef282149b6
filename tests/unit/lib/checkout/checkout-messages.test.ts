import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@lib/api/client';
import { checkoutErrorText, checkoutTranslator, errorTextOf } from '@lib/checkout/checkout-messages';
import { MESSAGE_LANGUAGES } from '@shared/i18n/messages';
import { CHECKOUT_MESSAGES, type CheckoutMessageKey } from '@shared/i18n/messages/checkout';
import { ERROR_CATALOGUE } from '@schemas/protocol/error-catalogue';
import { orderFlashSchema } from '@schemas/commerce/orders';

const keys = Object.keys(CHECKOUT_MESSAGES.en) as CheckoutMessageKey[];
const failure = (status: number, errorId: string, message: string) =>
  new ApiRequestError(status, { errorDetails: [{ errorId, message }], statusCode: status, correlationId: 'c' }, 'x');

// The §8 ids of checkout, payments, gift cards, shipping and orders (the catalogue's checkout section).
const CHECKOUT_IDS = [
  'CC_EXPIRY_DATE_INVALID', 'FE309', 'PAYMENT_INSTRUMENT_NOT_FOUND', 'ADDRESS_NOT_FOUND', 'PAYMENT_ERROR', 'PAYMENT_FRAUD_VERIFICATION_EXCEPTION',
  'PAY400', 'PAY401', 'PAY409', 'PYT402', 'PYT404', 'SHIPPING_POBOX_UNAVAILABLE', 'CANT_SHIP_THERE', 'CHK400', 'BIL400', 'SHP500',
  'GC_INVALID2', 'GC_ALREADY_APPLIED', 'GC_NOT_ALLOWED', 'GC_ZERO_BALANCE', 'GFC422', 'GFC429', 'REW400', 'REW409',
  'ORD404', 'ORD409', 'ORD410', 'ORD411', 'ORD412', 'ORD422', 'RTN500', 'CCN404', 'CCN409',
];

// Keys and placeholders in every language: tests/unit/lib/i18n/catalogues.test.ts.
describe('checkout message catalogue', () => {
  it.each(MESSAGE_LANGUAGES.filter((language) => language !== 'en'))('%s is translated', (language) => {
    const same = keys.filter((key) => CHECKOUT_MESSAGES[language][key] === CHECKOUT_MESSAGES.en[key]);
    // Brand names, 'PIN' and 'Total' are the same word there.
    const allowed = ['method_KLARNA', 'method_PAYPAL', 'method_DW_APPLE_PAY', 'giftCardPinLabel', 'total', 'emailLabel', 'paymentTitle', 'paymentWith', 'addressLine1Label', 'collectionPointDistance'];
    expect(same.filter((key) => !allowed.includes(key))).toEqual([]);
  });

  it('has a configured message for every §8 id of this area, and every flash of place order', () => {
    for (const id of CHECKOUT_IDS) {
      expect(ERROR_CATALOGUE, id).toHaveProperty(id);
      expect(keys, id).toContain(`error_${id}`);
    }
    for (const type of orderFlashSchema.shape.type.options) expect(keys, type).toContain(`flash_${type}`);
    for (const key of ['paymentAuthenticationError', 'orderCanNotBeCompletedOOS', 'somethingWentWrong'] as const) expect(keys).toContain(key);
  });

  it('shows the configured text of a known id, the server message of an unknown one, the generic one otherwise', () => {
    const t = checkoutTranslator(CHECKOUT_MESSAGES.fr, 'fr');
    expect(checkoutErrorText(t, failure(400, 'GC_ZERO_BALANCE', 'zero'))).toBe(CHECKOUT_MESSAGES.fr.error_GC_ZERO_BALANCE);
    expect(checkoutErrorText(t, failure(400, 'XYZ123', 'Server says no'))).toBe('Server says no');
    expect(checkoutErrorText(t, new TypeError('fetch failed'))).toBe(CHECKOUT_MESSAGES.fr.somethingWentWrong);
    expect(errorTextOf(t, 'ProductLineItemFullInventoryMissing')).toBe(CHECKOUT_MESSAGES.fr.flash_ProductLineItemFullInventoryMissing);
    expect(t('stepPosition', { position: 2, count: 3 })).toBe('Étape 2 sur 3');
  });
});
