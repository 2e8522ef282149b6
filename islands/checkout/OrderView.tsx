import type { Order } from '../../schemas/commerce/orders';
import type { CheckoutTranslator } from '../../src/lib/checkout/checkout-messages';
import type { CheckoutMessageKey } from '../../src/shared/i18n/messages/checkout/en';
import { brandName } from './brand';
import OrderTotals from './OrderTotals';
import CheckoutItem from './CheckoutItem';
import { creditsIn } from '../../src/lib/checkout/cart-progress';
import { addressLines } from '../../src/lib/i18n/address-lines';
import type { LocaleCode } from '../../src/shared/i18n/sites';

/**
 * An order as the shopper reads it (§3 Order): items, shipments (with tracking once shipped),
 * payments and every total. The confirmation page and the account's order detail both show it.
 */
export default function OrderView({ order, t, money, locale, headingLevel = 2 }: {
  readonly order: Order;
  readonly t: CheckoutTranslator;
  readonly money: (minor: number) => string;
  /** The shopper's locale: the country of the address is named in its language. */
  readonly locale: LocaleCode;
  readonly headingLevel?: 2 | 3;
}) {
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const { giftCards, rewards } = creditsIn(order.paymentMethod.map((payment) => ({ method: payment.code, amount: payment.amount })));
  const shipTo = addressLines(order.shippingAddress, locale);
  return (
    <div className="order-view" data-testid="order-view">
      <section aria-labelledby={`order-${order.orderNumber}-items`}>
        <H id={`order-${order.orderNumber}-items`}>{t('itemsTitle')}</H>
        <ul className="checkout-items" data-testid="order-items">
          {order.items.map((item) => (
            <CheckoutItem key={item.itemId} name={item.name} qty={item.qty} amount={item.amount} image={item.productImageURL} t={t} money={money} />
          ))}
        </ul>
      </section>
      <section aria-labelledby={`order-${order.orderNumber}-shipments`} data-testid="order-shipments">
        <H id={`order-${order.orderNumber}-shipments`}>{t('shipmentsTitle')}</H>
        <ul className="checkout-plain-list">
          {order.shipments.map((shipment) => (
            <li key={shipment.shipmentId} data-status={shipment.status}>
              {shipment.shippingMethod.label} · {t(`status_${shipment.status}` as CheckoutMessageKey)}
              {shipment.trackingNumber && <> · <span data-testid="order-tracking">{t('trackingNumber', { number: shipment.trackingNumber })}</span></>}
            </li>
          ))}
        </ul>
        {shipTo.length > 0 && (
          <div className="order-view__ship-to" data-testid="order-ship-to">
            <span className="order-view__label">{t('shipTo')}</span>
            <address>{shipTo.map((line, index) => <span key={index}>{line}<br /></span>)}</address>
          </div>
        )}
      </section>
      <section aria-labelledby={`order-${order.orderNumber}-payments`} data-testid="order-payments">
        <H id={`order-${order.orderNumber}-payments`}>{t('paymentsTitle')}</H>
        <ul className="checkout-plain-list">
          {order.paymentMethod.map((payment, index) => (
            <li key={index}>
              {payment.code === 'GIFT_CARD'
                ? t('giftCardApplied', { last4: payment.c_gcCardNumber?.slice(-4) ?? '', amount: money(payment.amount) })
                : payment.card
                  ? `${brandName(payment.card.brand)} •••• ${payment.card.last4} · ${money(payment.amount)}`
                  : `${t(`method_${payment.code}` as CheckoutMessageKey)} · ${money(payment.amount)}`}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby={`order-${order.orderNumber}-totals`}>
        <H id={`order-${order.orderNumber}-totals`}>{t('totalsTitle')}</H>
        <OrderTotals totals={order.totals} t={t} money={money} giftCards={giftCards} rewards={rewards} testId="order-totals" />
      </section>
    </div>
  );
}
