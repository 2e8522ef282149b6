import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { newShopper, signInThroughApi } from './cart-helpers';

/**
 * A signed-in shopper on every page class: no console error (React's hydration mismatch #418 was
 * one on each page), and the header does not move when the greeting replaces 'Sign in'.
 */
const DISMISS_POPUPS = () => localStorage.setItem('storefront:popups-dismissed', JSON.stringify(['seed-welcome', 'seed-newsletter']));

async function searchBox(page: Page) {
  return page.locator('#header-search-q').boundingBox();
}

test('signed-in pages hydrate without a console error, and the header search stays put', async ({ page, request }) => {
  test.slow();
  await page.addInitScript(DISMISS_POPUPS);
  const errors: string[] = [];
  page.on('console', (message) => { if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`); });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));

  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/en-us');
  const category = await page.locator('.mega-menu__all').first().getAttribute('href');
  await page.goto(category!);
  const product = await page.locator('.tile__link').first().getAttribute('href');
  // As a guest the header is rendered by the server alone: where the search sits before any hydration.
  const asGuest = await searchBox(page);

  const { email } = await newShopper(request, 'Hydra');
  await signInThroughApi(page, email);
  const paths = ['/en-us', category!, product!, '/en-us/search?q=shoe', '/en-us/account', '/en-us/cart', '/en-us/favorites', '/en-us/stories/choosing-trail-shoes', '/en-us/sign-up'];
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByTestId('account-name'), path).toHaveText('Hi, Hydra');
    await page.waitForLoadState('networkidle');
    expect(await searchBox(page), `header search on ${path}`).toEqual(asGuest);
  }
  expect(errors).toEqual([]);
});
