// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import CartPage from '@islands/cart/CartPage';
import { CART_MESSAGES } from '@shared/i18n/messages/cart';
import { PICKUP_TEXT_KEYS } from '@islands/product/pickup/pickup-texts';
import { productExtrasTexts } from '@shared/i18n/messages/product-extras';
import { $cart, $cartDetails, EMPTY_CART } from '@stores/cart';
import { $toasts } from '@stores/toasts';
import { apiError, stubApi } from '../product-extras/api-stub';
import { cartItem, cartOf } from '../../helpers/cart-fixture';

const target = { apiBasePath: '/api', siteId: 'stride', locale: 'en-us' as const };
const links = { cart: '/en-us/cart', checkout: '/en-us/checkout', home: '/en-us' };

function renderPage() {
  return render(<CartPage target={target} texts={CART_MESSAGES.en} links={links} pickupTexts={productExtrasTexts('en-us', PICKUP_TEXT_KEYS)} />);
}

beforeEach(() => {
  localStorage.setItem('storefront_auth', JSON.stringify({ kind: 'guest', expiresAt: Date.now() + 600_000, consumerType: 'GUEST', usid: 'u-1' }));
  localStorage.setItem('storefront:cart', JSON.stringify({ basketId: 'basket-1', favoriteId: null, totalItems: 2 }));
});
afterEach(() => {
  cleanup();
  act(() => $cartDetails.set(null));
  localStorage.clear();
});

const runner = cartItem({ id: 'line-1', name: 'Runner', qty: 1, maxQty: 2 });
const sandal = cartItem({
  id: 'line-2', variantId: 'S-1', name: 'Sandal', available: false,
  errors: [{ errorId: 'ITEM_NOT_AVAILABLE', message: 'This item is not available.' }],
});

