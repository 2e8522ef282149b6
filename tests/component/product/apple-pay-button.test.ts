// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applePayAvailable, mountApplePayButton } from '@islands/product/apple-pay/apple-pay-button';
import type { ApplePayButtonConfig } from '@islands/product/apple-pay/apple-pay-config';

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
