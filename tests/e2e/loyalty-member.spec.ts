import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { expectNoSeriousViolations } from './axe';
import type { Cart } from '../../schemas/commerce/cart';
import { buyableVariants, pageApi, signInThroughApi, storeCart, usd } from './cart-helpers';
import { addressesOnCart, CARDS, typeCard } from './checkout-helpers';

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
/**
 * Every layout shift on the page not caused by input (the member panel arriving included), except
 * the header's own actions: right-aligned, they widen leftwards when the greeting replaces 'Sign in'.
 */
const WATCH_PAGE_SHIFT = () => {
  const watch = { shift: 0, moved: [] as string[] };
  (window as unknown as { pageShift: typeof watch }).pageShift = watch;
  const headerActions = (node?: Node) => node instanceof Element && node.closest('.site-header__actions') !== null;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources: { node?: Node }[] }[]) {
      if (entry.hadRecentInput || entry.sources.every(({ node }) => headerActions(node))) continue;
      watch.shift += entry.value;
      for (const { node } of entry.sources) if (node instanceof Element) watch.moved.push(`${node.tagName.toLowerCase()}.${node.className}`);
    }
  }).observe({ type: 'layout-shift', buffered: true });
};
const blockShift = (page: Page) => page.evaluate(() => (window as unknown as { blockShift: { swaps: number; shift: number } }).blockShift);

test('a member sees their points on the loyalty page, buys a voucher, pays with it and the rest of the points at checkout, and the balance follows', async ({ page, request }) => {
  test.slow();
  await page.addInitScript(WATCH_BLOCK_SHIFT, 'storefront-segmentation[data-segmentation-id="loyalty-welcome"]');
  await page.addInitScript(WATCH_PAGE_SHIFT);
  // The newsletter pop-up (what a member is shown instead of the join offer) expanding in the middle of the axe
  // run was measured half faded in (a flaky contrast finding); the guest's join offer is part of this test.
  await page.addInitScript(() => localStorage.setItem('storefront:popups-dismissed', JSON.stringify(['seed-newsletter'])));
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
  // The panel arrives below the programme's content and the header's search keeps its place: nothing the
  // member reads moves (the panel above the content shifted it by about 0.17, the search moved with the greeting).
  const memberPageShift = await page.evaluate(() => (window as unknown as { pageShift: { shift: number; moved: string[] } }).pageShift);
  expect(memberPageShift.shift, memberPageShift.moved.join(', ')).toBe(0);
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

  // At checkout the voucher ($10.00) and the 250 points left ($2.50) pay part of an order; a card the rest.
  await page.setViewportSize({ width: 1280, height: 900 });
  const pick = (await buyableVariants(request)).find((candidate) => candidate.variant.price.current > 2_000)!;
  const made = await pageApi<Cart>(page, 'POST', '/cart/v1/cartWithItem', { productId: pick.variant.id, qty: 1 });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  await storeCart(page, made.body);
  const cart = await addressesOnCart(page, made.body);
  await page.goto('/en-us/checkout/billing');
  const rewards = page.getByTestId('rewards');
  await expect(rewards.getByTestId('rewards-balance')).toHaveText('You have 250 points, worth $2.50.');
  await rewards.getByRole('button', { name: /^Use voucher LV-\w+ \(\$10\.00\)$/ }).click();
  await expect(rewards.getByTestId('rewards-applied')).toContainText(/Voucher LV-\w+, \$10\.00/);
  await expect(page.getByTestId('remaining-to-pay')).toContainText(usd(cart.totals.total - 1_000));
  // More points than there are: refused at the field, nothing applied.
  await rewards.getByLabel('Points to use').fill('900');
  await rewards.getByTestId('rewards-use-points').click();
  await expect(page.getByTestId('rewards-points-error')).toHaveText('Enter a whole number of points from 1 to 250.');
  await rewards.getByLabel('Points to use').fill('');
  await rewards.getByTestId('rewards-use-points').click();
  await expect(rewards.getByTestId('rewards-applied')).toContainText('250 points, $2.50');
  await expect(page.getByTestId('remaining-to-pay')).toContainText(usd(cart.totals.total - 1_250));
  await expectNoSeriousViolations(page, '[data-testid="rewards"]');

  await typeCard(page, CARDS.approved);
  await page.getByTestId('checkout-to-summary').click();
  await expect(page.getByTestId('summary-totals-rewards')).toHaveText(`−${usd(1_250)}`);
  await page.getByTestId('place-order').click();
  await expect(page).toHaveURL(/\/order-confirmation\?orderNumber=/, { timeout: 20_000 });
  await expect(page.getByTestId('order-totals-rewards')).toHaveText(`−${usd(1_250)}`);
  // The points were spent: the header reads the balance again.
  await expect(page.getByTestId('account-points')).toHaveText('0 points');
  // The account's link to the points goes to the panel, below the programme's content.
  await page.goto('/en-us/loyalty#my-points');
  await expect(page.getByTestId('loyalty-balance')).toHaveText('0');
  await expect(page.getByTestId('loyalty-panel')).toBeInViewport();
});
