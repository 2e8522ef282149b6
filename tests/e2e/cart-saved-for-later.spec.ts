import type { Cart } from '../../schemas/commerce/cart';
import { test, expect } from './fixtures';
import { buyableVariants, guestWithCart, newShopper, pageApi, signInThroughApi, storeCart } from './cart-helpers';

test('a registered shopper saves a line for later and moves it back with its quantity', async ({ page, request }) => {
  test.slow();
  const [pick] = await buyableVariants(request);
  const { email } = await newShopper(request, 'Sully');
  await page.goto('/en-us/search');
  await pageApi(page, 'POST', '/token/v2/auth/token', { type: 'Guest' });
  await signInThroughApi(page, email);
  const made = await pageApi<Cart>(page, 'POST', '/cart/v1/cartWithItem', { productId: pick!.variant.id, qty: 2 });
  expect(made.status).toBe(200);
  await storeCart(page, made.body);

  await page.goto('/en-us/cart');
  const line = page.getByTestId('cart-page-line');
  await expect(line).toHaveCount(1);
  await line.getByRole('button', { name: `Save ${pick!.product.name} for later` }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Moved to your saved items' })).toBeVisible();
  await expect(page.getByTestId('cart-empty')).toBeVisible();
  const saved = page.getByTestId('saved-item');
  await expect(saved).toHaveCount(1);
  await expect(saved).toHaveAttribute('data-variant-id', pick!.variant.id);
  await expect(saved).toContainText('Qty 2');
  await expect(page.getByTestId('cart-count')).toBeHidden();

  await saved.getByRole('button', { name: /^Move .* to your cart$/ }).click();
  await expect(page.getByTestId('cart-page-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-page-line').getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('2');
  await expect(page.getByTestId('saved-for-later')).toHaveCount(0);
  await expect(page.getByTestId('cart-count')).toHaveText('2');
});

test('a guest is not offered saved for later', async ({ page, request }) => {
  const [pick] = await buyableVariants(request);
  await guestWithCart(page, [{ variantId: pick!.variant.id, qty: 1 }]);
  await page.goto('/en-us/cart');
  await expect(page.getByTestId('cart-page-line')).toHaveCount(1);
  await expect(page.getByRole('button', { name: /for later/ })).toHaveCount(0);
});
