// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applePayAvailable, mountApplePayButton } from '@islands/product/apple-pay/apple-pay-button';
import { applePayCalls } from '@islands/product/apple-pay/apple-pay-calls';
import type { ApplePayButtonConfig } from '@islands/product/apple-pay/apple-pay-config';
import { $cart, $cartDetails } from '@stores/cart';
import { setPersisted } from '@stores/persistent';
import { cartItem, cartOf } from '../../helpers/cart-fixture';
import { stubApi } from '../product-extras/api-stub';

const config: ApplePayButtonConfig = {
  target: { apiBasePath: '/api', siteId: 'stride', locale: 'de-de' }, storeCountry: 'DE', currency: 'EUR', merchantName: 'Stride',
  pendingAmount: 12_000, confirmation: '/de-de/order-confirmation', recaptcha: 'sandbox-ok:placeOrder', autoPromoCode: null, language: 'de',
  texts: { applePayBuy: 'Mit Apple Pay kaufen' },
};

/** The product page's info column: the buy box (its chosen variant and button state) and the empty Apple Pay slot. */
function page(buyState = 'add-to-cart', variantId: string | null = 'ST00000001-001-9') {
  document.body.innerHTML = `<div class="product__info">
    <div data-testid="buy-box" ${variantId ? `data-variant-id="${variantId}"` : ''}><button data-buy-state="${buyState}">x</button></div>
    <div class="apple-pay-slot" data-testid="apple-pay-slot"></div></div>`;
  const slot = document.querySelector<HTMLElement>('[data-testid="apple-pay-slot"]')!;
  slot.dataset.applePay = JSON.stringify(config);
  return slot;
}

function walletWindow(canMakePayments: boolean | 'throws') {
  const begin = vi.fn();
  const made: unknown[] = [];
  class ApplePaySession {
    static canMakePayments() {
      if (canMakePayments === 'throws') throw new Error('InvalidAccessError: not a secure context');
      return canMakePayments;
    }
    onvalidatemerchant = null; onpaymentmethodselected = null; onshippingcontactselected = null; onshippingmethodselected = null; onpaymentauthorized = null; oncancel = null;
    constructor(version: number, request: unknown) {
      made.push({ version, request });
    }
    begin = begin;
    abort() {}
    completeMerchantValidation() {}
    completePaymentMethodSelection() {}
    completeShippingContactSelection() {}
    completeShippingMethodSelection() {}
    completePayment() {}
  }
  return { win: Object.assign(Object.create(window), { ApplePaySession, location: window.location }) as Window, begin, made };
}

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the Apple Pay button (spec §4: only where the wallet exists on the device)', () => {
  it('is not shown without Safari’s ApplePaySession, when it cannot make payments, or outside a secure context', () => {
    for (const win of [window, walletWindow(false).win, walletWindow('throws').win]) {
      const slot = page();
      expect(mountApplePayButton(slot, win)).toBeNull();
      expect(slot.querySelector('button')).toBeNull();
    }
    expect(applePayAvailable(window)).toBe(false);
  });

  it('is shown, named in the page language, where Apple Pay can pay; a press opens the sheet with the product’s pending total', () => {
    const { win, begin, made } = walletWindow(true);
    const slot = page();
    const button = mountApplePayButton(slot, win)!;
    expect(button.getAttribute('aria-label')).toBe('Mit Apple Pay kaufen');
    expect(button.lang).toBe('de');
    expect(slot.querySelectorAll('button')).toHaveLength(1);
    // Mounting twice keeps one button.
    expect(mountApplePayButton(slot, win)).toBeNull();
    button.click();
    expect(begin).toHaveBeenCalledTimes(1);
    expect(made).toEqual([{ version: 3, request: expect.objectContaining({ countryCode: 'DE', currencyCode: 'EUR', total: { label: 'Stride', amount: '120.00', type: 'pending' } }) }]);
  });

  it('with no size chosen yet, a press shows the missing option instead of opening the sheet', () => {
    const { win, begin } = walletWindow(true);
    const slot = page('choose-options', null);
    const choose = vi.fn();
    slot.parentElement!.querySelector('[data-buy-state]')!.addEventListener('click', choose);
    mountApplePayButton(slot, win)!.click();
    expect(choose).toHaveBeenCalledTimes(1);
    expect(begin).not.toHaveBeenCalled();
  });
});

describe('the Apple Pay calls: a buy-now basket, never the shopper’s cart', () => {
  it('puts the item (chosen size and qty) into a basket of its own (bid=new), names it in every call, and adopts none of its answers', async () => {
    localStorage.setItem('storefront_auth', JSON.stringify({ kind: 'guest', expiresAt: Date.now() + 600_000, consumerType: 'GUEST', usid: 'u-1' }));
    setPersisted($cart, { basketId: 'basket-1', favoriteId: null, totalItems: 3 });
    const basket = { ...cartOf([cartItem({ variantId: 'ST00000001-001-9', qty: 2 })]), basketId: 'buy-1' };
    const { calls } = stubApi({ 'POST /cart/v1/cartWithItem': { body: basket }, 'POST /cart/v2/cart/buy-1/shippingAddress': { body: basket } });
    const api = applePayCalls(config.target, 'https://shop.test/de-de/p/runner-ST00000001');
    expect((await api.addItem({ productId: 'ST00000001', variantId: 'ST00000001-001-9', qty: 2 })).basketId).toBe('buy-1');
    await api.shippingAddress('buy-1', { country: 'DE', city: 'Berlin' } as never);
    expect(calls[0]!.search.get('bid')).toBe('new');
    expect(calls[0]!.body).toEqual({ productId: 'ST00000001-001-9', qty: 2 });
    expect(calls[1]!.body).toMatchObject({ context: 'APPLE_PAY_EXPRESS', bid: 'buy-1' });
    // The header count and mini cart still show the shopper's cart.
    expect($cart.get()).toMatchObject({ basketId: 'basket-1', totalItems: 3 });
    expect($cartDetails.get()).toBeNull();
  });
});
