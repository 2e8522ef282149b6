import type { CardToken } from '../../schemas/commerce/payments';
import { checkoutErrorId, checkoutErrorText } from '../../src/lib/checkout/checkout-messages';
import { showToast } from '../../src/stores/toasts';
import type { CheckoutState } from './use-checkout';

/**
 * Keeps a card the hosted fields tokenised for the signed-in shopper (POST payment_instruments) and
 * answers its paymentInstrumentId. A failure never stops the order: §8 says card-already-exists
 * with the server's message, anything else the card-save-failed one, as an auto-closing error
 * toast, and the card pays with its token as if not saved (null).
 */
export async function saveCardForLater(state: Pick<CheckoutState, 't' | 'inSession'>, card: CardToken, recaptcha: string): Promise<string | null> {
  try {
    const answer = await state.inSession((calls, api) => calls.saveCard(api, card, recaptcha));
    return answer.card.paymentInstrumentId;
  } catch (error) {
    const title = checkoutErrorId(error) === 'CCN409' ? checkoutErrorText(state.t, error) : state.t('cardSaveFailed');
    showToast({ title, kind: 'error' });
    return null;
  }
}
