import type { SavedPaymentInstrument } from '../../schemas/commerce/payments';
import type { CheckoutTranslator } from '../../src/lib/checkout/checkout-messages';
import { brandName } from './brand';

/** "Visa ending in 1142, expires 12/30": how checkout and the account name a saved card. */
export function savedCardLabel(t: CheckoutTranslator, saved: SavedPaymentInstrument): string {
  const card = saved.card;
  if (!card) return saved.code ?? saved.paymentInstrumentId;
  return t('cardReady', { brand: brandName(card.brand), last4: card.last4, expiry: `${String(card.expiryMonth).padStart(2, '0')}/${String(card.expiryYear).slice(-2)}` });
}
