import { expectNoSeriousViolations } from './axe';
import { ADDRESS, addressesOnCart, CARDS, expectCartReset, GIFT_CARDS, guestCheckoutCart, THREE_DS_PASSWORD, typeCard } from './checkout-helpers';
import { buyableVariants, newShopper, pageApi, signInThroughApi, storeCart, usd } from './cart-helpers';
import type { Cart } from '../../schemas/commerce/cart';
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';

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

test('PayPal express from the cart', async ({ page, request }) => {
  // The cart is filled through the API; the shopper presses PayPal on the cart page and approves in PayPal's window.
  await guestCheckoutCart(page, request);
  await page.goto('/en-us/cart');
  await page.getByRole('button', { name: 'Check out with PayPal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pay with PayPal' });
  await expect(dialog).toBeVisible();
  const paypal = page.frameLocator('[data-testid="paypal-frame"]');
  await expect(paypal.getByText('2211 North First Street')).toBeVisible();
  await paypal.getByRole('button', { name: 'Continue' }).click();
  // Placed on PayPal's return: the confirmation, paid by PayPal.
  await expect(page).toHaveURL(/\/order-confirmation\?orderNumber=/, { timeout: 20_000 });
  await expect(page.getByTestId('order-number')).toBeVisible();
  await expect(page.getByTestId('order-payments')).toContainText('PayPal');
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
