import { expectNoSeriousViolations } from './axe';
import { CARDS, expectCartReset, fillShippingForm, guestCheckoutCart, recordApiBodies, typeCard } from './checkout-helpers';
import { usd } from './cart-helpers';
import { expect, test } from './fixtures';

test('a guest checks out with an approved card: three steps (each axe clean), the card only in the processor frame, confirmation with the cart reset', async ({ page, request }) => {
  test.slow();
  const cart = await guestCheckoutCart(page, request);
  const bodies = recordApiBodies(page);
  const frames: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'document' && req.url().includes('/sandbox-pay/')) frames.push(req.url());
  });

  await page.goto('/en-us/cart');
  await page.getByTestId('cart-checkout').click();
  await expect(page).toHaveURL(/\/en-us\/checkout\/shipping$/);
  await expect(page.getByTestId('checkout-steps').locator('[aria-current="step"]')).toHaveAttribute('data-step', 'shipping');
  await expect(page.locator('#shipping-firstName')).toBeVisible();
  // The order stays in view beside the form: what is bought and what it costs.
  const order = page.getByRole('complementary', { name: 'Your order' });
  await expect(order).toContainText(cart.items[0]!.name);
  await expect(order.getByTestId('aside-totals-total')).toHaveText(usd(cart.totals.total));
  // No marketing pop-up over the checkout (the cart page before it has one).
  await expect(page.locator('storefront-popup')).toHaveCount(0);
  await expectNoSeriousViolations(page, 'main');
  // The card fields' frame is loaded only on the billing step; no marketing pop-up covers checkout.
  expect(frames).toEqual([]);
  await expect(page.locator('storefront-popup')).toHaveCount(0);

  await fillShippingForm(page);
  await page.getByTestId('checkout-to-billing').click();
  await expect(page).toHaveURL(/\/checkout\/billing$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Billing and payment' })).toBeFocused();
  await expect(page.getByTestId('card-fields-frame')).toBeVisible();
  await expect(page.frameLocator('[data-testid="card-fields-frame"]').locator('#number')).toBeVisible();
  await expectNoSeriousViolations(page, 'main');
  expect(frames.length).toBeGreaterThan(0);

  await typeCard(page, CARDS.approved);
  await page.getByTestId('checkout-to-summary').click();
  await expect(page).toHaveURL(/\/checkout\/summary$/);
  await expect(page.getByTestId('summary-payments')).toContainText('Visa ending in 1142');
  await expect(page.getByTestId('summary-ship-to')).toContainText('12 Main Street');
  await expect(page.getByTestId('summary-totals-total')).toBeVisible();
  await expectNoSeriousViolations(page, 'main');

  await page.getByTestId('place-order').click();
  await expect(page).toHaveURL(/\/en-us\/order-confirmation\?orderNumber=/, { timeout: 20_000 });
  const confirmation = page.getByTestId('order-confirmation');
  await expect(confirmation).toBeVisible();
  await expect(page.getByTestId('order-number')).toContainText(/Order number ST-/);
  await expect(page.getByTestId('order-items')).toContainText(cart.items[0]!.name);
  await expect(page.getByTestId('order-payments')).toContainText('Visa •••• 1142');
  await expect(page.getByTestId('order-ship-to')).toContainText('12 Main Street');
  await expect(page.getByTestId('order-ship-to')).toContainText('United States');
  await expectCartReset(page);
  await expectNoSeriousViolations(page, 'main');
  expect(await page.locator('body').getAttribute('data-page-class')).toBe('Order confirmation');

  // The card number and CVC went to the processor's frame only, never to the commerce API.
  expect(bodies.filter((body) => body.includes(CARDS.approved) || body.includes('"cvc"'))).toEqual([]);
});

test('an empty cart at checkout says so and links to the cart', async ({ page }) => {
  await page.goto('/en-us/checkout');
  await expect(page.getByTestId('checkout-empty')).toBeVisible();
  await expect(page.getByTestId('checkout-empty').getByRole('link', { name: 'Go to your cart' })).toHaveAttribute('href', '/en-us/cart');
  expect(await page.locator('body').getAttribute('data-page-class')).toBe('Checkout');
});
