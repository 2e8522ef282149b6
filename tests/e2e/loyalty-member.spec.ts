import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { expectNoSeriousViolations } from './axe';
import { signInThroughApi } from './cart-helpers';

// Issue 13 (UI): a seeded loyalty member (1,250 points) sees their points on /loyalty and buys a
// voucher with them; a guest gets the same cacheable content page without the panel.
const MEMBER = 'member@stride.example';

/**
 * The layout shift a personalised block causes: layout-shift entries (not caused by input) that
 * move the block's own content or what follows it, without moving the block itself (content above
 * it, such as the member panel hydrating when idle above the canvas, moves the canvas that holds
 * it: another cause). Also counts the block's swaps (data-shown changes).
 */
const WATCH_BLOCK_SHIFT = (selector: string) => {
  const watch = { swaps: 0, shift: 0 };
  (window as unknown as { blockShift: typeof watch }).blockShift = watch;
  new MutationObserver(() => {
    watch.swaps += 1;
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-shown'] });
  new PerformanceObserver((list) => {
    const block = document.querySelector(selector);
    for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources: { node?: Node }[] }[]) {
      const caused = entry.sources.some(({ node }) => block && node && !node.contains(block) && (block.contains(node) || (block.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0));
      if (!entry.hadRecentInput && caused) watch.shift += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
};
const blockShift = (page: Page) => page.evaluate(() => (window as unknown as { blockShift: { swaps: number; shift: number } }).blockShift);

test('a member sees their points on the loyalty page, buys a voucher and the balance follows', async ({ page }) => {
  await page.addInitScript(WATCH_BLOCK_SHIFT, 'storefront-segmentation[data-segmentation-id="loyalty-welcome"]');
  // The width at which the header keeps its place when the greeting and points arrive (signed-in-pages.spec.ts).
  await page.setViewportSize({ width: 1366, height: 900 });
  const guest = await page.goto('/en-us/loyalty');
  expect(guest?.status()).toBe(200);
  expect(guest?.headers()['cache-control']).toContain('public');
  await expect(page.locator('h1')).toBeVisible();
  await expect(page.getByTestId('loyalty-panel')).toHaveCount(0);
  // Issue 14: a guest gets the join offer and the page's invitation (the segmentation block's baseline).
  await expect(page.getByRole('button', { name: 'Get 10% off' })).toBeVisible();
  await expect(page.getByText('Join free and earn points on every order.')).toBeVisible();
  const welcome = page.locator('storefront-segmentation[data-segmentation-id="loyalty-welcome"]');
  await expect(welcome).toHaveAttribute('data-shown', 'baseline');

  await signInThroughApi(page, MEMBER);
  await page.goto('/en-us/checkout');
  await expect(page.locator('body')).toHaveAttribute('data-page-class', /Checkout|Cart/);
  await expect(page.locator('storefront-popup')).toHaveCount(0);
  // The same cached page: the member sees the member segment, swapped in with no layout shift, and no join offer.
  const member = await page.goto('/en-us/loyalty');
  expect(member?.headers()['cache-control']).toContain('public');
  await expect(welcome).toHaveAttribute('data-shown', 'loyalty-member');
  await expect(page.getByText('Welcome back: as a member you earn points on every order.')).toBeVisible();
  await expect(page.getByText('Join free and earn points on every order.')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Get 10% off' })).toHaveCount(0);
  await expect(page.locator('storefront-popup[data-popup-id="seed-welcome"]')).toBeHidden();
  // Every alternative already has its place: the block is as tall for the member as for the guest.
  await page.waitForLoadState('networkidle');
  const swap = await blockShift(page);
  expect(swap.swaps).toBeGreaterThan(0);
  expect(swap.shift).toBe(0);
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
