// @vitest-environment happy-dom
import { act, cleanup, configure, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import Checkout from '@islands/checkout/Checkout';
import { CHECKOUT_MESSAGES } from '@shared/i18n/messages/checkout';
import { formatMoney } from '@shared/i18n/money';
import { $cart, $cartDetails } from '@stores/cart';
import { setPersisted } from '@stores/persistent';
import { apiError, stubApi } from '../product-extras/api-stub';
import { checkoutCart, checkoutProps, orderOf, PAYMENT_METHODS, US_ADDRESS } from './checkout-fixtures';
import { profileOf } from '../account-area/area-fixtures';

const en = CHECKOUT_MESSAGES.en;
const openDialog = vi.hoisted(() => vi.fn());
vi.mock('../../../src/stores/dialogs', async (original) => ({ ...(await original<object>()), openDialog }));

// Calls load beside the island (import()), which takes a while in a test worker on a busy machine.
configure({ asyncUtilTimeout: 8000 });

// The island loads its calls beside itself; the first import of the contracts is slow in a test worker.
beforeAll(async () => {
  await import('@islands/checkout/checkout-calls');
  await import('@islands/checkout/BillingStep');
  await import('@islands/checkout/SummaryStep');
});

beforeEach(() => {
  localStorage.setItem('storefront_auth', JSON.stringify({ kind: 'guest', expiresAt: Date.now() + 600_000, consumerType: 'GUEST', usid: 'u-1' }));
  // The stored cart stays mounted between tests (nanostores keeps it a second): write it through the store.
  setPersisted($cart, { basketId: 'basket-1', favoriteId: null, totalItems: 1 });
  window.history.replaceState(null, '', '/en-us/checkout');
});
afterEach(() => {
  cleanup();
  act(() => $cartDetails.set(null));
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

const money = (minor: number) => formatMoney(minor, 'USD', 'en-us');
const fill = (id: string, value: string) => fireEvent.change(document.getElementById(id)!, { target: { value } });

describe('the checkout island: steps', () => {
  it('an empty cart gets a clear empty state that links to the cart', async () => {
    setPersisted($cart, { basketId: null, favoriteId: null, totalItems: 0 });
    stubApi({});
    render(<Checkout {...checkoutProps()} />);
    const empty = await screen.findByTestId('checkout-empty');
    expect(empty.querySelector('a')!.getAttribute('href')).toBe('/en-us/cart');
    expect(empty.textContent).toContain(en.emptyTitle);
  });

  it('a link to a later step shows the first step the cart is not ready for, with the indicator on it', async () => {
    window.history.replaceState(null, '', '/en-us/checkout/summary');
    stubApi({ 'GET /cart/v1/cart/basket-1': { body: checkoutCart('new') } });
    render(<Checkout {...checkoutProps()} />);
    await screen.findByTestId('checkout-shipping');
    expect(window.location.pathname).toBe('/en-us/checkout/shipping');
    const current = screen.getByTestId('checkout-steps').querySelector('[aria-current="step"]')!;
    expect(current.getAttribute('data-step')).toBe('shipping');
    // No card frame before billing.
    expect(screen.queryByTestId('card-fields-frame')).toBeNull();
  });

  it('shipping: the §5 rules refuse an incomplete address at its fields (focus on the first), nothing is sent', async () => {
    const { calls } = stubApi({ 'GET /cart/v1/cart/basket-1': { body: checkoutCart('new') } });
    render(<Checkout {...checkoutProps()} />);
    await screen.findByTestId('checkout-shipping');
    fill('shipping-firstName', 'S');
    fill('shipping-email', 'not-an-email');
    fill('shipping-phone', '12345');
    await act(async () => fireEvent.click(screen.getByTestId('checkout-to-billing')));
    expect(screen.getByTestId('shipping-firstName-error').textContent).not.toBe('');
    expect(screen.getByTestId('shipping-email-error').textContent).toBe('Email is not valid');
    expect(screen.getByTestId('shipping-phone-error')).toBeTruthy();
    expect(screen.getByTestId('shipping-addressLine1-error').textContent).toBe('This field is required');
    expect(calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
  });

  it('shipping: the phone takes the country mask as it is typed (North America, then France)', async () => {
    stubApi({ 'GET /cart/v1/cart/basket-1': { body: checkoutCart('new') }, 'GET /consumers-v3/utilities/i18n/FR': { body: { countryCode: 'FR', fields: {} } } });
    render(<Checkout {...checkoutProps()} />);
    await screen.findByTestId('checkout-shipping');
    fill('shipping-phone', '2125550101');
    expect((document.getElementById('shipping-phone') as HTMLInputElement).value).toBe('(212) 555 - 0101');
    fill('shipping-country', 'FR');
    fill('shipping-phone', '0612345678');
    expect((document.getElementById('shipping-phone') as HTMLInputElement).value).not.toBe('0612345678');
  });

  it('shipping → billing: the address is posted, the URL and the indicator move on, focus goes to the step heading, the card frame loads', async () => {
    const { calls } = stubApi({
      'GET /cart/v1/cart/basket-1': { body: checkoutCart('new') },
      'POST /cart/v2/cart/basket-1/shippingAddress': { body: checkoutCart('shipped') },
      'GET /cart/v1/cart/basket-1/paymentMethods': { body: PAYMENT_METHODS },
    });
    render(<Checkout {...checkoutProps()} />);
    await screen.findByTestId('checkout-shipping');
    for (const [field, value] of Object.entries({ ...US_ADDRESS, phone: '2125550101' })) if (field !== 'country') fill(`shipping-${field}`, value);
    await act(async () => fireEvent.click(screen.getByTestId('checkout-to-billing')));
    await screen.findByTestId('checkout-billing');
    const posted = calls.find((call) => call.path === '/cart/v2/cart/basket-1/shippingAddress')!;
    expect(posted.body).toMatchObject({ addresses: [{ firstName: 'Sam', city: 'New York', postalCode: '10013', country: 'US' }] });
    expect(window.location.pathname).toBe('/en-us/checkout/billing');
    await vi.waitFor(() => expect(document.activeElement?.textContent).toBe(en.stepBilling));
    expect(await screen.findByTestId('card-fields-frame')).toBeTruthy();
    expect(screen.getByTestId('card-fields-frame').getAttribute('src')).toContain('/sandbox-pay/fields');
  });

  it('shipping: a signed-in shopper picks a saved shipping address (the main one first), which is sent as it is', async () => {
    localStorage.setItem('storefront_auth', JSON.stringify({ kind: 'registered', expiresAt: Date.now() + 600_000, consumerType: 'REGISTERED', usid: 'u-1' }));
    const { $session } = await import('@stores/session');
    act(() => $session.set({ status: 'registered', email: 'sam@example.com' } as never));
    const saved = (id: string, main: boolean, addressLine1: string) => ({ ...US_ADDRESS, addressId: id, approachType: 'S' as const, main, addressLine1, countryCode: 'US' });
    const profile = profileOf({ address: [saved('a-2', false, '2 Side Street'), saved('a-1', true, '1 Main Street'), { ...saved('b-1', true, '9 Bill Road'), approachType: 'B' as const }] });
    const { calls } = stubApi({
      'GET /cart/v1/cart/basket-1': { body: checkoutCart('new') },
      'GET /consumers-v3/consumer': { body: { consumerProfile: profile } },
      'POST /cart/v2/cart/basket-1/shippingAddress': { body: checkoutCart('shipped') },
      'GET /cart/v1/cart/basket-1/paymentMethods': { body: PAYMENT_METHODS },
    });
    render(<Checkout {...checkoutProps()} />);
    const list = await screen.findByTestId('saved-addresses');
    const radios = [...list.querySelectorAll('input[type="radio"]')] as HTMLInputElement[];
    expect(radios.map((radio) => radio.value)).toEqual(['a-1', 'a-2', 'new']);
    await vi.waitFor(() => expect(radios[0]!.checked).toBe(true));
    expect(document.getElementById('shipping-firstName')).toBeNull();
    fireEvent.click(radios[1]!);
    await act(async () => fireEvent.click(screen.getByTestId('checkout-to-billing')));
    await screen.findByTestId('checkout-billing');
    expect(calls.find((call) => call.method === 'POST')!.body).toMatchObject({ addresses: [{ addressLine1: '2 Side Street', city: 'New York', country: 'US' }] });
    act(() => $session.set({ status: 'guest' } as never));
  });

  it('a delivery method reads what it would cost the shopper, as the API quotes it, not its list price', async () => {
    const cart = checkoutCart('new');
    const express = cart.shippingMethods[0]!.applicableShippingMethods[1]!;
    // Express chosen; standard would be free under the free-shipping promotion.
    const atExpress = checkoutCart('new', {
      shippingMethods: [{ ...cart.shippingMethods[0]!, selectedShippingMethod: express, shippingTotal: 1499, methodTotals: { standard: 0, express: 1499 } }],
      totals: { ...cart.totals, shipping: 1499, total: cart.totals.total - 599 + 1499 },
    });
    stubApi({ 'GET /cart/v1/cart/basket-1': { body: atExpress } });
    render(<Checkout {...checkoutProps()} />);
    expect((await screen.findByTestId('method-price-standard')).textContent).toBe(en.shippingFree);
    expect(screen.getByTestId('method-price-express').textContent).toBe('$14.99');
  });

  it('shipping and billing show the order beside the form: its items and totals, priced again when a delivery is chosen', async () => {
    const cart = checkoutCart('new');
    const express = cart.shippingMethods[0]!.applicableShippingMethods[1]!;
    const withExpress = checkoutCart('new', {
      shippingMethods: [{ ...cart.shippingMethods[0]!, selectedShippingMethod: express, shippingTotal: 1499 }],
      totals: { ...cart.totals, shipping: 1499, total: cart.totals.total - 599 + 1499 },
    });
    stubApi({ 'GET /cart/v1/cart/basket-1': { body: cart }, 'POST /cart/v1/shippingMethod': { body: withExpress } });
    render(<Checkout {...checkoutProps()} />);
    const panel = await screen.findByTestId('checkout-order-summary');
    expect(panel.tagName).toBe('ASIDE');
    expect(screen.getByRole('complementary', { name: en.summaryTitle })).toBe(panel);
    expect(panel.textContent).toContain('Runner');
    const total = screen.getByTestId('checkout-order-summary-total');
    expect(total.textContent).toBe(money(cart.totals.total));
    expect(screen.getByTestId('aside-totals-shipping').textContent).toBe('$5.99');
    // On a phone the details fold under a button that says what it shows.
    const toggle = screen.getByRole('button', { name: 'Show 1 item and the totals' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.getAttribute('aria-controls')).toBe('checkout-aside-body');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toBe(en.hideOrderDetails);
    // Choosing express delivery prices the cart again, and the panel shows the new total.
    const expressChoice = screen.getByRole('radio', { name: /Express delivery/ });
    await act(async () => fireEvent.click(expressChoice));
    await vi.waitFor(() => expect(screen.getByTestId('aside-totals-shipping').textContent).toBe('$14.99'));
    expect(total.textContent).toBe(money(withExpress.totals.total));
  });

  it('the summary step lists the order itself: no panel beside it', async () => {
    window.history.replaceState(null, '', '/en-us/checkout/summary');
    stubApi({ 'GET /cart/v1/cart/basket-1': { body: checkoutCart('paid') } });
    render(<Checkout {...checkoutProps()} />);
    await screen.findByTestId('checkout-summary');
    expect(screen.queryByTestId('checkout-order-summary')).toBeNull();
  });

  it('shipping to a collection point: search by postal code, a point must be chosen, and the API gets the point and who collects', async () => {
    const pudo = { code: 'pudo', kind: 'pudo', label: 'Collection point', deliveryTime: '3–6 days', price: { amount: 299, currency: 'USD' } };
    const atPudo = checkoutCart('new', { shippingMethods: [{ shippingId: 'me', selectedShippingMethod: pudo, applicableShippingMethods: [pudo], itemIds: ['line-1'], shippingTotal: 299, methodTotals: { pudo: 299 } }] });
    const point = (id: string, name: string, distance: number, type: 'store' | 'locker') => ({
      id, name, address: `${id} High Street`, city: 'London', postalCode: 'W1D 1NU', country: 'US', latitude: 51.5, longitude: -0.13, distance, collectionPoint: { type, openingHours: '10:00-20:00' },
    });
    // A point in another country is not offered (the API would refuse it).
    const abroad = { ...point('P9', 'Lyon', 700, 'store'), country: 'FR' };
    const { calls } = stubApi({
      'GET /cart/v1/cart/basket-1': { body: atPudo },
      'POST /stores/v1/collectionPoints': { body: { origin: { latitude: 51.5, longitude: -0.13, postalCode: 'W1D 1NU' }, stores: [point('P1', 'Soho', 0.4, 'store'), point('P2', 'Oxford Circus lockers', 1.2, 'locker'), abroad] } },
      'POST /cart/v2/cart/basket-1/shippingAddress': { body: checkoutCart('shipped') },
      'GET /cart/v1/cart/basket-1/paymentMethods': { body: PAYMENT_METHODS },
    });
    render(<Checkout {...checkoutProps()} />);
    await screen.findByTestId('collection-point-picker');
    expect(document.getElementById('shipping-addressLine1')).toBeNull();
    // No postal code: said at the field, nothing asked.
    fireEvent.click(screen.getByTestId('collection-point-search'));
    expect(screen.getByTestId('collection-postal-code-error').textContent).toBe(en.collectionPointPostalCodeRequired);
    fill('collection-postal-code', 'W1D 1NU');
    await act(async () => fireEvent.click(screen.getByTestId('collection-point-search')));
    expect((await screen.findByTestId('collection-point-status')).textContent).toBe('2 collection points near W1D 1NU');
    const choices = screen.getByTestId('collection-points');
    expect(choices.textContent).toContain('Parcel locker, open 10:00-20:00');
    expect(choices.textContent).toContain('1.2 km');
    expect(choices.textContent).not.toContain('Lyon');
    // Continue without a point: said, announced, nothing sent.
    await act(async () => fireEvent.click(screen.getByTestId('checkout-to-billing')));
    expect(screen.getByTestId('collection-point-error').textContent).toBe(en.collectionPointChoose);
    expect(calls.some((call) => call.path === '/cart/v2/cart/basket-1/shippingAddress')).toBe(false);
    fireEvent.click(choices.querySelector('input[value="P2"]')!);
    fill('collection-first-name', 'Gwen');
    fill('collection-last-name', 'Briton');
    fill('collection-phone', '07911 123456');
    await act(async () => fireEvent.click(screen.getByTestId('checkout-to-billing')));
    await screen.findByTestId('checkout-billing');
    const posted = calls.find((call) => call.path === '/cart/v2/cart/basket-1/shippingAddress')!;
    expect(posted.body).toEqual({ context: 'COLLECTION', addresses: [{ storeId: 'P2', firstName: 'Gwen', lastName: 'Briton', phone: '07911 123456', country: 'US' }] });
    expect(calls.find((call) => call.path === '/stores/v1/collectionPoints')!.body).toMatchObject({ postalCode: 'W1D 1NU', radius: 1000 });
  });

  it('shipping: an address the API refuses (CANT_SHIP_THERE) is said on top, announced, and the step stays', async () => {
    stubApi({
      'GET /cart/v1/cart/basket-1': { body: checkoutCart('new') },
      'POST /cart/v2/cart/basket-1/shippingAddress': apiError(400, 'CANT_SHIP_THERE', 'no'),
    });
    render(<Checkout {...checkoutProps()} />);
    await screen.findByTestId('checkout-shipping');
    for (const [field, value] of Object.entries({ ...US_ADDRESS, phone: '2125550101' })) if (field !== 'country') fill(`shipping-${field}`, value);
    await act(async () => fireEvent.click(screen.getByTestId('checkout-to-billing')));
    const error = await screen.findByText(en.error_CANT_SHIP_THERE);
    expect(error.closest('[role="alert"]')).toBeTruthy();
    expect(screen.getByTestId('checkout-shipping')).toBeTruthy();
  });

  it('billing: a signed-in shopper pays with a saved card (the default chosen, no card frame) or saves a new one; a card already saved is said in a toast with the server message', async () => {
    localStorage.setItem('storefront_auth', JSON.stringify({ kind: 'registered', expiresAt: Date.now() + 600_000, consumerType: 'REGISTERED', usid: 'u-1' }));
    const { $session } = await import('@stores/session');
    const { $toasts } = await import('@stores/toasts');
    act(() => setPersisted($session, { status: 'registered', email: 'sam@example.com' } as never));
    window.history.replaceState(null, '', '/en-us/checkout/billing');
    const savedCard = (id: string, last4: string, isDefault: boolean) => ({ paymentInstrumentId: id, payment_method_id: 'CREDIT_CARD', default: isDefault, card: { brand: 'visa', last4, expiryMonth: 12, expiryYear: 2030 } });
    const { calls } = stubApi({
      'GET /cart/v1/cart/basket-1': { body: checkoutCart('shipped') },
      // Apple Pay is offered for the cart, but it has its own button (product page): billing offers what it takes itself.
      'GET /cart/v1/cart/basket-1/paymentMethods': { body: { ...PAYMENT_METHODS, applicablePaymentMethods: [...PAYMENT_METHODS.applicablePaymentMethods, { id: 'KLARNA', name: 'Klarna', provider: 'sandbox-bnpl' }, { id: 'DW_APPLE_PAY', name: 'Apple Pay', provider: 'sandbox-apple-pay' }] } },
      'GET /consumers-v3/consumer/payment_instruments': { body: { payment_instruments: [savedCard('card-default', '1142', true), savedCard('card-other', '0002', false)] } },
      'POST /consumers-v3/consumer/payment_instruments': apiError(409, 'CCN409', 'This card is already saved.'),
      'POST /cart/v1/cart/basket-1/billingAddress': { body: { ...checkoutCart('shipped'), billingAddress: { ...US_ADDRESS } } },
      'POST /cart/v1/cart/basket-1/paymentInstruments': { body: checkoutCart('paid') },
    });
    render(<Checkout {...checkoutProps()} />);
    const list = await screen.findByTestId('saved-cards');
    const radios = [...list.querySelectorAll('input[type="radio"]')] as HTMLInputElement[];
    expect(radios.map((radio) => radio.value)).toEqual(['card-default', 'card-other', 'new']);
    expect([...screen.getByTestId('payment-methods').querySelectorAll('input')].map((radio) => radio.value)).toEqual(['CREDIT_CARD', 'KLARNA']);
    await vi.waitFor(() => expect(radios[0]!.checked).toBe(true));
    expect(list.textContent).toContain('Visa ending in 1142, expires 12/30');
    expect(list.textContent).toContain(en.defaultCard);
    expect(screen.queryByTestId('card-fields-frame')).toBeNull();
    // A new card: the hosted fields and the save box appear.
    fireEvent.click(radios[2]!);
    expect(await screen.findByTestId('card-fields-frame')).toBeTruthy();
    expect(screen.getByLabelText(en.saveCardLabel)).toBeTruthy();
    fireEvent.click(radios[1]!);
    await vi.waitFor(() => expect(screen.queryByTestId('card-fields-frame')).toBeNull());
    await act(async () => fireEvent.click(screen.getByTestId('checkout-to-summary')));
    await screen.findByTestId('checkout-summary');
    expect(calls.find((call) => call.path === '/cart/v1/cart/basket-1/paymentInstruments')!.body).toEqual({ payment_method_id: 'CREDIT_CARD', paymentInstrumentId: 'card-other' });

    // Saving a new card the shopper already has: the server's message as an error toast, the card still pays with its token.
    const { saveCardForLater } = await import('@islands/checkout/save-card');
    const { checkoutCalls, inSession } = await import('@islands/checkout/checkout-calls');
    const state = { t: (await import('@lib/checkout/checkout-messages')).checkoutTranslator(en), inSession: <T,>(work: (c: typeof checkoutCalls, api: never) => Promise<T>) => inSession(checkoutProps().target, (api) => work(checkoutCalls, api as never)) };
    const token = { token: 'tok_sandbox_1', brand: 'visa' as const, last4: '1142', expiryMonth: 12, expiryYear: 2030 };
    expect(await saveCardForLater(state as never, token, 'sandbox-ok:paymentInstrument')).toBeNull();
    expect(calls.filter((call) => call.path === '/consumers-v3/consumer/payment_instruments' && call.method === 'POST').at(-1)!.body).toMatchObject({ card: token, recaptcha_response: 'sandbox-ok:paymentInstrument' });
    expect($toasts.get().at(-1)).toMatchObject({ title: en.error_CCN409, kind: 'error' });
    act(() => $session.set({ status: 'guest' } as never));
  });

  it('express checkout (§4): a signed-in shopper with a default card and a default shipping address arriving at /checkout has both put on the cart and lands on summary', async () => {
    localStorage.setItem('storefront_auth', JSON.stringify({ kind: 'registered', expiresAt: Date.now() + 600_000, consumerType: 'REGISTERED', usid: 'u-1' }));
    const { $session } = await import('@stores/session');
    act(() => setPersisted($session, { status: 'registered', email: 'sam@example.com' } as never));
    const home = { ...US_ADDRESS, addressId: 'a-1', approachType: 'S' as const, main: true, countryCode: 'US' };
    const { calls } = stubApi({
      'GET /cart/v1/cart/basket-1': { body: checkoutCart('new') },
      'GET /consumers-v3/consumer': { body: { consumerProfile: profileOf({ address: [{ ...home, addressId: 'a-2', main: false, addressLine1: '2 Side Street' }, home] }) } },
      'GET /consumers-v3/consumer/payment_instruments': { body: { payment_instruments: [{ paymentInstrumentId: 'card-default', payment_method_id: 'CREDIT_CARD', default: true, card: { brand: 'visa', last4: '1142', expiryMonth: 12, expiryYear: 2030 } }] } },
      'POST /cart/v2/cart/basket-1/shippingAddress': { body: checkoutCart('shipped') },
      'POST /cart/v1/cart/basket-1/billingAddress': { body: { ...checkoutCart('shipped'), billingAddress: { ...US_ADDRESS } } },
      'POST /cart/v1/cart/basket-1/paymentInstruments': { body: checkoutCart('paid') },
    });
    render(<Checkout {...checkoutProps()} />);
    await screen.findByTestId('checkout-summary');
    expect(window.location.pathname).toBe('/en-us/checkout/summary');
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => call.path)).toEqual(['/cart/v2/cart/basket-1/shippingAddress', '/cart/v1/cart/basket-1/billingAddress', '/cart/v1/cart/basket-1/paymentInstruments']);
    expect(posts[0]!.body).toMatchObject({ addresses: [{ addressLine1: '12 Main Street', city: 'New York', email: 'sam@example.com' }] });
    expect(posts[2]!.body).toEqual({ payment_method_id: 'CREDIT_CARD', paymentInstrumentId: 'card-default' });
    act(() => $session.set({ status: 'guest' } as never));
  });

  it('express checkout: without a default card the signed-in shopper starts at shipping and nothing is put on the cart', async () => {
    localStorage.setItem('storefront_auth', JSON.stringify({ kind: 'registered', expiresAt: Date.now() + 600_000, consumerType: 'REGISTERED', usid: 'u-1' }));
    const { $session } = await import('@stores/session');
    act(() => setPersisted($session, { status: 'registered', email: 'sam@example.com' } as never));
    const { calls } = stubApi({
      'GET /cart/v1/cart/basket-1': { body: checkoutCart('new') },
      'GET /consumers-v3/consumer': { body: { consumerProfile: profileOf({ address: [{ ...US_ADDRESS, addressId: 'a-1', approachType: 'S' as const, main: true, countryCode: 'US' }] }) } },
      'GET /consumers-v3/consumer/payment_instruments': { body: { payment_instruments: [] } },
    });
    render(<Checkout {...checkoutProps()} />);
    await screen.findByTestId('checkout-shipping');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    act(() => $session.set({ status: 'guest' } as never));
  });

  it('billing: a gift card failure is shown at its input in the page language', async () => {
    window.history.replaceState(null, '', '/fr-fr/checkout/billing');
    stubApi({
      'GET /cart/v1/cart/basket-1': { body: checkoutCart('shipped') },
      'GET /cart/v1/cart/basket-1/paymentMethods': { body: PAYMENT_METHODS },
      'POST /cart/v1/cart/basket-1/paymentInstruments': apiError(400, 'GC_ZERO_BALANCE', 'zero'),
    });
    render(<Checkout {...checkoutProps('fr-fr')} />);
    await screen.findByTestId('gift-card');
    fill('gift-card-number', '6006491000000001');
    fill('gift-card-pin', '1234');
    await act(async () => fireEvent.click(screen.getByTestId('gift-card-apply')));
    expect((await screen.findByTestId('gift-card-number-error')).textContent).toBe(CHECKOUT_MESSAGES.fr.error_GC_ZERO_BALANCE);
    expect(document.getElementById('gift-card-number')!.getAttribute('aria-invalid')).toBe('true');
  });
});

describe('the checkout island: place order', () => {
  beforeEach(() => window.history.replaceState(null, '', '/en-us/checkout/summary'));

  it('sends one request with an Idempotency-Key however often it is pressed, then goes to confirmation with the cart reset', async () => {
    const cart = checkoutCart('paid');
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const assign = vi.fn();
    vi.stubGlobal('location', Object.assign(new URL(window.location.href), { assign }));
    const { calls } = stubApi({
      'GET /cart/v1/cart/basket-1': { body: cart },
      'POST /cart/v1/cart/prepareOrder': { body: cart },
      'PUT /cart/v2/checkout/order': { body: orderOf(cart) },
    });
    const fetchStub = globalThis.fetch as ReturnType<typeof vi.fn>;
    const original = fetchStub.getMockImplementation() as (input: Request) => Promise<Response>;
    fetchStub.mockImplementation(async (input: Request) => {
      if (input.method === 'PUT') await gate;
      return original(input);
    });
    render(<Checkout {...checkoutProps()} />);
    const button = await screen.findByTestId('place-order');
    await act(async () => fireEvent.click(button));
    await vi.waitFor(() => expect(fetchStub.mock.calls.some(([request]) => (request as Request).method === 'PUT')).toBe(true));
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('place-order-status').textContent).toBe(en.placingOrder);
    fireEvent.click(button);
    fireEvent.click(button);
    await act(async () => release());
    await vi.waitFor(() => expect(assign).toHaveBeenCalled());
    const puts = calls.filter((call) => call.method === 'PUT');
    expect(puts).toHaveLength(1);
    expect(puts[0]!.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(puts[0]!.headers.get('x-channel')).toBe('web');
    expect(puts[0]!.body).toMatchObject({ cartId: 'basket-1', recaptcha_response: 'sandbox-ok:placeOrder', paymentMethod: { code: 'CREDIT_CARD', additionalData: { paymentInstrumentId: 'pi-card' } } });
    expect(assign.mock.calls[0]![0]).toBe('/en-us/order-confirmation?orderNumber=ST-000123');
    expect(JSON.parse(localStorage.getItem('storefront:cart')!).totalItems).toBe(0);
    expect(JSON.parse(sessionStorage.getItem('storefront:last-order')!).orderNumber).toBe('ST-000123');
  });

  it('a retry of the same attempt (503, no answer) keeps its key; a refusal makes the next press a new attempt', async () => {
    const cart = checkoutCart('paid');
    const answers = [apiError(503, 'GEN503', 'busy'), apiError(400, 'ORD411', 'already'), apiError(503, 'GEN503', 'busy')];
    const { calls } = stubApi({
      'GET /cart/v1/cart/basket-1': { body: cart },
      'POST /cart/v1/cart/prepareOrder': { body: cart },
      'PUT /cart/v2/checkout/order': () => answers.shift()!,
    });
    render(<Checkout {...checkoutProps()} />);
    const button = await screen.findByTestId('place-order');
    for (let press = 0; press < 3; press += 1) {
      await act(async () => fireEvent.click(button));
      await vi.waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(press + 1));
      await vi.waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    }
    const keys = calls.filter((call) => call.method === 'PUT').map((call) => call.headers.get('idempotency-key'));
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
    // The retry did not prepare again; the new attempt did.
    expect(calls.filter((call) => call.path === '/cart/v1/cart/prepareOrder')).toHaveLength(2);
    expect(screen.getByTestId('checkout-summary-error').textContent).toBe('busy');
  });

  it('a declined card goes back to billing with the §8 message at the payment', async () => {
    const cart = checkoutCart('paid');
    stubApi({
      'GET /cart/v1/cart/basket-1': { body: cart },
      'GET /cart/v1/cart/basket-1/paymentMethods': { body: PAYMENT_METHODS },
      'POST /cart/v1/cart/prepareOrder': { body: cart },
      'PUT /cart/v2/checkout/order': apiError(402, 'PAYMENT_ERROR', 'declined'),
      'DELETE /cart/v1/cart/basket-1/paymentInstruments': { body: checkoutCart('shipped', { billingAddress: { ...US_ADDRESS } }) },
    });
    render(<Checkout {...checkoutProps()} />);
    const button = await screen.findByTestId('place-order');
    await act(async () => fireEvent.click(button));
    await screen.findByTestId('checkout-billing');
    await vi.waitFor(() => expect(screen.getByTestId('checkout-payment-error').textContent).toBe(en.error_PAYMENT_ERROR));
    // The declined card is taken off the cart: the card fields are back for another one.
    expect(await screen.findByTestId('card-fields-frame')).toBeTruthy();
  });

  it('an order that cannot be completed for stock says orderCanNotBeCompletedOOS and charges nothing', async () => {
    const cart = checkoutCart('paid');
    const flash = { type: 'ProductLineItemFullInventoryMissing' as const, messageKey: 'orderCanNotBeCompletedOOS', message: 'oos', itemId: null };
    stubApi({
      'GET /cart/v1/cart/basket-1': { body: cart },
      'POST /cart/v1/cart/prepareOrder': { body: cart },
      'PUT /cart/v2/checkout/order': { body: orderOf(cart, { processing: 'failed', flash: [flash] }) },
    });
    render(<Checkout {...checkoutProps()} />);
    const button = await screen.findByTestId('place-order');
    await act(async () => fireEvent.click(button));
    await vi.waitFor(() => expect(screen.getByTestId('checkout-summary-error').textContent).toBe(en.orderCanNotBeCompletedOOS));
  });

  it('3-D Secure: the challenge dialog opens with the processor page, its result patches the order (with the guest token), a failed one goes back to billing with the card taken off', async () => {
    const cart = checkoutCart('paid');
    const action = { type: 'threeDS2' as const, paymentData: 'pd-1', url: '/sandbox-pay/3ds/challenge?paymentData=pd-1' };
    const flash = { type: 'PaymentNotAuthorized' as const, messageKey: 'paymentAuthenticationError', message: 'auth', itemId: null, action };
    const { $dialogs } = await import('@stores/dialogs');
    const { calls } = stubApi({
      'GET /cart/v1/cart/basket-1': { body: cart },
      'GET /cart/v1/cart/basket-1/paymentMethods': { body: PAYMENT_METHODS },
      'POST /cart/v1/cart/prepareOrder': { body: cart },
      'PUT /cart/v2/checkout/order': { body: orderOf(cart, { processing: 'processing', flash: [flash], st: 'guest-token' }) },
      'PATCH /cart/v2/checkout/order/ST-000123': apiError(402, 'PAY401', 'not authenticated'),
      'DELETE /cart/v1/cart/basket-1/paymentInstruments': { body: checkoutCart('shipped', { billingAddress: { ...US_ADDRESS } }) },
    });
    openDialog.mockImplementation(async (name: 'three-d-secure', props: Record<string, unknown> = {}) => $dialogs.set({ name, props, returnFocus: null }));
    const opened = openDialog;
    render(<Checkout {...checkoutProps()} />);
    const button = await screen.findByTestId('place-order');
    await act(async () => fireEvent.click(button));
    await vi.waitFor(() => expect(opened).toHaveBeenCalled());
    const [name, props] = opened.mock.calls[0]!;
    expect(name).toBe('three-d-secure');
    expect(props).toMatchObject({ title: en.threeDSTitle });
    // The processor's page, asked for in the shopper's language.
    const challengeUrl = new URL(props!.url as string);
    expect(`${challengeUrl.pathname}?paymentData=${challengeUrl.searchParams.get('paymentData')}`).toBe(action.url);
    expect(challengeUrl.searchParams.get('locale')).toBe(checkoutProps().target.locale);
    await act(async () => (props!.onResult as (r: unknown) => void)({ transStatus: 'N', authenticationValue: 'av', paymentData: 'pd-1' }));
    await screen.findByTestId('checkout-billing');
    await vi.waitFor(() => expect(screen.getByTestId('checkout-payment-error').textContent).toBe(en.paymentAuthenticationError));
    const patch = calls.find((call) => call.method === 'PATCH')!;
    expect(patch.body).toEqual({ paymentMethod: { code: 'CREDIT_CARD', additionalData: { threeDS2Result: { transStatus: 'N', authenticationValue: 'av', paymentData: 'pd-1' } } }, st: 'guest-token' });
    expect($dialogs.get()).toBeNull();
    expect(calls.some((call) => call.method === 'DELETE' && call.path === '/cart/v1/cart/basket-1/paymentInstruments')).toBe(true);
    opened.mockReset();
  });
});
