import { expectNoSeriousViolations } from './axe';
import { buyableVariants, newShopper } from './cart-helpers';
import { CARDS, typeCard } from './checkout-helpers';
import { expect, test } from './fixtures';

/** Calls the API with the associate's token from this tab's sessionStorage (preconditions only). */
async function asAssociate<T>(page: import('@playwright/test').Page, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  return page.evaluate(async ({ method, path, body }) => {
    const { accessToken } = JSON.parse(sessionStorage.getItem('storefront_associate') ?? '{}') as { accessToken: string };
    const response = await fetch(`/api${path}${path.includes('?') ? '&' : '?'}locale=en-us`, {
      method,
      headers: { accept: 'application/json', 'x-brand': 'stride', authorization: `Bearer ${accessToken}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: await response.json() };
  }, { method, path, body }) as Promise<{ status: number; body: T }>;
}

test('an associate signs in, looks a customer up, adjusts a price in the cart, places the order in store and logs out back to /associate-login', async ({ page, request }) => {
  test.slow();
  const customer = await newShopper(request, 'Carla');
  const [pick] = await buyableVariants(request);

  await page.goto('/en-us/associate-login');
  await expect(page.getByRole('heading', { level: 1, name: 'Associate sign-in' })).toBeVisible();
  // Staff at a till get no shopper pop-up over the form.
  await expect(page.locator('storefront-popup')).toHaveCount(0);
  await expectNoSeriousViolations(page, 'main');
  await page.getByLabel('Employee ID').fill('E1011');
  await page.getByLabel('Password').fill('Associate2026');
  await page.getByLabel('Store').selectOption({ label: 'Stride New York' });
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Find a customer' })).toBeVisible();
  const bar = page.getByTestId('associate-bar');
  await expect(bar).toContainText('Store: Stride New York');
  await expect(bar).toContainText('No customer selected');
  await page.getByLabel('Email or customer number').fill(customer.email);
  await page.getByRole('button', { name: 'Find customer' }).click();
  await expect(page.getByTestId('associate-customer')).toContainText(`You are shopping for Carla Cartwright (${customer.email}).`);
  await expect(bar).toContainText('Customer: Carla Cartwright');
  await expectNoSeriousViolations(page, 'main');

  // Preconditions through the API, as the associate: the customer's saved address and a line in their cart.
  const address = await asAssociate(page, 'POST', '/consumers-v3/consumer/address', {
    approachType: 'S', main: true, firstName: 'Carla', lastName: 'Cartwright', addressLine1: '77 Hudson Street', city: 'New York', stateCode: 'NY', postalCode: '10013', country: 'US', phone: '2125550188', email: customer.email,
  });
  expect(address.status, JSON.stringify(address.body)).toBe(201);
  const basketId = await page.evaluate(() => (JSON.parse(localStorage.getItem('storefront:cart') ?? '{}') as { basketId: string }).basketId);
  const added = await asAssociate(page, 'POST', '/cart/v1/item', { cartId: basketId, productId: pick!.variant.id, qty: 1 });
  expect(added.status, JSON.stringify(added.body)).toBe(200);

  // Tracking is off while an associate acts: nothing reaches the data layer.
  await page.goto('/en-us/cart');
  expect(await page.evaluate(() => Array.isArray((window as unknown as { dataLayer?: unknown }).dataLayer))).toBe(false);
  const adjustments = page.getByTestId('price-adjustments');
  await expect(adjustments).toContainText('At most 20% off a line or the order');
  await adjustments.getByLabel('Apply to').selectOption({ label: pick!.product.name });
  await adjustments.getByLabel('Percent off').fill('10');
  await adjustments.getByLabel('Reason').fill('Scuffed box');
  await adjustments.getByRole('button', { name: 'Apply adjustment' }).click();
  await expect(adjustments.getByRole('status')).toHaveText('The price adjustment was applied.');
  await expect(adjustments.getByRole('listitem')).toContainText(`Scuffed box (${pick!.product.name}): −`);
  await expectNoSeriousViolations(page, 'main');

  await page.getByTestId('cart-checkout').click();
  await expect(page).toHaveURL(/\/en-us\/checkout\/shipping$/);
  // The customer's default shipping address is filled in.
  await expect(page.getByRole('radio', { name: 'Carla Cartwright, 77 Hudson Street, New York, NY 10013' })).toBeChecked();
  await page.getByTestId('checkout-to-billing').click();
  await expect(page).toHaveURL(/\/checkout\/billing$/);
  await typeCard(page, CARDS.approved);
  await page.getByTestId('checkout-to-summary').click();
  await expect(page).toHaveURL(/\/checkout\/summary$/);
  await page.getByTestId('place-order').click();
  await expect(page).toHaveURL(/\/en-us\/order-confirmation\?orderNumber=/, { timeout: 20_000 });
  const orderNumber = new URL(page.url()).searchParams.get('orderNumber')!;
  const order = await asAssociate<{ channel: string; inStoreSalesInfo: unknown }>(page, 'GET', `/consumers-v3/consumer/purchase/${orderNumber}`);
  expect(order.body).toMatchObject({ channel: 'store', inStoreSalesInfo: { storeId: 'ST-US-01', storeEmployeeId: 'E1011' } });

  await bar.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/en-us\/associate-login\?signedOut=1$/);
  await expect(page.getByRole('status')).toHaveText('You have logged out of associate mode.');
  await expect(page.getByTestId('associate-bar')).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem('storefront_associate'))).toBeNull();
});
