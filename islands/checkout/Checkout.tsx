import { lazy, Suspense, useEffect } from 'react';
import { track } from '../../src/lib/analytics/tracking';
import { checkoutStepEvent } from '../../src/lib/analytics/tracking-builders';
import { formatMoney } from '../../src/shared/i18n/money';
import OrderSummaryPanel from './OrderSummaryPanel';
import StepIndicator from './StepIndicator';
import ShippingStep from './ShippingStep';
import type { CheckoutProps } from './checkout-context';
import { useCheckout } from './use-checkout';
import './checkout.css';

// Billing (with the card fields) and summary (with place order) load when first shown.
const BillingStep = lazy(() => import('./BillingStep'));
const SummaryStep = lazy(() => import('./SummaryStep'));

/**
 * Checkout (spec §2 /checkout, §4 steps): shipping → billing → summary with a visible step
 * indicator, back links and the step in the URL; an empty cart gets a way back to the cart. The
 * page is rendered without the cart (it is personal); this island reads it with the session cookie.
 */
export default function Checkout(props: CheckoutProps) {
  const state = useCheckout(props);
  const { t, cart, status, step } = state;
  const shown = cart && cart.items.length > 0 ? step : undefined;
  // §7 checkout steps: each step the shopper is shown, once per change (the cart as it was then).
  useEffect(() => {
    if (shown && cart) track(checkoutStepEvent(shown, cart.items, cart.currency));
  }, [shown]); // eslint-disable-line react-hooks/exhaustive-deps

  if (status === 'loading' && !cart) return <p className="checkout-status" role="status" data-testid="checkout-loading">{t('loading')}</p>;
  if (status === 'failed') {
    return (
      <div className="checkout-error" role="alert" data-testid="checkout-load-failed">
        <p>{t('loadFailed')}</p>
        <button type="button" className="checkout-button" onClick={() => void state.load()}>{t('tryAgain')}</button>
      </div>
    );
  }
  if (!cart || cart.items.length === 0) {
    return (
      <div className="checkout-empty" data-testid="checkout-empty">
        <h2>{t('emptyTitle')}</h2>
        <p>{t('emptyText')}</p>
        <a className="checkout-button checkout-button--primary" href={props.links.cart}>{t('goToCart')}</a>
      </div>
    );
  }
  return (
    <div className="checkout" data-testid="checkout" data-step={step} data-basket-id={cart.basketId}>
      <StepIndicator step={step} t={t} onGo={(target) => state.go(target)} />
      <div className={step === 'summary' ? 'checkout-layout' : 'checkout-layout checkout-layout--aside'}>
        {/* First in reading and focus order, as it is first on a phone; the summary step lists the items and totals itself. */}
        {step !== 'summary' && <OrderSummaryPanel cart={cart} t={t} money={(minor) => formatMoney(minor, cart.currency, props.target.locale)} />}
        <Suspense fallback={<p className="checkout-status" role="status">{t('loading')}</p>}>
          {step === 'shipping' && <ShippingStep key="shipping" props={props} state={state} />}
          {step === 'billing' && <BillingStep key="billing" props={props} state={state} />}
          {step === 'summary' && <SummaryStep key="summary" props={props} state={state} />}
        </Suspense>
      </div>
    </div>
  );
}
