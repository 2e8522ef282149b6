// @vitest-environment happy-dom
import { act, cleanup, configure, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import PaypalExpressButton from '@islands/wallets/PaypalExpressButton';
import { paypalExpressTexts } from '@islands/wallets/paypal-express-texts';
import { productPageStart } from '@islands/wallets/paypal-pdp';
import { CHECKOUT_MESSAGES } from '@shared/i18n/messages/checkout';
import { $cart, $cartDetails } from '@stores/cart';
import { setPersisted } from '@stores/persistent';
import { apiError, stubApi } from '../product-extras/api-stub';
import { checkoutCart, orderOf, US_ADDRESS } from '../checkout/checkout-fixtures';

/** PayPal express from the cart (§4): approval, instrument, address from PayPal, method, place; failures put the cart back. */
const openDialog = vi.hoisted(() => vi.fn());
const associate = vi.hoisted(() => ({ signedIn: false }));
vi.mock('../../../src/stores/dialogs', async (original) => ({ ...(await original<object>()), openDialog }));
vi.mock('../../../src/lib/session/associate-storage', async (original) => ({ ...(await original<object>()), associateSignedIn: () => associate.signedIn }));
configure({ asyncUtilTimeout: 8000 });

const de = CHECKOUT_MESSAGES.de;
const props = {
  target: { apiBasePath: '/api', siteId: 'stride', locale: 'de-de' as const }, texts: paypalExpressTexts(de),
  recaptcha: 'sandbox-ok:placeOrder', confirmationHref: '/de-de/order-confirmation',
};
const PAYPAL_ADDRESS = { ...US_ADDRESS, firstName: 'Pat', lastName: 'Buyer', addressLine1: '2211 North First Street', context: 'PAYPAL_EXPRESS' };
const SESSION = { success: true, provider: 'paypal', locale: 'de-DE', meta: { orderId: 'PAYID-created', approveUrl: '/sandbox-pay/paypal?token=PAYID-created', amount: 6_599, currency: 'USD' } };

beforeAll(async () => {
  await import('@islands/wallets/paypal-express');
});
beforeEach(() => {
  associate.signedIn = false;
  localStorage.setItem('storefront_auth', JSON.stringify({ kind: 'guest', expiresAt: Date.now() + 600_000, consumerType: 'GUEST', usid: 'u-1' }));
  setPersisted($cart, { basketId: 'basket-1', favoriteId: null, totalItems: 1 });
});
afterEach(() => {
  cleanup();
  act(() => $cartDetails.set(null));
  localStorage.clear();
  sessionStorage.clear();
  openDialog.mockReset();
  vi.unstubAllGlobals();
});

function routes(place: { status?: number; body: unknown }, empty = false, basket = 'basket-1') {
  const start = { ...checkoutCart('new'), basketId: basket };
  const paying = { ...start, payment_instruments: [{ payment_instrument_id: 'pi-pp', payment_method_id: 'PAYPAL', amount: start.totals.total }] };
  const addressed = { ...paying, shippingAddress: PAYPAL_ADDRESS, billingAddress: { ...PAYPAL_ADDRESS, context: undefined } };
  // The API's cart as the writes leave it (read again when the flow puts things back).
  let current: unknown = empty ? { ...start, items: [] } : start;
  const write = (body: unknown) => () => ({ body: (current = body) });
  return stubApi({
    [`GET /cart/v1/cart/${basket}`]: () => ({ body: current }),
    'GET /cart/v1/paymentSession': { body: SESSION },
    'POST /cart/v1/cartWithItem': write(start),
    [`POST /cart/v1/cart/${basket}/paymentInstruments`]: write(paying),
    [`POST /cart/v2/cart/${basket}/shippingAddress`]: write(addressed),
    'POST /cart/v1/shippingMethod': write(addressed),
    'PUT /cart/v2/checkout/order': place,
    [`DELETE /cart/v1/cart/${basket}/paymentInstruments`]: write({ ...addressed, payment_instruments: [] }),
    [`DELETE /cart/v2/cart/${basket}/shippingAddress`]: write({ ...start, billingAddress: addressed.billingAddress }),
    [`DELETE /cart/v1/cart/${basket}/billingAddress`]: write(start),
    'POST /cart/v1/item': write(start),
    'DELETE /cart/v1/item': write({ ...start, items: [] }),
  });
}

async function pressAndApprove(source: 'cart' | 'pdp' = 'cart') {
  const item = checkoutCart('new').items[0]!;
  render(source === 'pdp'
    ? <PaypalExpressButton {...props} source="pdp" prepare={productPageStart({ variantId: item.variantId, qty: 2 })} />
    : <PaypalExpressButton {...props} source="cart" />);
  await act(async () => fireEvent.click(await screen.findByRole('button', { name: de.paypalExpress })));
  await vi.waitFor(() => expect(openDialog).toHaveBeenCalled());
  const [name, dialogProps] = openDialog.mock.calls[0]!;
  expect(name).toBe('paypal-window');
  expect(dialogProps).toMatchObject({ url: SESSION.meta.approveUrl, title: de.paypalTitle });
  expect(String(dialogProps.intro)).toMatch(/65,99\s\$/);
  await act(async () => (dialogProps.onApproval as (value: unknown) => void)({ approved: true, orderID: 'PAYID-approved' }));
}

describe('PayPal express from the cart', () => {
  it('adds the approved order, the shipping method, then the PayPal address (context PAYPAL_EXPRESS: the last change, which re-prices), places the order and goes to the confirmation', async () => {
    const cart = checkoutCart('paid');
    const { calls } = routes({ body: orderOf(cart, { paymentMethod: [{ code: 'PAYPAL', amount: cart.totals.total, status: 'authorised' }] }) });
    const assign = vi.fn();
    vi.stubGlobal('location', Object.assign(new URL('http://localhost:3000/de-de/cart'), { assign }));
    await pressAndApprove();
    await vi.waitFor(() => expect(assign).toHaveBeenCalled());
    expect(assign.mock.calls[0]![0]).toBe('/de-de/order-confirmation?orderNumber=ST-000123');
    const writes = calls.filter((call) => call.method !== 'GET' || call.path === '/cart/v1/paymentSession').map((call) => `${call.method} ${call.path}`);
    expect(writes).toEqual([
      'GET /cart/v1/paymentSession', 'POST /cart/v1/cart/basket-1/paymentInstruments', 'POST /cart/v1/shippingMethod', 'POST /cart/v2/cart/basket-1/shippingAddress', 'PUT /cart/v2/checkout/order',
    ]);
    expect(calls.find((call) => call.path === '/cart/v1/cart/basket-1/paymentInstruments')!.body).toEqual({ payment_method_id: 'PAYPAL', orderId: 'PAYID-approved' });
    expect(calls.find((call) => call.path === '/cart/v2/cart/basket-1/shippingAddress')!.body).toEqual({ addresses: [{ country: 'US' }], context: 'PAYPAL_EXPRESS' });
    expect(calls.find((call) => call.method === 'PUT')!.body).toMatchObject({ cartId: 'basket-1', paymentMethod: { code: 'PAYPAL' }, recaptcha_response: 'sandbox-ok:placeOrder' });
    expect($cart.get().basketId).toBeNull();
  });

  it('a refused payment shows the §8 message (German, Sie) and takes the PayPal payment and addresses off again', async () => {
    const { calls } = routes(apiError(402, 'PAY400', 'refused'));
    await pressAndApprove();
    expect((await screen.findByTestId('paypal-express-error')).textContent).toBe(de.error_PAY400);
    const undo = calls.filter((call) => call.method === 'DELETE').map((call) => call.path);
    expect(undo).toEqual(['/cart/v1/cart/basket-1/paymentInstruments', '/cart/v2/cart/basket-1/shippingAddress', '/cart/v1/cart/basket-1/billingAddress']);
    expect(screen.getByRole('button', { name: de.paypalExpress }).hasAttribute('disabled')).toBe(false);
  });

  it('PayPal closed without approval: the message says the cart did not change, and nothing was written', async () => {
    const { calls } = routes({ body: {} });
    render(<PaypalExpressButton {...props} source="cart" />);
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: de.paypalExpress })));
    await vi.waitFor(() => expect(openDialog).toHaveBeenCalled());
    await act(async () => (openDialog.mock.calls[0]![1].onApproval as (value: unknown) => void)({ approved: false }));
    expect((await screen.findByTestId('paypal-express-error')).textContent).toBe(de.paypalNotApproved);
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('from a product page: only the chosen item (size and qty) in a buy-now basket is paid, storeContext=paypalPdp, and the shopper’s cart is never touched', async () => {
    const cart = checkoutCart('paid');
    act(() => $cartDetails.set({ ...checkoutCart('new'), basketId: 'basket-1' }));
    const placed = routes({ body: orderOf(cart) }, false, 'buy-1');
    const assign = vi.fn();
    vi.stubGlobal('location', Object.assign(new URL('http://localhost:3000/de-de/p/runner-R1'), { assign }));
    await pressAndApprove('pdp');
    await vi.waitFor(() => expect(assign).toHaveBeenCalled());
    expect(assign.mock.calls[0]![0]).toBe('/de-de/order-confirmation?orderNumber=ST-000123&storeContext=paypalPdp');
    const item = checkoutCart('new').items[0]!;
    const made = placed.calls.find((call) => call.path === '/cart/v1/cartWithItem')!;
    expect(made.search.get('bid')).toBe('new');
    expect(made.body).toEqual({ productId: item.variantId, qty: 2 });
    expect(placed.calls.find((call) => call.path === '/cart/v1/paymentSession')!.search.get('cartId')).toBe('buy-1');
    expect(placed.calls.find((call) => call.path === '/cart/v2/cart/buy-1/shippingAddress')!.body).toEqual({ addresses: [{ country: 'US' }], context: 'PAYPAL_EXPRESS', bid: 'buy-1' });
    expect(placed.calls.find((call) => call.method === 'PUT')!.body).toMatchObject({ cartId: 'buy-1' });
    // Nothing was written to the shopper's cart, and the page still shows it (header count, mini cart).
    expect(placed.calls.filter((call) => call.path.includes('basket-1') || call.path === '/cart/v1/item')).toEqual([]);
    expect($cart.get()).toMatchObject({ basketId: 'basket-1', totalItems: 1 });
    expect($cartDetails.get()?.basketId).toBe('basket-1');
    cleanup();
    openDialog.mockReset();
    const refused = routes(apiError(402, 'PAY400', 'refused'), false, 'buy-1');
    await pressAndApprove('pdp');
    expect((await screen.findByTestId('paypal-express-error')).textContent).toBe(de.error_PAY400);
    // A failure lets the basket go: nothing to take off, the shopper's cart as it was.
    expect(refused.calls.filter((call) => call.method === 'DELETE')).toEqual([]);
    expect($cartDetails.get()?.basketId).toBe('basket-1');
    expect($cart.get()).toMatchObject({ basketId: 'basket-1', totalItems: 1 });
  });

  it('is hidden for an in-store associate', async () => {
    associate.signedIn = true;
    stubApi({});
    render(<PaypalExpressButton {...props} source="cart" />);
    await act(async () => undefined);
    expect(screen.queryByTestId('paypal-express')).toBeNull();
  });
});
