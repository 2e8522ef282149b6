import { expectNoSeriousViolations } from './axe';
import { ADDRESS, addressesOnCart, CARDS, expectCartKept, expectCartReset, GIFT_CARDS, guestCheckoutCart, THREE_DS_PASSWORD, typeCard } from './checkout-helpers';
import { buyableVariants, chooseVariant, newShopper, pageApi, signInThroughApi, storeCart, usd } from './cart-helpers';
import { liveBuyBox } from './buy-box';
import type { Cart } from '../../schemas/commerce/cart';
import { expect, test } from './fixtures';
import type { APIRequestContext, Page } from '@playwright/test';
import type { Product, ProductVariant } from '../../schemas/commerce/product';

/** From billing (addresses already on the cart through the API): a card, then Place order. */
async function payWith(page: Page, card: string): Promise<void> {
  await page.goto('/en-us/checkout/billing');
  await expect(page.getByTestId('card-fields-frame')).toBeVisible();
  await typeCard(page, card);
  await page.getByTestId('checkout-to-summary').click();
  await expect(page).toHaveURL(/\/checkout\/summary$/);
  await page.getByTestId('place-order').click();
}

test('3-D Secure passed: the challenge dialog shows the bank page, the right password confirms, the order is placed', async ({ page, request }) => {
  test.slow();
  await addressesOnCart(page, await guestCheckoutCart(page, request));
  await payWith(page, CARDS.challenge);
  const dialog = page.getByRole('dialog', { name: 'Confirm your payment' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousViolations(page, '.dialog-host');
  const bank = page.frameLocator('[data-testid="three-ds-frame"]');
  await bank.locator('#password').fill(THREE_DS_PASSWORD);
  await bank.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/order-confirmation\?orderNumber=/, { timeout: 20_000 });
  await expect(page.getByTestId('order-number')).toBeVisible();
  await expectCartReset(page);
});

test('3-D Secure failed: back to billing with a fresh cart and the §8 message', async ({ page, request }) => {
  test.slow();
  const cart = await addressesOnCart(page, await guestCheckoutCart(page, request));
  await payWith(page, CARDS.challenge);
  const bank = page.frameLocator('[data-testid="three-ds-frame"]');
  await bank.locator('#password').fill('wrong');
  await bank.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/checkout\/billing$/, { timeout: 20_000 });
  await expect(page.getByTestId('checkout-payment-error')).toHaveText('Your bank could not confirm this payment. Please check your card details or use another card.');
  await expect(page.getByRole('dialog', { name: 'Confirm your payment' })).toHaveCount(0);
  // The shopper can pay again: the items are still there and the card fields are back.
  await expect(page.getByTestId('card-fields-frame')).toBeVisible();
  await expect(page.getByTestId('remaining-to-pay')).toContainText(usd(cart.totals.total));
});

test('a declined card: back to billing with the declined message, nothing ordered', async ({ page, request }) => {
  test.slow();
  await addressesOnCart(page, await guestCheckoutCart(page, request));
  await payWith(page, CARDS.declined);
  await expect(page).toHaveURL(/\/checkout\/billing$/, { timeout: 20_000 });
  await expect(page.getByTestId('checkout-payment-error')).toHaveText('Your payment was declined. Please use another card or payment method.');
  await expect(page.getByTestId('card-fields-frame')).toBeVisible();
  await expect(page.getByTestId('cart-count')).toBeVisible();
});

