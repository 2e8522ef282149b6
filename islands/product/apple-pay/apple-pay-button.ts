import { fillPlaceholders } from '../../../src/shared/i18n/placeholders';
import { APPLE_PAY_MERCHANT_CAPABILITIES, APPLE_PAY_NETWORKS, applePayAmount, createApplePayFlow, type ApplePayFlow } from '../../../src/lib/checkout/apple-pay-flow';
import type { ApplePayErrorInit, ApplePayPaymentRequest, ApplePaySessionLike } from '../../../src/lib/checkout/apple-pay-types';
import { goToConfirmation } from '../../../src/lib/checkout/order-handover';
import { applePayCalls } from './apple-pay-calls';
import type { ApplePayButtonConfig } from './apple-pay-config';
import { applePayAvailable, type WalletWindow } from './apple-pay-available';

export { applePayAvailable };

/** Apple Pay JS version 3: payment request contact fields, errors at fields, completePayment with a result. */
const APPLE_PAY_VERSION = 3;

/** The buy box next to the slot: its chosen variant and the state of its button decide what Apple Pay buys. */
function buyBoxOf(slot: HTMLElement): HTMLElement | null {
  return slot.closest('.product__info')?.querySelector<HTMLElement>('[data-testid="buy-box"]') ?? document.querySelector<HTMLElement>('[data-testid="buy-box"]');
}

/**
 * Puts the Apple Pay button into the product page's slot where the device has the wallet (never
 * on the server: the slot is empty there, and on Apple devices its room is kept by CSS before the
 * first paint, so the button's arrival shifts nothing). A press creates Safari's session at once
 * (it must be in the press) and plays the §4 sequence through src/lib/checkout/apple-pay-flow.ts.
 */
export function mountApplePayButton(slot: HTMLElement, win: WalletWindow = window): HTMLButtonElement | null {
  if (slot.querySelector('button') || !applePayAvailable(win)) return null;
  const config = JSON.parse(slot.dataset.applePay ?? '{}') as ApplePayButtonConfig;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'apple-pay-button';
  button.lang = config.language;
  button.dataset.testid = 'apple-pay-button';
  button.setAttribute('aria-label', config.texts.applePayBuy ?? 'Apple Pay');
  const label = document.createElement('span');
  label.className = 'apple-pay-button__text';
  label.textContent = config.texts.applePayBuy ?? 'Apple Pay';
  button.append(label);
  button.addEventListener('click', () => startApplePay(slot, config, win));
  slot.append(button);
  return button;
}

function startApplePay(slot: HTMLElement, config: ApplePayButtonConfig, win: WalletWindow): void {
  const Session = win.ApplePaySession;
  const box = buyBoxOf(slot);
  const variantId = box?.dataset.variantId;
  // The buy box's quantity (1 unless the page offers another): the basket holds exactly this.
  const qty = Math.max(1, Math.trunc(Number(box?.dataset.qty ?? 1)) || 1);
  const state = box?.querySelector<HTMLElement>('[data-buy-state]')?.dataset.buyState;
  if (!Session || !variantId || state !== 'add-to-cart') {
    // No size chosen yet: the buy box shows which option is missing (its own button does the same).
    box?.querySelector<HTMLButtonElement>('[data-buy-state="choose-options"]')?.click();
    return;
  }
  const request: ApplePayPaymentRequest = {
    countryCode: config.storeCountry, currencyCode: config.currency,
    supportedNetworks: APPLE_PAY_NETWORKS, merchantCapabilities: APPLE_PAY_MERCHANT_CAPABILITIES,
    total: { label: config.merchantName, amount: applePayAmount(config.pendingAmount, config.currency), type: 'pending' },
    requiredShippingContactFields: ['postalAddress', 'name', 'email', 'phone'], requiredBillingContactFields: ['postalAddress', 'name'], shippingType: 'shipping',
  };
  const session = new Session(APPLE_PAY_VERSION, request);
  const productId = slot.closest('[data-product-id]')?.getAttribute('data-product-id') ?? variantId;
  const flow = createApplePayFlow({
    calls: applePayCalls(config.target, win.location.href),
    item: { productId, variantId, qty },
    storeCountry: config.storeCountry, merchantName: config.merchantName, autoPromoCode: config.autoPromoCode, recaptcha: config.recaptcha,
    text: (key, params) => fillPlaceholders(config.texts[key] ?? key, params ?? {}, config.language),
  });
  wire(session, flow, config, win);
  session.begin();
}

function wire(session: ApplePaySessionLike, flow: ApplePayFlow, config: ApplePayButtonConfig, win: WalletWindow): void {
  const Session = win.ApplePaySession!;
  const errors = (list: readonly ApplePayErrorInit[] | undefined) =>
    (list ?? []).map((error) => (win.ApplePayError ? new win.ApplePayError(error.code, error.contactField, error.message) : error));
  const update = <T extends { errors?: readonly ApplePayErrorInit[] }>(value: T) => ({ ...value, errors: errors(value.errors) });

  session.onvalidatemerchant = () => {
    flow.validateMerchant().then(
      (merchantSession) => session.completeMerchantValidation(merchantSession),
      (error: unknown) => {
        // Payment session failure: logged (§8); the sheet closes and the cart is put back.
        console.warn('[apple-pay] merchant validation failed', error);
        session.abort();
        void flow.reset();
      },
    );
  };
  session.onpaymentmethodselected = () => void flow.onPaymentMethodSelected().then((value) => session.completePaymentMethodSelection(update(value)));
  session.onshippingcontactselected = (event) => void flow.onShippingContactSelected(event.shippingContact).then((value) => session.completeShippingContactSelection(update(value)));
  session.onshippingmethodselected = (event) => void flow.onShippingMethodSelected(event.shippingMethod).then((value) => session.completeShippingMethodSelection(update(value)));
  session.onpaymentauthorized = (event) => {
    void flow.onPaymentAuthorized(event.payment).then(({ result, order }) => {
      const status = result.status === 0 ? (Session.STATUS_SUCCESS ?? 0) : (Session.STATUS_FAILURE ?? 1);
      session.completePayment({ status, errors: errors(result.errors) });
      if (!order) return;
      // §4: the order confirmation (storeContext applePayPdp) shows the order, which holds only this item; the
      // shopper's cart stays as it was (the sheet paid a buy-now basket).
      goToConfirmation(order, config.confirmation, 'applePayPdp');
    });
  };
  session.oncancel = () => void flow.reset();
}
