// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import OrderTotals from '@islands/checkout/OrderTotals';
import { CHECKOUT_MESSAGES } from '@shared/i18n/messages/checkout';
import { checkoutTranslator } from '../../../src/lib/checkout/checkout-messages';
import { formatMoney } from '@shared/i18n/money';
import type { CartTotals } from '../../../schemas/commerce/cart';

afterEach(cleanup);

const money = (minor: number) => formatMoney(minor, 'EUR', 'fr-fr');
const t = checkoutTranslator(CHECKOUT_MESSAGES.fr, 'fr');
const base: CartTotals = {
  currency: 'EUR', total: 11598, totalDiscount: 595, itemTotal: 11598, totalWithoutTax: 9665, shipping: 0, tax: 1933, totalDiscountPercentage: 4.9,
  remainingToPay: 11598, totalUnits: 2, itemSubTotal: 11598, netAmount: 9665, taxAmount: 1933, appliedRewards: 0, taxIncluded: true,
};

describe('order totals', () => {
  it('counts a shipping discount once, in the shipping row: the rows add up to the total', () => {
    render(<OrderTotals totals={base} t={t} money={money} testId="totals" />);
    expect(screen.queryByTestId('totals-discount')).toBeNull();
    expect(screen.getByTestId('totals-shipping').textContent).toBe(t('shippingFree'));
    expect(screen.getByTestId('totals-total').textContent).toBe(money(11598));
  });

  it('shows the merchandise discounts as the discount row', () => {
    render(<OrderTotals totals={{ ...base, itemTotal: 10000, total: 10000, totalDiscount: 2193 }} t={t} money={money} testId="totals" />);
    expect(screen.getByTestId('totals-discount').textContent).toBe(`−${money(1598)}`);
  });
});
