import type { CartTotals } from '../../schemas/commerce/cart';
import type { CheckoutTranslator } from '../../src/lib/checkout/checkout-messages';
import { shippingText } from '../../src/lib/pricing/shipping-text';

/**
 * Every total as the API computed it (§3 totals, integer minor units through the one money
 * formatter): subtotal before promotions, discounts, shipping, tax (on top, or the VAT included),
 * gift cards, loyalty rewards and the total. Checkout's summary and the order confirmation both show it.
 */
export default function OrderTotals({ totals, t, money, giftCards = 0, rewards = 0, testId }: {
  readonly totals: CartTotals;
  readonly t: CheckoutTranslator;
  readonly money: (minor: number) => string;
  readonly giftCards?: number;
  /** Paid with loyalty points and vouchers. */
  readonly rewards?: number;
  readonly testId: string;
}) {
  // The merchandise's discounts (product, order, price adjustments): a shipping discount is already in the shipping row,
  // so counting it here too made the rows not add up to the total ("Discount −5.95 · Shipping Free").
  const merchandiseDiscount = totals.itemSubTotal - totals.itemTotal;
  return (
    <>
      <dl className="checkout-totals" data-testid={testId}>
        <div><dt>{t('subtotal')}</dt><dd data-testid={`${testId}-subtotal`}>{money(totals.itemSubTotal)}</dd></div>
        {merchandiseDiscount > 0 && <div><dt>{t('discount')}</dt><dd data-testid={`${testId}-discount`}>−{money(merchandiseDiscount)}</dd></div>}
        <div><dt>{t('shipping')}</dt><dd data-testid={`${testId}-shipping`}>{shippingText(totals.shipping, money, t('shippingFree'))}</dd></div>
        {!totals.taxIncluded && <div><dt>{t('tax')}</dt><dd data-testid={`${testId}-tax`}>{money(totals.tax)}</dd></div>}
        <div className="checkout-totals__total"><dt>{t('total')}</dt><dd data-testid={`${testId}-total`}>{money(totals.total)}</dd></div>
        {giftCards > 0 && <div><dt>{t('giftCards')}</dt><dd data-testid={`${testId}-gift-cards`}>−{money(giftCards)}</dd></div>}
        {rewards > 0 && <div><dt>{t('rewardsTotal')}</dt><dd data-testid={`${testId}-rewards`}>−{money(rewards)}</dd></div>}
        {(giftCards > 0 || rewards > 0) && <div className="checkout-totals__total"><dt>{t('remainingToPay')}</dt><dd data-testid={`${testId}-remaining`}>{money(totals.remainingToPay)}</dd></div>}
      </dl>
      {totals.taxIncluded && totals.tax > 0 && <p className="checkout-note" data-testid={`${testId}-vat`}>{t('taxIncluded', { amount: money(totals.tax) })}</p>}
    </>
  );
}
