// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import OrderView from '@islands/checkout/OrderView';
import { CHECKOUT_MESSAGES } from '@shared/i18n/messages/checkout';
import { checkoutTranslator } from '@lib/checkout/checkout-messages';
import { formatMoney } from '@shared/i18n/money';
import { checkoutCart, orderOf } from './checkout-fixtures';

const t = checkoutTranslator(CHECKOUT_MESSAGES.en);
const money = (minor: number) => formatMoney(minor, 'USD', 'en-us');
afterEach(cleanup);

describe('an order as the shopper reads it', () => {
  it('says where it goes: the shipping address under the delivery', () => {
    render(<OrderView order={orderOf(checkoutCart('paid'))} t={t} money={money} locale="en-us" />);
    const shipTo = screen.getByTestId('order-ship-to');
    expect(shipTo.textContent).toContain('Ship to');
    expect(shipTo.querySelector('address')!.textContent).toBe('Sam Shopper12 Main StreetNew York, 10013United States');
    expect(screen.getByTestId('order-shipments').contains(shipTo)).toBe(true);
  });

  it('shows no address block for an order without one (a pickup or an e-mailed gift card)', () => {
    render(<OrderView order={orderOf(checkoutCart('new'), { shippingAddress: null })} t={t} money={money} locale="en-us" />);
    expect(screen.queryByTestId('order-ship-to')).toBeNull();
    expect(screen.getByTestId('order-items').textContent).toContain('Runner');
  });
});
