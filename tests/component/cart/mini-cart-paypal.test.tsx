// @vitest-environment happy-dom
import { act, cleanup, configure, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import MiniCartDialog from '@islands/cart/MiniCartDialog';
import { paypalExpressTexts } from '@islands/wallets/paypal-express-texts';
import { CART_MESSAGES } from '@shared/i18n/messages/cart';
import { CHECKOUT_MESSAGES } from '@shared/i18n/messages/checkout';
import { $cart, $cartDetails } from '@stores/cart';
import { setPersisted } from '@stores/persistent';
import { $toasts } from '@stores/toasts';
import { stubApi } from '../product-extras/api-stub';
import { checkoutCart } from '../checkout/checkout-fixtures';

/** The mini cart's checkout area (spec §4 express wallets): PayPal express for the cart, where the page offers PayPal. */
const openDialog = vi.hoisted(() => vi.fn());
const associate = vi.hoisted(() => ({ signedIn: false }));
vi.mock('../../../src/stores/dialogs', async (original) => ({ ...(await original<object>()), openDialog }));
vi.mock('../../../src/lib/session/associate-storage', async (original) => ({ ...(await original<object>()), associateSignedIn: () => associate.signedIn }));
configure({ asyncUtilTimeout: 8000 });

const target = { apiBasePath: '/api', siteId: 'stride', locale: 'en-us' as const };
const links = { cart: '/en-us/cart', checkout: '/en-us/checkout', home: '/en-us' };
const paypal = { target, texts: paypalExpressTexts(CHECKOUT_MESSAGES.en), recaptcha: 'sandbox-ok:placeOrder', confirmationHref: '/en-us/order-confirmation' };
const view = (withPaypal: boolean) => {
  const props = { context: { target, texts: CART_MESSAGES.en, links, ...(withPaypal ? { paypal } : {}) }, addedItemId: 'line-1' };
  return { props, ...render(<MiniCartDialog props={props} close={() => undefined} setTitle={() => undefined} />) };
};

beforeEach(() => {
  associate.signedIn = false;
  localStorage.setItem('storefront_auth', JSON.stringify({ kind: 'guest', expiresAt: Date.now() + 600_000, consumerType: 'GUEST', usid: 'u-1' }));
  setPersisted($cart, { basketId: 'basket-1', favoriteId: null, totalItems: 1 });
  act(() => $cartDetails.set({ ...checkoutCart('new'), basketId: 'basket-1' }));
});
afterEach(() => {
  cleanup();
  act(() => $cartDetails.set(null));
  $toasts.set([]);
  localStorage.clear();
  openDialog.mockReset();
  vi.unstubAllGlobals();
});

describe('PayPal express in the mini cart', () => {
  it('is shown beside checkout where the page offers PayPal, not elsewhere, and never to an in-store associate', async () => {
    view(true);
    expect(await screen.findByRole('button', { name: CHECKOUT_MESSAGES.en.paypalExpress })).toBeTruthy();
    expect(screen.getByTestId('paypal-express-cart')).toBeTruthy();
    cleanup();
    view(false);
    await act(async () => undefined);
    expect(screen.queryByTestId('paypal-express')).toBeNull();
    cleanup();
    associate.signedIn = true;
    view(true);
    await act(async () => undefined);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('paypal-express')).toBeNull();
  });

  it('asks PayPal for the shopper’s cart; when PayPal is not approved the mini cart comes back with the message in a toast', async () => {
    const { calls } = stubApi({
      'GET /cart/v1/cart/basket-1': { body: { ...checkoutCart('new'), basketId: 'basket-1' } },
      'GET /cart/v1/paymentSession': { body: { success: true, provider: 'paypal', locale: 'en-US', meta: { orderId: 'PAYID-1', approveUrl: '/sandbox-pay/paypal?token=PAYID-1', amount: 6_599, currency: 'USD' } } },
    });
    const { props } = view(true);
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: CHECKOUT_MESSAGES.en.paypalExpress })));
    await vi.waitFor(() => expect(openDialog).toHaveBeenCalledWith('paypal-window', expect.objectContaining({ url: '/sandbox-pay/paypal?token=PAYID-1' })));
    expect(calls.find((call) => call.path === '/cart/v1/paymentSession')!.search.get('cartId')).toBe('basket-1');
    const [, windowProps] = openDialog.mock.calls[0]!;
    await act(async () => (windowProps.onApproval as (value: unknown) => void)({ approved: false }));
    await vi.waitFor(() => expect(openDialog).toHaveBeenCalledWith('mini-cart', props));
    expect($toasts.get().map((toast) => [toast.title, toast.kind])).toEqual([[CHECKOUT_MESSAGES.en.paypalNotApproved, 'error']]);
    expect($cart.get().basketId).toBe('basket-1');
  });
});
