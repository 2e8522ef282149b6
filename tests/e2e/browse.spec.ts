import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { LOCALE_CODES, SITE_IDS } from '../../src/shared/i18n/sites';

const CATEGORY_URL = /\/[a-z]{2}-[a-z]{2}\/c\/[a-z0-9-]+-\d{4,10}(\?.*)?$/;
const PRODUCT_URL = /\/[a-z]{2}-[a-z]{2}\/p\/[a-z0-9-]+-[A-Z0-9]{8,11}(\?.*)?$/;

/** Opens the first top category of the header's mega menu and follows its "shop all" link. */
async function openFirstTopCategory(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.locator('[data-menu-top]').first().click();
  await nav.getByRole('link', { name: /^Shop all/ }).first().click();
}

test('/ leads to the default locale home page', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/en-us$/);
  await expect(page.locator('body')).toHaveAttribute('data-page-class', 'Home');
  const pushes = await page.evaluate(() => (window as unknown as { dataLayer: Array<Record<string, unknown>> }).dataLayer);
  expect(pushes).toContainEqual(expect.objectContaining({ event: 'pageView', pageClass: 'Home', locale: 'en-us', currency: 'USD' }));
});

test('every brand answers a home page in every seeded locale', async ({ request }) => {
  for (const siteId of SITE_IDS) {
    for (const locale of LOCALE_CODES) {
      const response = await request.get(`/${locale}?siteId=${siteId}`);
      expect(response.status(), `${siteId} ${locale}`).toBe(200);
      const html = await response.text();
      expect(html).toContain('data-page-class="Home"');
      expect(html).toContain(`data-site="${siteId}"`);
      expect(html).toMatch(new RegExp(`<html lang="${locale.slice(0, 2)}-${locale.slice(3).toUpperCase()}"`));
    }
  }
});

test('a shopper goes from home to a category to a product by clicking', async ({ page }) => {
  await page.goto('/en-ca');
  await openFirstTopCategory(page);
  await expect(page).toHaveURL(CATEGORY_URL);
  await expect(page.locator('body')).toHaveAttribute('data-page-class', 'Category');
  const heading = await page.getByRole('heading', { level: 1 }).textContent();
  expect(heading?.trim().length).toBeGreaterThan(0);

  const firstTile = page.locator('article.tile').first();
  await expect(firstTile).toBeVisible();
  await expect(firstTile).toContainText('CAD');
  const productName = (await firstTile.getByRole('heading').textContent())!.trim();
  await firstTile.getByRole('link').first().click();
  await expect(page).toHaveURL(PRODUCT_URL);
  await expect(page.locator('body')).toHaveAttribute('data-page-class', 'Product');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(productName);
  await expect(page.locator('.product .price')).toContainText('CAD');
  await expect(page.locator('.product__gallery img').first()).toBeVisible();
});

test('on a phone, the last tile of a listing shows its picture and name once the shopper scrolls to it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en-us');
  await openFirstTopCategory(page);
  const tiles = page.locator('.listing__grid > li');
  expect(await tiles.count()).toBeGreaterThan(8);
  const last = tiles.last();
  await last.scrollIntoViewIfNeeded();
  await expect(last.getByRole('heading')).toBeVisible();
  const picture = last.locator('img').first();
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect((await last.boundingBox())!.height).toBeGreaterThan(200);
});

test('carried query parameters stay on internal links', async ({ page }) => {
  await page.goto('/en-gb?siteId=summit&enrollment_marketing_source=newsletter&utm_campaign=x');
  await expect(page.locator('body')).toHaveAttribute('data-site', 'summit');
  // A campaign link opens the loyalty enrollment once per tab; the shopper closes it before browsing on.
  const join = page.getByRole('dialog', { name: 'Join the loyalty program' });
  await expect(join).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(join).toBeHidden();
  const href = await page.getByRole('navigation', { name: 'Main navigation' }).locator('a').first().getAttribute('href');
  expect(href).toContain('siteId=summit');
  expect(href).toContain('enrollment_marketing_source=newsletter');
  expect(href).not.toContain('utm_campaign');
  await openFirstTopCategory(page);
  await expect(page.locator('body')).toHaveAttribute('data-site', 'summit');
  await expect(page).toHaveURL(/siteId=summit/);
});

test('a wrong slug redirects to the canonical product URL', async ({ page }) => {
  await page.goto('/en-us');
  await openFirstTopCategory(page);
  const productHref = await page.locator('article.tile a').first().getAttribute('href');
  const code = productHref!.split('-').pop()!;
  const response = await page.goto(`/en-us/p/wrong-slug-${code}`);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(new RegExp(`${productHref!.replace(/[?]/g, '\\?')}$`));
});

test('pages are compressed and published pages are cacheable', async ({ request }) => {
  const response = await request.get('/en-us', { headers: { 'accept-encoding': 'br, gzip' } });
  expect(response.headers()['content-encoding']).toMatch(/br|gzip/);
  expect(response.headers()['cache-control']).toContain('stale-while-revalidate');
  const preview = await request.get('/en-us?preview=true');
  expect(preview.headers()['cache-control']).toContain('no-store');
});

test('a published page is served from the page cache on the second request, preview never', async ({ request }) => {
  await request.get('/it-it?cache-probe=1');
  const second = await request.get('/it-it?cache-probe=1');
  expect(second.headers()['x-cache']).toBe('hit');
  expect(await second.text()).toContain('data-page-class="Home"');
  await request.get('/it-it?cache-probe=1&preview=true');
  const preview = await request.get('/it-it?cache-probe=1&preview=true');
  expect(preview.headers()['x-cache']).toBeUndefined();
});

test('a public API answer is served from the shared cache with the caller’s correlation id; private answers never', async ({ request }) => {
  const search = '/api/products/v2/search/productSearch?locale=en-us&query=boot&limit=4&cache-probe=1';
  const first = await request.get(search, { headers: { 'x-correlation-id': 'probe-1' } });
  expect(first.status()).toBe(200);
  await expect
    .poll(async () => {
      const again = await request.get(search, { headers: { 'x-correlation-id': 'probe-2', 'accept-encoding': 'br' } });
      return [again.headers()['x-cache'], again.headers()['x-correlation-id'], again.headers()['content-encoding']];
    })
    .toEqual(['hit', 'probe-2', 'br']);
  expect(await (await request.get(search)).json()).toEqual(await first.json());
  await request.get('/api/health');
  expect((await request.get('/api/health')).headers()['x-cache']).toBeUndefined();
});
