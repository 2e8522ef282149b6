import { useStore } from '@nanostores/react';
import { lazy, Suspense } from 'react';
import { formatMoney } from '../../src/shared/i18n/money';
import { linesOf } from '../../src/lib/cart/cart-display';
import { $cartDetails } from '../../src/stores/cart';
import { openDialog } from '../../src/stores/dialogs';
import { showToast } from '../../src/stores/toasts';
import type { DialogViewProps } from '../dialogs/dialog-view';
import ApproachingPromotions from './ApproachingPromotions';
import CartLineSummary from './CartLineSummary';
import { shopHref, translatorOf, type CartContext } from './cart-context';
import './cart.css';

const PaypalExpressButton = lazy(() => import('../wallets/PaypalExpressButton'));

/**
 * The mini cart (spec §2 dialog, opened by an add to cart): a side panel from 768px, a bottom
 * sheet below (the dialog host traps focus and closes on Escape). The added item first, then
 * the other lines, the subtotal, how far the next offer is, and checkout and view-cart links,
 * with PayPal express for the cart where the page offers it (the same button as the cart page,
 * hidden for associates). It shows the cart the API answered last ($cartDetails), so it follows
 * any change at once.
 */
export default function MiniCartDialog({ props }: DialogViewProps) {
  const context = props.context as CartContext;
  const addedItemId = typeof props.addedItemId === 'string' ? props.addedItemId : null;
  const cart = useStore($cartDetails);
  const t = translatorOf(context);
  const { locale } = context.target;
  if (!cart) return null;
  const money = (minor: number) => formatMoney(minor, cart.currency, locale);
  const { paid, gifts } = linesOf(cart);
  const added = paid.find((item) => item.id === addedItemId);
  const others = [...paid.filter((item) => item !== added), ...gifts];
  return (
    <div className="mini-cart" data-testid="mini-cart">
      {added && (
        <section aria-labelledby="mini-cart-added" className="mini-cart__section">
          <h3 id="mini-cart-added" className="mini-cart__heading">{t('miniCartJustAdded')}</h3>
          <CartLineSummary item={added} locale={locale} t={t} href={shopHref(added.pdpUrl)} imageSize={72}>
            <p className="cart-line__qty">{t('quantityShort', { qty: added.qty })}</p>
          </CartLineSummary>
        </section>
      )}
      {others.length > 0 && (
        <section aria-labelledby="mini-cart-lines" className="mini-cart__section">
          <h3 id="mini-cart-lines" className="mini-cart__heading">
            {t('miniCartInCart')} <span className="mini-cart__count">({t('cartCount', { count: cart.totals.totalUnits })})</span>
          </h3>
          <ul className="mini-cart__lines">
            {others.map((item) => (
              <li key={item.id}>
                <CartLineSummary item={item} locale={locale} t={t} href={shopHref(item.pdpUrl)} imageSize={56}>
                  <p className="cart-line__qty">{t('quantityShort', { qty: item.qty })}</p>
                </CartLineSummary>
              </li>
            ))}
          </ul>
        </section>
      )}
      <ApproachingPromotions promotions={cart.approachingPromotions} surface="minicart" money={money} t={t} />
      <dl className="mini-cart__subtotal">
        <dt>{t('subtotal')}</dt>
        <dd data-testid="mini-cart-subtotal">{money(cart.totals.itemTotal)}</dd>
      </dl>
      <div className="mini-cart__actions">
        <a className="cart-button cart-button--primary" href={context.links.checkout} data-testid="mini-cart-checkout">{t('checkout')}</a>
        <a className="cart-button" href={context.links.cart} data-testid="mini-cart-view-cart">{t('viewCart')}</a>
        {context.paypal && (
          <Suspense fallback={null}>
            {/* PayPal's window takes the mini cart's place: a failure comes back to it, said in a toast. */}
            <PaypalExpressButton
              {...context.paypal}
              source="cart"
              onFailure={(message) => {
                showToast({ title: message, kind: 'error' });
                void openDialog('mini-cart', props);
              }}
            />
          </Suspense>
        )}
      </div>
    </div>
  );
}
