import { useEffect, useMemo, useState } from 'react';
import type { Order } from '../../schemas/commerce/orders';
import { readLastOrder } from '../../src/lib/checkout/last-order';
import { paidBuyNowBasket } from '../../src/lib/checkout/order-handover';
import type { CheckoutMessages } from '../../src/shared/i18n/messages/checkout/en';
import { formatMoney } from '../../src/shared/i18n/money';
import type { LocaleCode } from '../../src/shared/i18n/sites';
import { readTokens } from '../../src/lib/session/tokens';
import { clearStoredCart } from '../../src/stores/cart';
import { reportConversion } from '../../src/lib/analytics/experiment-events';
import { track } from '../../src/lib/analytics/tracking';
import { purchaseEvent } from '../../src/lib/analytics/tracking-builders';
import type { ApiTarget } from '../shared/api-target';
import { translatorOfCheckout } from './checkout-context';
import OrderView from './OrderView';
import './checkout.css';

interface Props {
  readonly target: ApiTarget & { readonly locale: LocaleCode };
  readonly texts: CheckoutMessages;
  readonly links: { readonly home: string; readonly account: string };
}

type State = { readonly kind: 'loading' } | { readonly kind: 'missing' } | { readonly kind: 'ready'; readonly order: Order };

/**
 * The order confirmation (§2 /order-confirmation, §4 "navigate to order confirmation and reset the
 * cart"): the order checkout handed over in this tab, or a signed-in shopper's order read again
 * (purchase/{orderId}). The stored cart is cleared, so the header count shows 0, unless a product
 * page's wallet bought it (storeContext): that paid a buy-now basket and the shopper's cart stays.
 */
export default function OrderConfirmation({ target, texts, links }: Props) {
  const t = useMemo(() => translatorOfCheckout(texts, target.locale), [texts, target.locale]);
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    const orderNumber = query.get('orderNumber');
    const kept = readLastOrder(orderNumber);
    if (kept) {
      if (!paidBuyNowBasket(query.get('storeContext'))) clearStoredCart({ keepFavorites: true });
      // The order just placed in this tab (a reload reads it again, and the collector counts it once).
      reportConversion({ type: 'order', orderNo: kept.orderNumber });
      track(purchaseEvent(kept));
      setState({ kind: 'ready', order: kept });
      // Points paid part of it: the header's balance (read at sign-in) is read again.
      if (kept.paymentMethod.some((payment) => (payment.points ?? 0) > 0)) {
        void import('./order-calls').then(({ refreshMemberPoints }) => refreshMemberPoints(target)).catch(() => undefined);
      }
      return;
    }
    if (!orderNumber || readTokens()?.kind !== 'registered') {
      setState({ kind: 'missing' });
      return;
    }
    import('./order-calls')
      .then(({ readOrder }) => readOrder(target, orderNumber))
      .then((order) => setState({ kind: 'ready', order }))
      .catch(() => setState({ kind: 'missing' }));
  }, []);

  if (state.kind === 'loading') return <p className="checkout-status" role="status">{t('confirmationLoading')}</p>;
  if (state.kind === 'missing') {
    return (
      <div className="checkout-empty" data-testid="confirmation-missing">
        <p>{t('confirmationNotFound')}</p>
        <a className="checkout-button" href={links.home}>{t('continueShopping')}</a>
      </div>
    );
  }
  const { order } = state;
  const money = (minor: number) => formatMoney(minor, order.currency, target.locale);
  return (
    <div className="order-confirmation" data-testid="order-confirmation" data-order-number={order.orderNumber}>
      <p className="order-confirmation__number" role="status" data-testid="order-number">{t('orderNumber', { orderNumber: order.orderNumber })}</p>
      {order.email && <p>{t('confirmationEmail', { email: order.email })}</p>}
      <OrderView order={order} t={t} money={money} locale={target.locale} />
      <div className="checkout-actions">
        <a className="checkout-button checkout-button--primary" href={links.home}>{t('continueShopping')}</a>
        {readTokens()?.kind === 'registered' && <a className="checkout-back" href={links.account}>{t('viewOrders')}</a>}
      </div>
    </div>
  );
}