test('a gift card covers part of the order: balance, apply, the card pays the rest; an empty card is refused at the input', async ({ page, request }) => {
  test.slow();
  const cart = await addressesOnCart(page, await guestCheckoutCart(page, request, 6_000));
  expect(cart.totals.total).toBeGreaterThan(5_000);
  await page.goto('/en-us/checkout/billing');
  await expect(page.getByTestId('gift-card')).toBeVisible();

  await page.locator('#gift-card-number').fill(GIFT_CARDS.empty);
  await page.locator('#gift-card-pin').fill(GIFT_CARDS.pin);
  await page.getByTestId('gift-card-apply').click();
  await expect(page.getByTestId('gift-card-number-error')).toHaveText('This gift card has no balance left.');
  await expect(page.locator('#gift-card-number')).toHaveAttribute('aria-invalid', 'true');

  await page.locator('#gift-card-number').fill(GIFT_CARDS.fifty);
  await page.getByTestId('gift-card-check').click();
  await expect(page.getByTestId('gift-card-balance')).toHaveText('Balance: $50.00');
  await page.getByTestId('gift-card-apply').click();
  await expect(page.getByTestId('gift-cards-applied')).toContainText('Gift card ending in 0001: $50.00');
  await expect(page.getByTestId('remaining-to-pay')).toContainText(usd(cart.totals.total - 5_000));
  await expectNoSeriousViolations(page, 'main');

  await typeCard(page, CARDS.approved);
  await page.getByTestId('checkout-to-summary').click();
  await expect(page.getByTestId('summary-totals-gift-cards')).toHaveText(`−${usd(5_000)}`);
  await expect(page.getByTestId('summary-totals-remaining')).toHaveText(usd(cart.totals.total - 5_000));
  await page.getByTestId('place-order').click();
  await expect(page).toHaveURL(/\/order-confirmation\?orderNumber=/, { timeout: 20_000 });
  await expect(page.getByTestId('order-payments')).toContainText('Gift card ending in 0001: $50.00');
  await expect(page.getByTestId('order-payments')).toContainText(`Visa •••• 1142 · ${usd(cart.totals.total - 5_000)}`);
});

test('a gift card covers the whole order: no card is asked for, the order is paid by the gift card', async ({ page, request }) => {
  test.slow();
  const cart = await addressesOnCart(page, await guestCheckoutCart(page, request));
  await page.goto('/en-us/checkout/billing');
  await page.locator('#gift-card-number').fill(GIFT_CARDS.thousand);
  await page.locator('#gift-card-pin').fill(GIFT_CARDS.pin);
  await page.getByTestId('gift-card-apply').click();
  await expect(page.getByTestId('paid-in-full')).toBeVisible();
  await expect(page.getByTestId('remaining-to-pay')).toContainText('$0.00');
  await expect(page.getByTestId('card-fields-frame')).toHaveCount(0);
  await page.getByTestId('checkout-to-summary').click();
  await expect(page.getByTestId('summary-totals-remaining')).toHaveText('$0.00');
  await page.getByTestId('place-order').click();
  await expect(page).toHaveURL(/\/order-confirmation\?orderNumber=/, { timeout: 20_000 });
  await expect(page.getByTestId('order-payments')).toContainText(`Gift card ending in 0002: ${usd(cart.totals.total)}`);
});

