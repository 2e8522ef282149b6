import { test, expect } from './fixtures';
import { liveBuyBox } from './buy-box';
import { expectNoSeriousViolations } from './axe';
import { buyableVariants, chooseVariant, pageApi, usd } from './cart-helpers';

test('add from the product page: the mini cart opens on the item, the badge counts it, and the cart page lets the shopper change the quantity and remove it', async ({ page, request }) => {
  test.slow(); // several pages and two axe runs
  const [pick] = await buyableVariants(request);
  await page.goto(pick!.product.url);
  await liveBuyBox(page);
  await chooseVariant(page, 'pdp', pick!);
  await page.getByRole('button', { name: 'Add to cart' }).click();

  const miniCart = page.getByRole('dialog', { name: 'Your cart' });
  await expect(miniCart).toBeVisible();
  await expect(miniCart.getByTestId('cart-line')).toHaveAttribute('data-variant-id', pick!.variant.id);
  await expect(miniCart.getByTestId('mini-cart-subtotal')).toHaveText(/\$\d/);
  const toast = page.getByTestId('toast').filter({ hasText: 'Added to your cart' });
  await expect(toast).toBeVisible();
  // The toast sits beside the side panel, never over the item or the buttons.
  const [toastBox, panelBox] = [await toast.boundingBox(), await page.locator('.dialog-host__panel').boundingBox()];
  expect(toastBox!.x + toastBox!.width).toBeLessThanOrEqual(panelBox!.x);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await expect(miniCart.getByTestId('mini-cart-checkout')).toHaveAttribute('href', '/en-us/checkout');
  // PayPal express for the cart sits in the mini cart's checkout area too (the product page offers PayPal).
  await expect(miniCart.getByTestId('paypal-express-cart').getByRole('button', { name: 'Check out with PayPal' })).toBeEnabled();
  await expectNoSeriousViolations(page, '.dialog-host');

  // Escape closes it and gives focus back to the button.
  await page.keyboard.press('Escape');
  await expect(miniCart).toBeHidden();
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeFocused();

  await page.goto('/en-us/cart');
  await expect(page.locator('body')).toHaveAttribute('data-page-class', 'Cart');
  const line = page.getByTestId('cart-page-line');
  await expect(line).toHaveCount(1);
  await expect(line.getByRole('link', { name: pick!.product.name })).toBeVisible();
  await expect(page.getByTestId('total-subtotal')).toHaveText(usd(pick!.variant.price.current));

  await line.getByRole('button', { name: `Increase the quantity of ${pick!.product.name}` }).click();
  await expect(line.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('2');
  await expect(page.getByTestId('cart-page-count')).toHaveText('2 items');
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  await expect(page.getByTestId('total-subtotal')).not.toHaveText(usd(pick!.variant.price.current));
  await expectNoSeriousViolations(page, 'main');

  await line.getByRole('button', { name: `Remove ${pick!.product.name} from your cart` }).click();
  await expect(page.getByTestId('cart-empty')).toBeVisible();
  await expect(page.getByTestId('cart-count')).toBeHidden();
  // The empty state shows what others buy.
  await expect(page.locator('#cart-empty-recommendations')).toBeVisible();
});

test('the cart page is personal: never cached, and rendered without the cart', async ({ request }) => {
  const response = await request.get('/en-us/cart');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('private, no-store');
  const html = await response.text();
  expect(html).toContain('Your cart');
  expect(html).not.toContain('data-basket-id');
});

test('on a slow network, a size chosen and the buy button pressed before the buy box code arrived add that size, once', async ({ page, request }) => {
  test.slow();
  const picks = await buyableVariants(request);
  let pick: (typeof picks)[number] | undefined;
  for (const candidate of picks) {
    await page.goto(candidate.product.url);
    // The page opens on its first colour: a size of that colour can be chosen before any script.
    const color = await page.locator('input[name="pdp-color"]:checked').getAttribute('value');
    if (color === (candidate.variant.attributes.color ?? null)) { pick = candidate; break; }
  }
  expect(pick, 'a buyable variant in the colour a product page opens on').toBeDefined();
  await page.waitForLoadState('networkidle');
  // Nothing of the buy box's code has loaded (it waits for a touch); from now on each script takes 1.5 s.
  await expect(page.locator('[data-testid=buy-box]')).toHaveAttribute('data-hydrated', 'false');
  await page.route('**/_astro/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });

  await page.locator(`label[for="pdp-size-${pick!.variant.attributes.size!}"]`).click();
  await expect(page.locator(`#pdp-size-${pick!.variant.attributes.size!}`)).toBeChecked();
  // Still the server's button ('Choose options'): pressed as a shopper would, before the code is there.
  const button = page.locator('[data-testid=buy-box] [data-buy-state]');
  await expect(button).toHaveAttribute('data-buy-state', 'choose-options');
  await button.click({ force: true });

  const miniCart = page.getByRole('dialog', { name: 'Your cart' });
  await expect(miniCart).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  const { basketId } = await page.evaluate(() => JSON.parse(localStorage.getItem('storefront:cart')!));
  const cart = await pageApi<{ items: Array<{ variantId: string; qty: number; bonus: boolean }> }>(page, 'GET', `/cart/v1/cart/${basketId}`);
  expect(cart.body.items.filter((item) => !item.bonus).map(({ variantId, qty }) => ({ variantId, qty }))).toEqual([{ variantId: pick!.variant.id, qty: 1 }]);
});
