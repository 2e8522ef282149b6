import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { test, expect } from './fixtures';

const CATEGORY = '/en-us/c/men-10001';
const CATEGORY_ID = '10001';

/** Waits for the API's answer to a heart's press. */
const favoritesCall = (page: Page, method: 'POST' | 'DELETE') =>
  page.waitForResponse((response) => response.url().includes('/api/wishlists/v2/favorites') && response.request().method() === method);

test('hearts on a tile and on the product page fill the favorites page, which removes and shares a read-only list', async ({ page, context, request }) => {
  test.slow(); // one journey over five pages and an axe run
  // Preconditions from the API: two products of the category's first page.
  const listing = await (await request.get(`/api/products/v2/search/productSearch?locale=en-us&category=${CATEGORY_ID}&limit=24`)).json();
  const [first, second] = listing.products as Array<{ id: string; name: string; url: string }>;
  expect(first && second).toBeTruthy();

  // On a tile: pressed at once, confirmed by the API, and still pressed on the next visit.
  await page.goto(CATEGORY);
  const tile = page.locator('article.tile', { has: page.locator(`a[data-product-id="${first!.id}"]`) }).first();
  const added = favoritesCall(page, 'POST');
  await tile.getByRole('button', { name: `Add ${first!.name} to favorites` }).click();
  const tileHeart = tile.getByRole('button', { name: `Remove ${first!.name} from favorites` });
  await expect(tileHeart).toHaveAttribute('aria-pressed', 'true');
  expect((await added).status()).toBe(200);

  // On the product page (buy box area): visible text changes with the state.
  await page.goto(second!.url);
  const pdpHeart = page.getByRole('button', { name: 'Add to favorites' });
  await expect(pdpHeart).toHaveAttribute('aria-pressed', 'false');
  const addedOnPage = favoritesCall(page, 'POST');
  await pdpHeart.click();
  await expect(page.getByRole('button', { name: 'Remove from favorites' })).toHaveAttribute('aria-pressed', 'true');
  expect((await addedOnPage).status()).toBe(200);

  // The favorites page lists both, newest first, with links to the products.
  await page.goto('/en-us/favorites');
  const items = page.getByTestId('favorite-item');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0).getByRole('link', { name: second!.name })).toHaveAttribute('href', second!.url);
  await expect(items.nth(1).getByRole('link', { name: first!.name })).toHaveAttribute('href', first!.url);
  await expect(page.getByRole('heading', { level: 2, name: '2 items' })).toBeVisible();
  expect(await page.evaluate(() => document.querySelector('meta[name="robots"]')?.getAttribute('content'))).toBe('noindex,nofollow');
  await expectNoSeriousViolations(page);

  // Remove: the entry goes, it is said, and the tile's heart follows.
  const removed = favoritesCall(page, 'DELETE');
  await items.nth(1).getByRole('button', { name: 'Remove' }).click();
  await expect(items).toHaveCount(1);
  await expect(page.getByRole('status').filter({ hasText: `${first!.name} was removed from your favorites.` })).toBeVisible();
  expect((await removed).status()).toBe(200);

  // Share: the link is made, copied and announced, and opens the read-only list.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Share my favorites' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied.' })).toBeVisible();
  const link = await page.getByLabel('Link to your shared favorites').inputValue();
  expect(link).toMatch(/\/en-us\/favorites\/shared\/[\w-]+\?shareId=[\w-]+$/);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await page.getByRole('link', { name: 'Open the shared list' }).click();
  await expect(page).toHaveURL(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Shared favorites' })).toBeVisible();
  const shared = page.getByTestId('shared-favorite-item');
  await expect(shared).toHaveCount(1);
  await expect(shared.getByRole('link', { name: second!.name })).toBeVisible();
  await expect(page.getByRole('button', { name: /favorites|remove/i })).toHaveCount(0);
  expect(await page.evaluate(() => document.querySelector('meta[name="robots"]')?.getAttribute('content'))).toBe('noindex,nofollow');

  // A wrong link is the 404 page.
  const wrong = await page.goto(link.replace(/shareId=[\w-]+/, 'shareId=not-the-key'));
  expect(wrong?.status()).toBe(404);

  // The tile's heart follows the removal.
  await page.goto(CATEGORY);
  await expect(tile.getByRole('button', { name: `Add ${first!.name} to favorites` })).toHaveAttribute('aria-pressed', 'false');
});

test('a heart pressed in one tab shows in the other', async ({ page, context, request }) => {
  const listing = await (await request.get(`/api/products/v2/search/productSearch?locale=en-us&category=${CATEGORY_ID}&limit=24`)).json();
  const product = (listing.products as Array<{ id: string; name: string }>)[2]!;
  await page.goto(CATEGORY);
  const other = await context.newPage();
  await other.goto(CATEGORY);
  await page.getByRole('button', { name: `Add ${product.name} to favorites` }).click();
  await expect(other.getByRole('button', { name: `Remove ${product.name} from favorites` })).toHaveAttribute('aria-pressed', 'true');
  await other.close();
});

test('an employee-connected session gets empty lists: the page says why, and a heart goes back with the reason', async ({ page }) => {
  await page.goto(CATEGORY);
  // Precondition through the API: an in-store associate's session in this tab (its token in
  // sessionStorage, as the associate login page keeps it; the API never sets it as a cookie).
  const token = await page.evaluate(async () => {
    const response = await fetch('/api/consumers-v3/consumer/agent/login?locale=en-us', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', 'x-brand': 'stride' },
      body: JSON.stringify({ storeEmployeeId: 'E1011', password: 'Associate2026' }),
    });
    if (!response.ok) throw new Error(`agent login answered ${response.status}`);
    const session = await response.json() as Record<string, unknown> & { expiresIn: number; accessToken: string };
    sessionStorage.setItem('storefront_associate', JSON.stringify({ ...session, expiresAt: Date.now() + session.expiresIn * 1000, loginPath: '/en-us/associate-login', customer: null }));
    return session.accessToken;
  });

  await page.goto('/en-us/favorites');
  await expect(page.getByTestId('favorites-disabled')).toContainText('An employee is connected to this session in store');
  await expect(page.getByTestId('favorite-item')).toHaveCount(0);
  await expectNoSeriousViolations(page);

  const listed = await page.evaluate(async (bearer) => (await fetch('/api/wishlists/v2/favorites?locale=en-us', { headers: { accept: 'application/json', 'x-brand': 'stride', authorization: `Bearer ${bearer}` } })).json(), token);
  expect(listed).toEqual({ favoriteId: null, items: [], total: 0 });

  await page.goto(CATEGORY);
  const heart = page.locator('button[data-favorite-toggle]').first();
  await heart.click();
  await expect(page.getByRole('alert')).toHaveText('Favorites are not available while an employee is connected to this session.');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
});
