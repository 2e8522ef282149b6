import type { PaymentMethodsResponse } from '../../schemas/commerce/payments';
import type { CartInstrument } from '../../src/lib/checkout/cart-progress';
import type { CheckoutState } from './use-checkout';

interface Props {
  readonly state: CheckoutState;
  /** The API's ATHLETES_PAYMENT entry: the credit left this year and what it can pay of this cart. */
  readonly offer: PaymentMethodsResponse['applicablePaymentMethods'][number];
  readonly applied: CartInstrument | undefined;
  readonly money: (minor: number) => string;
}

/**
 * Athlete credit (spec §6): what is left of the yearly credit, and one press to let it pay what it
 * can of this order (the API's payableAmount); applied, it can be taken off. Failures are shown and
 * announced at the payment section (place 'payment').
 */
export default function AthleteCreditForm({ state, offer, applied, money }: Props) {
  const { t, busy } = state;
  const left = offer.remainingAmount ?? 0;
  const payable = offer.payableAmount ?? 0;
  return (
    <section className="checkout-gift-card" aria-labelledby="athlete-credit-title" data-testid="athlete-credit">
      <h3 id="athlete-credit-title">{t('athleteCreditTitle')}</h3>
      <p>{t('athleteCreditLeft', { amount: money(left) })}</p>
      {applied ? (
        <p className="checkout-card-ready" data-testid="athlete-credit-applied">
          <span>{t('athleteCreditApplied', { amount: money(applied.amount) })}</span>{' '}
          <button type="button" className="checkout-link-button" disabled={busy !== null}
            onClick={() => void state.call('athlete-remove', (calls, api) => calls.removePayment(api, applied.id), 'payment')}>
            {t('athleteCreditRemove')}
          </button>
        </p>
      ) : payable > 0 && (
        <button type="button" className="checkout-button" disabled={busy !== null} data-testid="athlete-credit-apply"
          onClick={() => void state.call('athlete-apply', (calls, api) => calls.addPayment(api, { payment_method_id: 'ATHLETES_PAYMENT', amount: payable }), 'payment')}>
          {t('athleteCreditUse', { amount: money(payable) })}
        </button>
      )}
    </section>
  );
}
