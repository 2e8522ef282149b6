import { useState } from 'react';
import type { Cart } from '../../schemas/commerce/cart';
import { creditsOf } from '../../src/lib/checkout/cart-progress';
import type { CheckoutTranslator } from '../../src/lib/checkout/checkout-messages';
import CheckoutItem from './CheckoutItem';
import OrderTotals from './OrderTotals';

/**
 * The order beside the shipping and billing steps: its items and every total, as the API priced
 * the cart last (a delivery chosen or an address entered shows its cost at once). A column of its
 * own on wide screens; on phones a bar with the total above the form that opens to the details.
 */
export default function OrderSummaryPanel({ cart, t, money }: {
  readonly cart: Cart;
  readonly t: CheckoutTranslator;
  readonly money: (minor: number) => string;
}) {
  const [open, setOpen] = useState(false);
  const { giftCards, rewards } = creditsOf(cart);
  return (
    <aside className="checkout-aside" aria-labelledby="checkout-aside-title" data-open={open ? 'true' : undefined} data-testid="checkout-order-summary">
      <div className="checkout-aside__head">
        <h2 id="checkout-aside-title" className="checkout-aside__title">{t('summaryTitle')}</h2>
        <span className="checkout-aside__total" data-testid="checkout-order-summary-total">{money(cart.totals.total)}</span>
      </div>
      <button
        type="button" className="checkout-aside__toggle" aria-expanded={open} aria-controls="checkout-aside-body"
        onClick={() => setOpen((shown) => !shown)}
      >
        {open ? t('hideOrderDetails') : t('showOrderDetails', { count: cart.totals.totalUnits })}
      </button>
      <div id="checkout-aside-body" className="checkout-aside__body">
        <ul className="checkout-items">
          {cart.items.map((item) => (
            <CheckoutItem key={item.id} name={item.name} qty={item.qty} amount={item.price.amount} image={item.productImageURL} t={t} money={money} />
          ))}
        </ul>
        <OrderTotals totals={cart.totals} t={t} money={money} giftCards={giftCards} rewards={rewards} testId="aside-totals" />
      </div>
    </aside>
  );
}
