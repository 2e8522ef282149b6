import { addressLines } from '../../src/lib/i18n/address-lines';
import { COVERING_METHODS, creditsOf, instrumentsOf } from '../../src/lib/checkout/cart-progress';
import { formatMoney } from '../../src/shared/i18n/money';
import type { CheckoutMessageKey } from '../../src/shared/i18n/messages/checkout/en';
import { brandName } from './brand';
import OrderTotals from './OrderTotals';
import CheckoutItem from './CheckoutItem';
import { StepError, StepHeading } from './StepHeading';
import type { CheckoutProps } from './checkout-context';
import { usePlaceOrder } from './place-order';
import type { CheckoutState } from './use-checkout';
import { formatNumber } from '../../src/shared/i18n/numbers';
import type { LocaleCode } from '../../src/shared/i18n/sites';
import { shippingText } from '../../src/lib/pricing/shipping-text';

/**
 * Step 3 (§2 summary): the items, where they go and who pays, the delivery, the payments and every
 * total; Place order shows its processing state and cannot be pressed twice (usePlaceOrder).
 */
export default function SummaryStep({ props, state }: { readonly props: CheckoutProps; readonly state: CheckoutState }) {
  const { t, cart, errors } = state;
  const { place, placing } = usePlaceOrder(props, state);
  if (!cart) return null;
  const money = (minor: number) => formatMoney(minor, cart.currency, props.target.locale);
  const instruments = instrumentsOf(cart);
  const { giftCards, rewards } = creditsOf(cart);
  const shipTo = addressLines(cart.shippingAddress, props.target.locale);
  const billTo = addressLines(cart.billingAddress, props.target.locale);
  return (
    <section className="checkout-step" aria-labelledby="checkout-summary-title" data-testid="checkout-summary">
      <StepHeading id="checkout-summary-title" text={t('stepSummary')} focusOnMount={state.focusHeading} />
      <StepError text={errors.top} testId="checkout-summary-error" />
      <div className="checkout-summary__grid">
        <section aria-labelledby="summary-items-title">
          <h3 id="summary-items-title">{t('itemsTitle')}</h3>
          <ul className="checkout-items" data-testid="summary-items">
            {cart.items.map((item) => (
              <CheckoutItem key={item.id} name={item.name} qty={item.qty} amount={item.price.amount} image={item.productImageURL} t={t} money={money} />
            ))}
          </ul>
        </section>
        <div className="checkout-summary__details">
          {shipTo.length > 0 && (
            <section aria-labelledby="summary-ship-title" data-testid="summary-ship-to">
              <h3 id="summary-ship-title">{t('shipTo')}</h3>
              <address>{shipTo.map((line, index) => <span key={index}>{line}<br /></span>)}</address>
              <a href="#shipping" onClick={(event) => { event.preventDefault(); state.go('shipping'); }}>{t('edit')}<span className="visually-hidden"> {t('shipTo')}</span></a>
            </section>
          )}
          {cart.shippingMethods.some((shipment) => shipment.selectedShippingMethod) && (
            <section aria-labelledby="summary-delivery-title">
              <h3 id="summary-delivery-title">{t('deliveryMethod')}</h3>
              <ul className="checkout-plain-list">
                {cart.shippingMethods.map((shipment) => shipment.selectedShippingMethod && (
                  <li key={shipment.shippingId}>{shipment.selectedShippingMethod.label} · {shippingText(shipment.shippingTotal, money, t('shippingFree'))}</li>
                ))}
              </ul>
            </section>
          )}
          <section aria-labelledby="summary-bill-title" data-testid="summary-bill-to">
            <h3 id="summary-bill-title">{t('billTo')}</h3>
            <address>{billTo.map((line, index) => <span key={index}>{line}<br /></span>)}</address>
          </section>
          <section aria-labelledby="summary-payment-title" data-testid="summary-payments">
            <h3 id="summary-payment-title">{t('paymentWith')}</h3>
            <ul className="checkout-plain-list">
              {instruments.map((entry) => (
                <li key={entry.id}>
                  {entry.method === 'GIFT_CARD'
                    ? t('giftCardApplied', { last4: entry.last4 ?? '', amount: money(entry.amount) })
                    : entry.method === 'CREDIT_CARD'
                      ? t('cardReady', { brand: brandName(entry.brand), last4: entry.last4 ?? '', expiry: entry.expiry ?? '' })
                      : entry.method === 'LOYALTY_POINTS'
                        ? t('rewardsPointsApplied', { points: formatNumber(entry.points ?? 0, props.target.locale as LocaleCode), amount: money(entry.amount) })
                        : entry.method === 'REWARD_CODE'
                          ? t('rewardsVoucherApplied', { code: entry.voucherCode ?? '', amount: money(entry.amount) })
                          : t(`method_${entry.method}` as CheckoutMessageKey)}
                  {COVERING_METHODS.has(entry.method) && entry.amount > 0 ? ` · ${money(entry.amount)}` : ''}
                </li>
              ))}
            </ul>
            <a href="#billing" onClick={(event) => { event.preventDefault(); state.go('billing'); }}>{t('edit')}<span className="visually-hidden"> {t('paymentWith')}</span></a>
          </section>
        </div>
      </div>
      <section className="checkout-summary__totals" aria-labelledby="summary-totals-title">
        <h3 id="summary-totals-title" className="visually-hidden">{t('totalsTitle')}</h3>
        <OrderTotals totals={cart.totals} t={t} money={money} giftCards={giftCards} rewards={rewards} testId="summary-totals" />
      </section>
      <p className="checkout-note">{t('placeOrderHint')}</p>
      <p className="checkout-status" role="status" data-testid="place-order-status">{placing ? t('placingOrder') : ''}</p>
      <div className="checkout-actions">
        <a className="checkout-back" href="#billing" onClick={(event) => { event.preventDefault(); state.go('billing'); }}>{t('backToBilling')}</a>
        <button
          type="button" className="checkout-button checkout-button--primary" data-testid="place-order"
          disabled={placing || state.busy !== null} aria-disabled={placing || undefined} aria-busy={placing}
          onClick={() => void place()}
        >
          {placing ? t('placingOrder') : t('placeOrder')}
        </button>
      </div>
    </section>
  );
}