test('Klarna: declining in the lender’s widget keeps the shopper on billing with the §8 message; approving pays later and places the order', async ({ page, request }) => {
  test.slow();
  const cart = await addressesOnCart(page, await guestCheckoutCart(page, request));
  await page.goto('/en-us/checkout/billing');
  await page.getByRole('radio', { name: 'Klarna' }).check();
  await expect(page.getByTestId('klarna-hint')).toContainText(usd(cart.totals.total));
  await page.getByTestId('checkout-to-summary').click();
  const dialog = page.getByRole('dialog', { name: 'Pay later with Klarna' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousViolations(page, '.dialog-host');
  const lender = page.frameLocator('[data-testid="bnpl-frame"]');
  await expect(lender.getByText(usd(cart.totals.total))).toBeVisible();
  await lender.getByRole('button', { name: 'Decline' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('checkout-payment-error')).toHaveText('Your payment could not be completed. Please try again or choose another payment method.');
  await expect(page).toHaveURL(/\/checkout\/billing$/);

  await page.getByTestId('checkout-to-summary').click();
  await page.frameLocator('[data-testid="bnpl-frame"]').getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(/\/checkout\/summary$/);
  await expect(page.getByTestId('summary-payments')).toContainText(`Klarna · ${usd(cart.totals.total)}`);
  await page.getByTestId('place-order').click();
  await expect(page).toHaveURL(/\/order-confirmation\?orderNumber=/, { timeout: 20_000 });
  await expect(page.getByTestId('order-number')).toBeVisible();
  await expectCartReset(page);
});

test('PayPal express from a product page (only that item; the buyer changes the address in PayPal; the cart stays), then from the cart', async ({ page, request }) => {
  // The cart is filled through the API; on a product page the shopper presses PayPal and approves in PayPal's window.
  const held = await guestCheckoutCart(page, request);
  const pick = await firstBuyable(request, held.items[0]!.productId);
  await page.goto(pick.product.url);
  await liveBuyBox(page);
  await chooseVariant(page, 'pdp', pick);
  await page.getByTestId('paypal-express-pdp').getByRole('button', { name: 'Check out with PayPal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pay with PayPal' });
  await expect(dialog).toBeVisible();
  const pdpWindow = page.frameLocator('[data-testid="paypal-frame"]');
  // The buyer ships to the other address of their PayPal account (another state's tax: the order is re-priced).
  await pdpWindow.getByText('350 Fifth Avenue').click();
  await pdpWindow.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/order-confirmation\?orderNumber=ST-[^&]+&storeContext=paypalPdp/, { timeout: 20_000 });
  await expect(page.getByTestId('order-payments')).toContainText('PayPal');
  await expect(page.getByTestId('order-items')).toContainText(pick.product.name);
  await expect(page.getByTestId('order-items')).not.toContainText(held.items[0]!.name);
  await expectCartKept(page, held);
  // From the cart page: PayPal pays the cart, and the cart is then reset.
  await page.goto('/en-us/cart');
  await page.getByRole('button', { name: 'Check out with PayPal' }).click();
  await expect(dialog).toBeVisible();
  const paypal = page.frameLocator('[data-testid="paypal-frame"]');
  await expect(paypal.getByText('2211 North First Street')).toBeVisible();
  await paypal.getByRole('button', { name: 'Continue' }).click();
  // Placed on PayPal's return: the confirmation, paid by PayPal.
  await expect(page).toHaveURL(/\/order-confirmation\?orderNumber=/, { timeout: 20_000 });
  await expect(page.getByTestId('order-number')).toBeVisible();
  await expect(page.getByTestId('order-payments')).toContainText('PayPal');
  await expect(page.getByTestId('order-items')).toContainText(held.items[0]!.name);
  await expectCartReset(page);
});

test('an athlete pays with athlete credit: what is left this year, one press, and the order needs no card', async ({ page, request }) => {
  test.slow();
  const [pick] = await buyableVariants(request);
  await page.goto('/en-us/search');
  await signInThroughApi(page, 'athlete@stride.example');
  const created = await pageApi<Cart>(page, 'POST', '/cart/v1/cartWithItem', { productId: pick!.variant.id, qty: 1 });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  await storeCart(page, created.body);
  const cart = await addressesOnCart(page, created.body);
  await page.goto('/en-us/checkout/billing');
  const credit = page.getByTestId('athlete-credit');
  await expect(credit).toContainText('left this year');
  await credit.getByRole('button', { name: `Pay ${usd(cart.totals.total)} with athlete credit` }).click();
  await expect(page.getByTestId('athlete-credit-applied')).toHaveText(/Athlete credit: .*Remove athlete credit/);
  await expect(page.getByTestId('remaining-to-pay')).toContainText(usd(0));
  await page.getByTestId('checkout-to-summary').click();
  await expect(page).toHaveURL(/\/checkout\/summary$/);
  await page.getByTestId('place-order').click();
  await expect(page).toHaveURL(/\/order-confirmation\?orderNumber=/, { timeout: 20_000 });
  await expect(page.getByText(`Athlete credit · ${usd(cart.totals.total)}`)).toBeVisible();
});

test('express checkout (§4): a signed-in shopper with a saved default card and a default address lands on summary and places the order', async ({ page, request }) => {
  const shopper = await newShopper(request, 'Esme');
  const [pick] = await buyableVariants(request);
  await page.goto('/en-us/search');
  await signInThroughApi(page, shopper.email);
  const { country: _country, ...address } = ADDRESS;
  const saved = await pageApi(page, 'POST', '/consumers-v3/consumer/address', { ...address, country: 'US', approachType: 'S', main: true });
  expect(saved.status, JSON.stringify(saved.body)).toBe(201);
  const card = await page.evaluate(async (number) => (await fetch('/sandbox-pay/tokenize', {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ number, expiry: '12/30', cvc: '123' }),
  })).json(), CARDS.approved);
  const kept = await pageApi(page, 'POST', '/consumers-v3/consumer/payment_instruments', { payment_method_id: 'CREDIT_CARD', card, recaptcha_response: 'sandbox-ok:paymentInstrument' });
  expect(kept.status, JSON.stringify(kept.body)).toBe(201);
  const created = await pageApi<Cart>(page, 'POST', '/cart/v1/cartWithItem', { productId: pick!.variant.id, qty: 1 });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  await storeCart(page, created.body);

  await page.goto('/en-us/checkout');
  await expect(page).toHaveURL(/\/checkout\/summary$/);
  await expect(page.getByTestId('checkout-summary')).toContainText('1142');
  await page.getByTestId('place-order').click();
  await expect(page).toHaveURL(/\/order-confirmation\?orderNumber=/, { timeout: 20_000 });
});

