import type { ReactNode } from 'react';
import type { Cart } from '../../schemas/commerce/cart';
import type { CartTranslator } from '../../src/lib/cart/cart-messages';
import { shippingText } from '../../src/lib/pricing/shipping-text';

interface Props {
  readonly cart: Cart;
  readonly t: CartTranslator;
  readonly money: (minor: number) => string;
  /** A percentage's number as the shopper's locale writes it ("4,3" in German). */
  readonly percent: (value: number) => string;
  readonly checkoutHref: string;
  /** Express wallet buttons under checkout (PayPal). */
  readonly express?: ReactNode;
}

/**
 * Every total of the cart as the API computed it (§3 totals, integer minor units formatted by the
 * one money formatter): subtotal after discounts, shipping, tax (on top, or the VAT included),
 * total and what the promotions save; the promotions that apply; the checkout button.
 */
export default function CartSummary({ cart, t, money, percent, checkoutHref, express }: Props) {
  const { totals } = cart;
  // A promotion shows its callout in the shopper's language. The server leaves the callout blank where the benefit is not
  // shown (§9: free shipping in FR, IT, DE and GB), and promotionName is the merchant's own name for it, not copy for shoppers.
  const promotions = cart.promoSummary.filter((entry) => entry.calloutMessage.trim() !== '');
  return (
    <section className="cart-summary" aria-labelledby="cart-summary-title" data-testid="cart-summary">
      <h2 id="cart-summary-title">{t('summaryTitle')}</h2>
      {promotions.length > 0 && (
        <div className="cart-summary__promotions">
          <h3>{t('promotionsTitle')}</h3>
          <ul data-testid="promo-summary">
            {promotions.map((entry) => (
              <li key={`${entry.level}-${entry.promotionId}`} data-level={entry.level}>
                <span>{entry.calloutMessage}</span>
                {entry.discount > 0 && <span>−{money(entry.discount)}</span>}
              </li>
            ))}
          </ul>
        </div>
      )}
      <dl className="cart-summary__totals">
        {/* Merchandise after its discounts: the rows add up to the total as the API computed them. */}
        <div><dt>{t('subtotal')}</dt><dd data-testid="total-subtotal">{money(totals.itemTotal)}</dd></div>
        <div><dt>{t('shipping')}</dt><dd data-testid="total-shipping">{shippingText(totals.shipping, money, t('shippingFree'))}</dd></div>
        {!totals.taxIncluded && <div><dt>{t('tax')}</dt><dd data-testid="total-tax">{money(totals.tax)}</dd></div>}
        <div className="cart-summary__total"><dt>{t('total')}</dt><dd data-testid="total-total">{money(totals.total)}</dd></div>
      </dl>
      {totals.taxIncluded && totals.tax > 0 && <p className="cart-summary__note" data-testid="total-vat">{t('taxIncluded', { amount: money(totals.tax) })}</p>}
      {totals.totalDiscount > 0 && (
        <p className="cart-summary__saving" data-testid="total-saving">{t('youSave', { amount: money(totals.totalDiscount), percent: percent(totals.totalDiscountPercentage) })}</p>
      )}
      <a className="cart-button cart-button--primary cart-summary__checkout" href={checkoutHref} data-testid="cart-checkout">{t('checkout')}</a>
      {express}
    </section>
  );
}
