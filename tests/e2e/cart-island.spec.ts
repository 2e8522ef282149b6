import { expect, test } from './fixtures';
import { expectNoSeriousViolations } from './axe';

const CART_KEY = 'storefront:cart';

test('with an empty cart the header loads no React until the shopper reaches for the cart', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/en-us');
  await page.waitForLoadState('networkidle');
  const cartLink = page.getByRole('link', { name: /Cart/ });
  await expect(cartLink).toBeVisible();
  await expect(page.locator('[data-hydrated="true"]')).toHaveCount(0);
  const before = scripts.length;
  await cartLink.hover();
  await expect(page.locator('[data-hydrated="true"]')).toHaveCount(1);
  expect(scripts.length).toBeGreaterThan(before);
  await expect(page.getByTestId('cart-count')).toBeHidden();
});

test('the cart count island shows the stored cart (hydrating without an error) and follows changes from another tab', async ({ context }) => {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => { if (message.type() === 'error') errors.push(message.text()); });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(
    ([key]) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem(key!, JSON.stringify({ basketId: 'b-1', favoriteId: null, totalItems: 3 }));
        sessionStorage.setItem('seeded', '1');
      }
    },
    [CART_KEY],
  );
  await page.goto('/en-us');
  await expect(page.getByTestId('cart-count')).toHaveText('3');
  await expect(page.getByRole('link', { name: 'Cart (3 items)' })).toBeVisible();
  // The server's first render (no cart) is what React hydrates; the count follows (error #418 before).
  expect(errors).toEqual([]);
  // Its name holds what it shows (axe's label-content-name-mismatch flagged the aria-label before).
  await expectNoSeriousViolations(page, '.site-header__actions');

  const otherTab = await context.newPage();
  await otherTab.goto('/en-us/c/x-1234');
  await otherTab.evaluate(([key]) => {
    localStorage.setItem(key!, JSON.stringify({ basketId: 'b-1', favoriteId: null, totalItems: 5 }));
  }, [CART_KEY]);
  await expect(page.getByTestId('cart-count')).toHaveText('5');
});

test('a damaged stored cart does not break the page', async ({ page }) => {
  await page.addInitScript(([key]) => localStorage.setItem(key!, '{"totalItems":"lots"'), [CART_KEY]);
  await page.goto('/en-us');
  await page.getByRole('link', { name: /Cart/ }).hover();
  await expect(page.locator('[data-hydrated="true"]')).toHaveCount(1);
  await expect(page.getByTestId('cart-count')).toBeHidden();
});