/**
 * Safari's ApplePaySession as a stub (the test plays the sheet's events in Safari's order): it can
 * pay, records what the page completes each event with, and starts merchant validation on begin.
 */
function stubApplePay(): void {
  type Completion = [string, unknown];
  class ApplePayError {
    constructor(readonly code: string, readonly contactField?: string, readonly message?: string) {}
  }
  class ApplePaySession {
    static STATUS_SUCCESS = 0;
    static STATUS_FAILURE = 1;
    static canMakePayments() { return true; }
    completions: Completion[] = [];
    [handler: string]: unknown;
    /** Kept in sessionStorage too: the last completion comes right before the page leaves for the confirmation. */
    record(kind: string, value: unknown) {
      this.completions.push([kind, value]);
      sessionStorage.setItem('apple-sheet', JSON.stringify(this.completions));
    }
    constructor(readonly version: number, readonly request: unknown) {
      (window as unknown as { appleSheet: ApplePaySession }).appleSheet = this;
    }
    begin() { setTimeout(() => (this.onvalidatemerchant as (event: unknown) => void)({ validationURL: 'https://apple-pay-gateway.apple.com/paymentservices/startSession' })); }
    abort() { this.record('abort', null); }
    completeMerchantValidation(session: unknown) { this.record('merchant', session); }
    completePaymentMethodSelection(update: unknown) { this.record('paymentMethod', update); }
    completeShippingContactSelection(update: unknown) { this.record('shippingContact', update); }
    completeShippingMethodSelection(update: unknown) { this.record('shippingMethod', update); }
    completePayment(result: unknown) { this.record('payment', result); }
  }
  Object.assign(window, { ApplePaySession, ApplePayError });
}

interface SheetUpdate {
  newTotal: { label: string; amount: string; type: string };
  newShippingMethods?: Array<{ identifier: string }>;
  errors?: Array<{ code: string; contactField?: string; message: string }>;
  status?: number;
}

/** The first buyable product of the men's listing with a variant in stock (buyableVariants reads the whole first page), other than one already in the cart. */
async function firstBuyable(request: APIRequestContext, exceptProductId?: string): Promise<{ product: Product; variant: ProductVariant }> {
  const listing = await (await request.get('/api/products/v2/search/productSearch?locale=en-us&category=10001&limit=24')).json() as { products: Array<{ id: string }> };
  for (const { id } of listing.products.filter((entry) => entry.id !== exceptProductId)) {
    const product = await (await request.get(`/api/products/v2/products/${id}/details?locale=en-us`)).json() as Product;
    if (product.presale || product.customsExternalUrl || product.productType !== 'physical' || (product.targetPublishDate && Date.parse(product.targetPublishDate) > Date.now())) continue;
    const inventory = await (await request.get(`/api/products/v2/products/${id}/inventory?locale=en-us`)).json() as { variants: Record<string, { quantity: number }> };
    const variant = product.variants.find((candidate) => (inventory.variants[candidate.id]?.quantity ?? 0) >= 3);
    if (variant) return { product, variant };
  }
  throw new Error('no buyable product on the listing');
}

/** Plays one of Safari's events on the open sheet and answers what the page completed it with. */
async function sheetEvent(page: Page, handler: string, event: unknown): Promise<SheetUpdate> {
  const before = await page.evaluate(() => (window as unknown as { appleSheet: { completions: unknown[] } }).appleSheet.completions.length);
  await page.evaluate(({ handler, event }) => {
    const sheet = (window as unknown as { appleSheet: Record<string, (event: unknown) => void> }).appleSheet;
    sheet[handler]!(event);
  }, { handler, event });
  const done = await page.waitForFunction((count) => {
    const list = (window as unknown as { appleSheet: { completions: Array<[string, unknown]> } }).appleSheet.completions;
    return list.length > count ? list[count]![1] : null;
  }, before);
  return (await done.jsonValue()) as SheetUpdate;
}