describe('the cart page island', () => {
  it('shows item errors at their line, the no-inventory banner on top, and flashes about lines that are gone', async () => {
    const flash = { type: 'ProductItemNotAvailable' as const, itemId: 'line-gone', productId: 'P', message: 'Boot is no longer available and was removed from your cart.', requested: 1, available: 0 };
    const { calls } = stubApi({ 'GET /cart/v1/cart/basket-1': { body: cartOf([runner, sandal], { flash: [flash] }) } });
    renderPage();
    expect(await screen.findByTestId('cart-no-inventory')).toHaveProperty('textContent', 'Some products in your cart are no longer in stock.');
    const lines = screen.getAllByTestId('cart-page-line');
    expect(within(lines[1]!).getByTestId('cart-line-errors').textContent).toBe('This item is not available.');
    expect(within(lines[0]!).queryByTestId('cart-line-errors')).toBeNull();
    expect(screen.getByTestId('cart-news').textContent).toBe('An item is no longer available and was removed from your cart.');
    expect(calls[0]!.search.get('inventorySupplyCheck')).toBe('true');
  });

  it('a failed remove says so at the line and keeps it', async () => {
    stubApi({
      'GET /cart/v1/cart/basket-1': { body: cartOf([runner]) },
      'DELETE /cart/v1/item': apiError(500, 'GEN500', 'boom'),
    });
    renderPage();
    const line = await screen.findByTestId('cart-page-line');
    await act(async () => fireEvent.click(within(line).getByRole('button', { name: 'Remove Runner from your cart' })));
    expect((await within(line).findByTestId('cart-line-errors')).textContent).toBe('Unable to remove item from cart. Please try again later');
    expect(screen.getAllByTestId('cart-page-line')).toHaveLength(1);
  });

  it('the stepper goes up to maxQty, and a typed quantity above it is capped before it is sent', async () => {
    const { calls } = stubApi({
      'GET /cart/v1/cart/basket-1': { body: cartOf([runner]) },
      'PUT /cart/v1/cart/basket-1/item': (call) => ((call.body as { qty: number }).qty <= 2
        ? { body: cartOf([{ ...runner, qty: (call.body as { qty: number }).qty }]) }
        : apiError(400, 'ADDED_MAX_QUANTITY', 'You can have at most 2 of this item.')),
    });
    renderPage();
    const line = await screen.findByTestId('cart-page-line');
    const more = within(line).getByRole('button', { name: 'Increase the quantity of Runner' });
    await act(async () => fireEvent.click(more));
    await vi.waitFor(() => expect((within(line).getByRole('spinbutton', { name: 'Quantity' }) as HTMLInputElement).value).toBe('2'));
    expect(calls.at(-1)!.body).toEqual({ cartId: 'basket-1', itemId: 'line-1', qty: 2 });
    expect((more as HTMLButtonElement).disabled).toBe(true);
    expect(within(line).getByTestId('quantity-max').textContent).toBe('Maximum 2');
    const field = within(line).getByRole('spinbutton', { name: 'Quantity' });
    fireEvent.change(field, { target: { value: '9' } });
    await act(async () => fireEvent.blur(field));
    // Typed above maxQty: capped to it, which is the quantity already in the cart.
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
    expect((field as HTMLInputElement).value).toBe('2');
  });

  it('a quantity the cart refuses names the limit at the line', async () => {
    stubApi({
      'GET /cart/v1/cart/basket-1': { body: cartOf([{ ...runner, maxQty: 5 }]) },
      'PUT /cart/v1/cart/basket-1/item': apiError(400, 'ADDED_MAX_QUANTITY', 'You can have at most 5 of this item.'),
    });
    renderPage();
    const line = await screen.findByTestId('cart-page-line');
    await act(async () => fireEvent.click(within(line).getByRole('button', { name: 'Increase the quantity of Runner' })));
    expect((await within(line).findByTestId('cart-line-errors')).textContent).toBe('You can have at most 5 of this item in your cart.');
    expect((within(line).getByRole('spinbutton', { name: 'Quantity' }) as HTMLInputElement).value).toBe('1');
  });

  it('shows a coupon refusal at the field, in the configured words', async () => {
    stubApi({
      'GET /cart/v1/cart/basket-1': { body: cartOf([runner]) },
      'PUT /cart/v1/coupon': apiError(410, 'PRM410', 'server words'),
    });
    renderPage();
    const field = await screen.findByRole('textbox', { name: 'Promo code' });
    fireEvent.change(field, { target: { value: 'SUMMER25' } });
    await act(async () => fireEvent.submit(screen.getByTestId('coupon-form')));
    expect((await screen.findByTestId('coupon-error')).textContent).toBe('This promo code has expired.');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe('cart-coupon-error');
  });

  it('a cart the API no longer has, with nothing to put back, is forgotten with the expired message', async () => {
    act(() => $cart.set({ basketId: 'basket-1', favoriteId: null, totalItems: 2 }));
    stubApi({ 'GET /cart/v1/cart/basket-1': apiError(404, 'CART_NOT_FOUND', 'Your cart has expired.') });
    renderPage();
    expect(await screen.findByTestId('cart-empty')).toBeTruthy();
    expect($toasts.get().map((toast) => toast.title)).toEqual(['Your cart has expired. Please add your items again.']);
    expect($cart.get()).toEqual(EMPTY_CART);
  });

  it('lists the promotions by their callouts in the shopper\'s language, none where §9 hides it, and writes the saving as the locale does', async () => {
    const base = cartOf([runner]);
    const german = cartOf([runner], {
      currency: 'EUR', country: 'DE',
      totals: { ...base.totals, currency: 'EUR', shipping: 0, totalDiscount: 595, totalDiscountPercentage: 4.3, taxIncluded: true, tax: 2123 },
      promoSummary: [
        { level: 'ORDER', promotionId: 'ST-ORDER-10', promotionName: '10% off orders over a threshold', calloutMessage: '10 % Rabatt auf Ihre Bestellung', discount: 500, couponCode: null },
        { level: 'SHIPPING', promotionId: 'ST-FREE-SHIPPING', promotionName: 'Free standard delivery over a threshold', calloutMessage: '', discount: 595, couponCode: null },
      ],
    });
    stubApi({ 'GET /cart/v1/cart/basket-1': { body: german } });
    act(() => $cart.set({ basketId: 'basket-1', favoriteId: null, totalItems: 1 }));
    render(<CartPage target={{ ...target, locale: 'de-de' }} texts={CART_MESSAGES.de} links={links} pickupTexts={productExtrasTexts('de-de', PICKUP_TEXT_KEYS)} />);
    const summary = await screen.findByTestId('promo-summary');
    expect(within(summary).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['10 % Rabatt auf Ihre Bestellung−5,00\u00a0€']);
    expect(screen.getByTestId('total-saving').textContent).toBe('Sie sparen 5,95\u00a0€ (4,3 %)');
  });

  it('an empty cart shows the empty state and its recommendations', async () => {
    document.body.innerHTML = '<div id="cart-empty-recommendations" hidden></div>';
    act(() => $cart.set(EMPTY_CART));
    const { calls } = stubApi({});
    render(<CartPage target={target} texts={CART_MESSAGES.en} links={links} pickupTexts={productExtrasTexts('en-us', PICKUP_TEXT_KEYS)} />, { container: document.body.appendChild(document.createElement('div')) });
    expect((await screen.findByTestId('cart-empty')).textContent).toContain('Your cart is empty');
    expect(document.getElementById('cart-empty-recommendations')!.hidden).toBe(false);
    expect(calls).toEqual([]);
  });

  it('a visitor without a session or a cart gets the empty state without any call (no guest session made for it)', async () => {
    localStorage.clear();
    act(() => $cart.set(EMPTY_CART));
    const { calls } = stubApi({});
    renderPage();
    expect((await screen.findByTestId('cart-empty')).textContent).toContain('Your cart is empty');
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(calls).toEqual([]);
    expect(localStorage.getItem('storefront_auth')).toBeNull();
  });
});
