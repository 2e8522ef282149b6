import { test, expect } from './fixtures';
import { buyableVariants, chooseVariant, guestWithCart } from './cart-helpers';

test('add from quick shop on a listing: the mini cart takes the panel and the badge counts the item', async ({ page, request }) => {
  test.slow();
  const [pick] = await buyableVariants(request);
  await page.goto('/en-us/c/men-10001');
  await page.locator(`a[data-quick-shop="${pick!.product.id}"]`).click();
  const quickShop = page.getByRole('dialog', { name: pick!.product.name });
  await expect(quickShop.getByTestId('buy-box')).toBeVisible();
  await chooseVariant(page, `qs-${pick!.product.id}`, pick!);
  await quickShop.getByRole('button', { name: 'Add to cart' }).click();

  const miniCart = page.getByRole('dialog', { name: 'Your cart' });
  await expect(miniCart).toBeVisible();
  await expect(miniCart.getByTestId('cart-line')).toHaveAttribute('data-variant-id', pick!.variant.id);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await miniCart.getByRole('link', { name: 'View cart' }).click();
  await expect(page).toHaveURL(/\/en-us\/cart$/);
  await expect(page.getByTestId('cart-page-line')).toHaveAttribute('data-item-id', /.+/);
});

test('edit a cart line in quick shop (update context): another size replaces it in the same line', async ({ page, request }) => {
  test.slow();
  const picks = await buyableVariants(request);
  // A product with a second size in stock in the same colour.
  const found = picks.flatMap((pick) => pick.product.variants
    .filter((other) => other.id !== pick.variant.id && other.productInventoryState === 'InStock' && other.attributes.color === pick.variant.attributes.color)
    .map((other) => ({ pick, other })))[0]!;
  await guestWithCart(page, [{ variantId: found.pick.variant.id, qty: 1 }]);
  await page.goto('/en-us/cart');
  const line = page.getByTestId('cart-page-line');
  await expect(line).toHaveCount(1);
  const itemId = await line.getAttribute('data-item-id');
  await line.getByRole('button', { name: `Edit ${found.pick.product.name}` }).click();

  const quickShop = page.getByRole('dialog', { name: found.pick.product.name });
  await expect(quickShop.getByTestId('buy-box')).toHaveAttribute('data-variant-id', found.pick.variant.id);
  await chooseVariant(page, `qs-${found.pick.product.id}`, { product: found.pick.product, variant: found.other });
  await quickShop.getByRole('button', { name: 'Update in cart' }).click();
  await expect(quickShop).toBeHidden();
  await expect(page.getByTestId('toast').filter({ hasText: 'Your cart was updated' })).toBeVisible();
  await expect(line).toHaveAttribute('data-item-id', itemId!);
  await expect(line.getByTestId('cart-line')).toHaveAttribute('data-variant-id', found.other.id);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
});
