import { test, expect } from './fixtures';
import { buyableVariants, guestWithCart, newShopper, PASSWORD } from './cart-helpers';

test('a guest cart is merged into the account at sign-in, with its notice', async ({ page, request }) => {
  test.slow();
  const [pick] = await buyableVariants(request);
  const { email } = await newShopper(request, 'Merritt');
  const guestCart = await guestWithCart(page, [{ variantId: pick!.variant.id, qty: 2 }]);

  await page.goto('/en-us');
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  const signIn = page.getByTestId('sign-in-link');
  await signIn.hover();
  await expect(page.getByTestId('account-link')).toHaveAttribute('data-account-hydrated', 'true');
  await signIn.click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Sign in' }).click();

  await expect(page.getByTestId('toast').filter({ hasText: 'The items from your last visit were added to your cart.' })).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('storefront:cart')!));
  // The account's cart now holds the items; the guest cart is gone.
  expect(stored.basketId).not.toBe(guestCart.basketId);

  await page.goto('/en-us/cart');
  const line = page.getByTestId('cart-page-line');
  await expect(line).toHaveCount(1);
  await expect(line.getByTestId('cart-line')).toHaveAttribute('data-variant-id', pick!.variant.id);
  await expect(line.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('2');
  await expect(page.getByTestId('cart-page')).toHaveAttribute('data-basket-id', stored.basketId);
});
