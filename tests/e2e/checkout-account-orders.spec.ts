import { expectNoSeriousViolations } from './axe';
import { buyableVariants, newShopper, signInThroughApi } from './cart-helpers';
import { advanceOrder, placeOrderThroughApi } from './checkout-helpers';
import { expect, test } from './fixtures';

test('the account lists the orders: detail with tracking, invoice, return label once delivered, cancel until shipped', async ({ page, request }) => {
  test.slow();
  const shopper = await newShopper(request, 'Orla');
  const [pick] = await buyableVariants(request);
  await page.goto('/en-us/search');
  await signInThroughApi(page, shopper.email);
  const delivered = await placeOrderThroughApi(page, pick!.variant.id);
  await advanceOrder(page, delivered, 'shipped');
  await advanceOrder(page, delivered, 'delivered');
  const open = await placeOrderThroughApi(page, pick!.variant.id);

  await page.goto('/en-us/account');
  const section = page.getByTestId('account-orders');
  await expect(section.getByTestId('order-row')).toHaveCount(2);
  const openRow = section.locator(`[data-order-number="${open}"]`);
  const deliveredRow = section.locator(`[data-order-number="${delivered}"]`);
  await expect(openRow.getByTestId('order-status')).toHaveText('Ordered');
  await expect(deliveredRow.getByTestId('order-status')).toHaveText('Delivered');

  // The delivered order: tracking, invoice, a return label; it can no longer be cancelled.
  await deliveredRow.getByTestId('order-toggle').click();
  await expect(deliveredRow.getByTestId('order-toggle')).toHaveAttribute('aria-expanded', 'true');
  await expect(deliveredRow.getByTestId('order-tracking')).toContainText('Tracking number');
  await expect(deliveredRow.getByTestId('order-cancel')).toHaveCount(0);
  const invoice = page.waitForEvent('download');
  await deliveredRow.getByTestId('order-invoice').click();
  expect((await invoice).suggestedFilename()).toBe(`invoice-${delivered}.pdf`);
  const label = page.waitForEvent('download');
  await deliveredRow.getByTestId('order-return-label').click();
  expect((await label).suggestedFilename()).toMatch(/^return-.+\.pdf$/);
  await expect(page.getByTestId('orders-status')).toHaveText('Your return label is ready.');
  await expectNoSeriousViolations(page, '#account-orders');

  // The open order: cancelled after the confirmation.
  await openRow.getByTestId('order-toggle').click();
  await openRow.getByTestId('order-cancel').click();
  const confirm = page.getByRole('dialog', { name: 'Cancel this order?' });
  await expect(confirm).toContainText(`Order ${open} will be cancelled`);
  await confirm.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByTestId('orders-status')).toHaveText('Your order has been cancelled.');
  await expect(openRow.getByTestId('order-status')).toHaveText('Cancelled');
  await expect(openRow.getByTestId('order-cancel')).toHaveCount(0);
});
