import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { liveBuyBox } from './buy-box';
import { buyableVariants, chooseVariant, guestWithCart, pageApi, storeSession } from './cart-helpers';

/**
 * The server no longer has the stored basket for this shopper (§4 cart not found): the session is
 * replaced through the API, so the stored basketId names a cart that is not theirs, which the API
 * answers exactly like a deleted one (CART_NOT_FOUND).
 */
async function loseTheBasket(page: Page): Promise<void> {
  const fresh = await pageApi<{ expiresIn: number; consumerType: string; usid: string }>(page, 'POST', '/token/v2/auth/token', { type: 'Guest' });
  expect(fresh.status).toBe(200);
  await storeSession(page, 'guest', fresh.body);
}

test('an add after the basket is gone makes a new cart, puts the remembered lines back and adds the item', async ({ page, request }) => {
  test.slow();
  const [first, second, third] = await buyableVariants(request);
  const lost = await guestWithCart(page, [{ variantId: first!.variant.id, qty: 2 }, { variantId: second!.variant.id, qty: 1 }]);
  await loseTheBasket(page);
  expect((await pageApi(page, 'GET', `/cart/v1/cart/${lost.basketId}`)).body).toMatchObject({ errorDetails: [{ errorId: 'CART_NOT_FOUND' }] });

  await page.goto(third!.product.url);
  await liveBuyBox(page);
  await chooseVariant(page, 'pdp', third!);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const miniCart = page.getByRole('dialog', { name: 'Your cart' });
  // Three paid lines (a free gift may join them once the cart passes its threshold).
  await expect(miniCart.locator('[data-testid=cart-line]:not([data-bonus])')).toHaveCount(3);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('storefront:cart')!));
  expect(stored.totalItems).toBeGreaterThanOrEqual(4);
  await expect(page.getByTestId('cart-count')).toHaveText(String(stored.totalItems));
  expect(stored.basketId).not.toBe(lost.basketId);
  expect(stored.lines.map((line: { variantId: string; qty: number }) => [line.variantId, line.qty]).sort()).toEqual(
    [[first!.variant.id, 2], [second!.variant.id, 1], [third!.variant.id, 1]].sort(),
  );
});

test('the cart page finds the basket gone and shows the remembered lines in a new cart', async ({ page, request }) => {
  test.slow();
  const [first] = await buyableVariants(request);
  const lost = await guestWithCart(page, [{ variantId: first!.variant.id, qty: 3 }]);
  await loseTheBasket(page);
  await page.goto('/en-us/cart');
  const line = page.getByTestId('cart-page-line');
  await expect(line).toHaveCount(1);
  await expect(line.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('3');
  await expect(page.getByTestId('cart-page')).not.toHaveAttribute('data-basket-id', lost.basketId);
});
