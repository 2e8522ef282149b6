import { test, expect } from './fixtures';
import { expectNoSeriousViolations } from './axe';
import { signInThroughApi } from './cart-helpers';

// Issue 13 (UI): a seeded loyalty member (1,250 points) sees their points on /loyalty and buys a
// voucher with them; a guest gets the same cacheable content page without the panel.
const MEMBER = 'member@stride.example';

test('a member sees their points on the loyalty page, buys a voucher and the balance follows', async ({ page }) => {
  const guest = await page.goto('/en-us/loyalty');
  expect(guest?.status()).toBe(200);
  expect(guest?.headers()['cache-control']).toContain('public');
  await expect(page.locator('h1')).toBeVisible();
  await expect(page.getByTestId('loyalty-panel')).toHaveCount(0);

  await signInThroughApi(page, MEMBER);
  await page.goto('/en-us/loyalty');
  const panel = page.getByTestId('loyalty-panel');
  await expect(panel.getByRole('heading', { name: 'Your points' })).toBeVisible();
  await expect(panel.getByTestId('loyalty-balance')).toHaveText('1,250');
  // The header reads the profile once and shows the member's points next to the greeting.
  await expect(page.getByTestId('account-points')).toHaveText('1,250 points');
  await expect(panel.getByTestId('loyalty-no-vouchers')).toBeVisible();

  await panel.getByRole('button', { name: 'Redeem 1,000 points for a $10.00 voucher' }).click();
  await expect(panel.getByTestId('loyalty-redeem-done')).toContainText('Your $10.00 voucher LV-');
  await expect(panel.getByTestId('loyalty-redeem-done')).toBeFocused();
  await expect(panel.getByTestId('loyalty-balance')).toHaveText('250');
  await expect(page.getByTestId('account-points')).toHaveText('250 points');
  const voucher = panel.getByTestId('loyalty-voucher');
  await expect(voucher).toHaveCount(1);
  await expect(voucher).toContainText('$10.00');
  await expect(voucher).toContainText('Ready to use');
  await expect(panel.getByTestId('loyalty-history-entry').first()).toContainText('Voucher bought');
  await expect(panel.getByTestId('loyalty-history-entry').first()).toContainText('−1,000');
  await expect(panel.getByTestId('loyalty-redeem-none')).toHaveText('Your balance does not cover a voucher yet: the smallest costs 500 points.');

  await expectNoSeriousViolations(page);
  // A phone scrolls the tables sideways inside the panel: still clean (the scroll regions take focus).
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoSeriousViolations(page, '[data-testid="loyalty-panel"]');
});
