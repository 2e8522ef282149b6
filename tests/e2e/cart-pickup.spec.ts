import type { APIRequestContext } from '@playwright/test';
import { test, expect } from './fixtures';
import { buyableVariants, guestWithCart, type Pick } from './cart-helpers';

const NEW_YORK = '10001';

interface Store {
  readonly id: string;
  readonly name: string;
}

/** A variant in stock online and in a store near New York, with that store. */
async function pickupPick(request: APIRequestContext): Promise<{ pick: Pick; store: Store }> {
  const stores: Store[] = (await (await request.post('/api/stores/v1/search?locale=en-us', { headers: { 'x-brand': 'stride' }, data: { postalCode: NEW_YORK } })).json()).stores;
  for (const pick of await buyableVariants(request)) {
    const url = `/api/products/v2/products/${pick.product.id}/storeInventory?locale=en-us&storeIds=${stores.map((store) => store.id).join(',')}`;
    const rows: Array<{ storeId: string; variantId: string; quantity: number }> = (await (await request.get(url, { headers: { 'x-brand': 'stride' } })).json()).storeInventory;
    const row = rows.find((candidate) => candidate.variantId === pick.variant.id && candidate.quantity >= 2);
    if (row) return { pick, store: stores.find((store) => store.id === row.storeId)! };
  }
  throw new Error('no variant in stock in a New York store');
}

test('switch a line to pickup in store: the store picker shows stock, the line is collected there, and it can go home again', async ({ page, request }) => {
  test.slow();
  const { pick, store } = await pickupPick(request);
  await guestWithCart(page, [{ variantId: pick.variant.id, qty: 1 }]);
  await page.goto('/en-us/cart');
  const line = page.getByTestId('cart-page-line');
  const delivery = line.getByRole('group', { name: 'Delivery' });
  await expect(delivery.getByRole('radio', { name: /Ship to me/ })).toBeChecked();

  // The radio follows the cart: without a store it opens the store picker and stays as it was.
  await delivery.getByRole('radio', { name: /Pick up in store/ }).click();
  const picker = page.getByRole('dialog', { name: 'Choose a store' });
  await expect(picker).toBeVisible();
  await picker.getByLabel('Postal code').fill(NEW_YORK);
  await picker.getByRole('button', { name: 'Find stores' }).click();
  const row = picker.getByTestId('pickup-store').filter({ hasText: store.name });
  await expect(row).toContainText(/In stock|Only \d+ left/);
  await row.getByRole('button', { name: `Pick up here: ${store.name}` }).click();
  await expect(picker).toBeHidden();

  await expect(delivery.getByRole('radio', { name: /Pick up in store/ })).toBeChecked();
  await expect(delivery).toContainText(`in stock at ${store.name}`);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('storefront:cart')!));
  expect(stored.lines).toEqual([{ variantId: pick.variant.id, qty: 1, storeId: store.id }]);

  await delivery.getByRole('radio', { name: /Ship to me/ }).click();
  await expect(delivery.getByRole('radio', { name: /Ship to me/ })).toBeChecked();
  await expect(line.getByTestId('cart-line-errors')).toHaveCount(0);
});