test('Apple Pay from the product page: merchant validation, a refused contact, server totals, authorised, confirmation with storeContext applePayPdp; only that item is bought and the cart stays', async ({ page, request }) => {
  await page.addInitScript(stubApplePay);
  // The shopper already has something in the cart (through the API): a product page's Apple Pay buys only its own item.
  const held = await guestCheckoutCart(page, request);
  const pick = await firstBuyable(request, held.items[0]!.productId);
  await page.goto(pick!.product.url);
  await liveBuyBox(page);
  await chooseVariant(page, 'pdp', pick!);
  await page.getByRole('button', { name: 'Buy with Apple Pay' }).click();
  // Merchant validation: the item goes into a buy-now basket (the header still counts the cart alone) and the API's merchant session is handed to Safari.
  await page.waitForFunction(() => (window as unknown as { appleSheet?: { completions: unknown[][] } }).appleSheet?.completions.some(([kind]) => kind === 'merchant'));
  await expect(page.getByTestId('cart-count')).toHaveText(String(held.totals.totalUnits));
  expect((await sheetEvent(page, 'onpaymentmethodselected', { paymentMethod: { type: 'debit' } })).newTotal).toMatchObject({ label: 'Stride', type: 'final' });
  // §5/§8: a contact in another country is refused at its field, with the error total.
  const abroad = await sheetEvent(page, 'onshippingcontactselected', { shippingContact: { locality: 'Paris', postalCode: '75001', countryCode: 'FR' } });
  expect(abroad).toMatchObject({ newTotal: { label: 'error', amount: '1', type: 'pending' }, errors: [{ code: 'shippingContactInvalid', contactField: 'countryCode', message: 'Apple Pay orders can only be delivered to US.' }] });
  // Safari's redacted contact: the state's sales tax and the home methods come from the API.
  const contact = await sheetEvent(page, 'onshippingcontactselected', { shippingContact: { locality: 'New York', administrativeArea: 'NY', postalCode: '10013', countryCode: 'US' } });
  expect(contact.errors).toEqual([]);
  const method = contact.newShippingMethods!.at(-1)!.identifier;
  const total = (await sheetEvent(page, 'onshippingmethodselected', { shippingMethod: { identifier: method, label: method, detail: '', amount: '0' } })).newTotal;
  // The device's token for the total on the sheet (the sandbox's test wallet).
  const token = await page.evaluate(async (amount) => (await fetch('/sandbox-pay/apple-pay/token', {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ amount, currency: 'USD' }),
  })).json(), Math.round(Number(total.amount) * 100));
  const shippingContact = { addressLines: ['12 Main Street'], locality: 'New York', administrativeArea: 'NY', postalCode: '10013', countryCode: 'US', givenName: 'Sam', familyName: 'Shopper', emailAddress: 'sam.apple@example.com', phoneNumber: '+12125550101' };
  const billingContact = { ...shippingContact, emailAddress: undefined, phoneNumber: undefined };
  await page.evaluate((payment) => (window as unknown as { appleSheet: Record<string, (event: unknown) => void> }).appleSheet.onpaymentauthorized!({ payment }), { token, shippingContact, billingContact });
  await expect(page).toHaveURL(/\/en-us\/order-confirmation\?orderNumber=ST-[^&]+&storeContext=applePayPdp/);
  const completions = await page.evaluate(() => JSON.parse(sessionStorage.getItem('apple-sheet') ?? '[]') as Array<[string, unknown]>);
  expect(completions.at(-1)).toEqual(['payment', { status: 0, errors: [] }]);
  await expect(page.getByTestId('order-payments')).toContainText(usd(Math.round(Number(total.amount) * 100)));
  await expect(page.getByTestId('order-items')).toContainText(pick.product.name);
  await expect(page.getByTestId('order-items')).not.toContainText(held.items[0]!.name);
  await expectCartKept(page, held);
});
