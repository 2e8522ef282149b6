// @vitest-environment happy-dom
import { act, cleanup, configure, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import Checkout from '@islands/checkout/Checkout';
import { CHECKOUT_MESSAGES } from '@shared/i18n/messages/checkout';
import { $cart, $cartDetails } from '@stores/cart';
import { setPersisted } from '@stores/persistent';
import { stubApi } from '../product-extras/api-stub';
import { checkoutCart, checkoutProps, PAYMENT_METHODS, US_ADDRESS } from './checkout-fixtures';

/** PayPal in the billing step (§4, not express): billing address, PayPal's window, the approved order as the instrument. */
const en = CHECKOUT_MESSAGES.en;
const openDialog = vi.hoisted(() => vi.fn());
vi.mock('../../../src/stores/dialogs', async (original) => ({ ...(await original<object>()), openDialog }));
configure({ asyncUtilTimeout: 8000 });

beforeAll(async () => {
  await import('@islands/checkout/checkout-calls');
  await import('@islands/checkout/BillingStep');
});
beforeEach(() => {
  localStorage.setItem('storefront_auth', JSON.stringify({ kind: 'guest', expiresAt: Date.now() + 600_000, consumerType: 'GUEST', usid: 'u-1' }));
  setPersisted($cart, { basketId: 'basket-1', favoriteId: null, totalItems: 1 });
  window.history.replaceState(null, '', '/en-us/checkout/billing');
});
afterEach(() => {
  cleanup();
  act(() => $cartDetails.set(null));
  localStorage.clear();
  openDialog.mockReset();
  vi.unstubAllGlobals();
});

const METHODS = { ...PAYMENT_METHODS, applicablePaymentMethods: [...PAYMENT_METHODS.applicablePaymentMethods, { id: 'PAYPAL', name: 'PayPal', provider: 'sandbox-paypal' }] };
const SESSION = { success: true, provider: 'paypal', locale: 'en-US', meta: { orderId: 'PAYID-created', approveUrl: '/sandbox-pay/paypal?token=PAYID-created', amount: 6_599, currency: 'USD' } };

async function choosePaypalAndContinue(decision: { approved: true; orderID: string } | { approved: false }) {
  const billed = { ...checkoutCart('shipped'), billingAddress: { ...US_ADDRESS } };
  const paid = { ...billed, payment_instruments: [{ payment_instrument_id: 'pi-pp', payment_method_id: 'PAYPAL', amount: billed.totals.total }] };
  const stub = stubApi({
    'GET /cart/v1/cart/basket-1': { body: checkoutCart('shipped') },
    'GET /cart/v1/cart/basket-1/paymentMethods': { body: METHODS },
    'POST /cart/v1/cart/basket-1/billingAddress': { body: billed },
    'GET /cart/v1/paymentSession': { body: SESSION },
    'POST /cart/v1/cart/basket-1/paymentInstruments': { body: paid },
    'POST /cart/v1/cart/prepareOrder': { body: paid },
  });
  render(<Checkout {...checkoutProps()} />);
  const paypal = await screen.findByRole('radio', { name: en.method_PAYPAL });
  await act(async () => fireEvent.click(paypal));
  expect(screen.getByTestId('paypal-hint').textContent).toContain('PayPal');
  // No card fields for PayPal.
  expect(screen.queryByTestId('card-fields-frame')).toBeNull();
  await act(async () => fireEvent.click(screen.getByTestId('checkout-to-summary')));
  await vi.waitFor(() => expect(openDialog).toHaveBeenCalled());
  const [name, props] = openDialog.mock.calls[0]!;
  expect(name).toBe('paypal-window');
  expect(props).toMatchObject({ url: SESSION.meta.approveUrl, title: en.paypalTitle, intro: expect.stringContaining('$65.99') });
  await act(async () => (props.onApproval as (value: unknown) => void)(decision));
  return stub;
}

describe('PayPal in the billing step', () => {
  it('saves the billing address first, then opens PayPal for what is left to pay, adds the approved order and moves to the summary', async () => {
    const { calls } = await choosePaypalAndContinue({ approved: true, orderID: 'PAYID-approved' });
    await screen.findByTestId('checkout-summary');
    const writes = calls.filter((call) => call.method !== 'GET' || call.path === '/cart/v1/paymentSession').map((call) => `${call.method} ${call.path}`);
    expect(writes.slice(0, 3)).toEqual(['POST /cart/v1/cart/basket-1/billingAddress', 'GET /cart/v1/paymentSession', 'POST /cart/v1/cart/basket-1/paymentInstruments']);
    expect(calls.find((call) => call.path === '/cart/v1/paymentSession')!.search.get('paymentMethodId')).toBe('PAYPAL');
    expect(calls.find((call) => call.path === '/cart/v1/cart/basket-1/paymentInstruments')!.body).toEqual({ payment_method_id: 'PAYPAL', orderId: 'PAYID-approved' });
  });

  it('a PayPal window closed without approval shows the §8 payment message and adds nothing', async () => {
    const { calls } = await choosePaypalAndContinue({ approved: false });
    await vi.waitFor(() => expect(screen.getByTestId('checkout-payment-error').textContent).toBe(en.error_PAY400));
    expect(calls.some((call) => call.path === '/cart/v1/cart/basket-1/paymentInstruments')).toBe(false);
    expect(screen.getByTestId('checkout-billing')).toBeTruthy();
  });
});
