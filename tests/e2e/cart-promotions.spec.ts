import { test, expect } from './fixtures';
import { buyableVariants, guestWithCart } from './cart-helpers';

// Seeded for every site (src/server/db/seed/cart/promotion-plans.ts): free standard delivery from
// $75, FIRST100 takes 20 % off the order, SUMMER25 ended in 2025.
const FREE_DELIVERY_FROM = 7_500;

test('promo codes: an expired or unknown code is refused at the field, a valid one applies and can be removed', async ({ page, request }) => {
  test.slow();
  const [pick] = await buyableVariants(request);
  await guestWithCart(page, [{ variantId: pick!.variant.id, qty: 1 }]);
  await page.goto('/en-us/cart');
  const field = page.getByRole('textbox', { name: 'Promo code' });
  await expect(field).toBeVisible();

  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('coupon-error')).toHaveText('Enter a promo code.');

  await field.fill('SUMMER25');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('coupon-error')).toHaveText('This promo code has expired.');
  await expect(field).toHaveAttribute('aria-invalid', 'true');

  await field.fill('NOT-A-CODE');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('coupon-error')).toHaveText('This promo code is not valid.');

  const totalBefore = await page.getByTestId('total-total').textContent();
  await field.fill('FIRST100');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('coupon-error')).toHaveCount(0);
  await expect(page.getByTestId('coupon-list')).toContainText('FIRST100');
  await expect(page.getByTestId('coupon-list')).toContainText('Applied');
  await expect(page.getByTestId('promo-summary')).toContainText('20% off your order');
  await expect(page.getByTestId('total-saving')).toContainText('You save');
  await expect(page.getByTestId('total-total')).not.toHaveText(totalBefore!);

  await page.getByRole('button', { name: 'Remove promo code FIRST100' }).click();
  await expect(page.getByTestId('coupon-list')).toHaveCount(0);
  await expect(page.getByTestId('total-total')).toHaveText(totalBefore!);
});

test('approaching promotions follow the cart: how far free delivery is, then that it is reached', async ({ page, request }) => {
  test.slow();
  const picks = await buyableVariants(request, 12);
  const pick = picks.find(({ variant }) => variant.price.current < FREE_DELIVERY_FROM && variant.price.current * 12 * 0.85 > FREE_DELIVERY_FROM)!;
  await guestWithCart(page, [{ variantId: pick.variant.id, qty: 1 }]);
  await page.goto('/en-us/cart');
  const delivery = page.getByTestId('approaching-promotion').filter({ hasText: /free delivery/i });
  await expect(delivery).toContainText(/Spend \$\d+\.\d\d more for free delivery/);
  await expect(delivery.getByRole('progressbar')).toBeVisible();

  const line = page.getByTestId('cart-page-line');
  const quantity = line.getByRole('spinbutton', { name: 'Quantity' });
  await quantity.fill('12');
  await quantity.press('Enter');
  await expect(quantity).toHaveValue('12');
  await expect(page.getByTestId('approaching-promotion').filter({ hasText: 'Free standard delivery' })).toBeVisible();
  await expect(page.getByTestId('total-shipping')).toHaveText('Free');
});
