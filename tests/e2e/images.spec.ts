import { expect, test } from './fixtures';

/** Every <img> in `selector` is decoded, came from the image endpoint and keeps width, height and alt. */
async function expectResizedImages(page: import('@playwright/test').Page, selector: string) {
  const images = page.locator(selector);
  await expect(images.first()).toBeVisible();
  await images.first().scrollIntoViewIfNeeded();
  await expect
    .poll(() => images.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  const first = await images.first().evaluate((img: HTMLImageElement) => ({
    current: img.currentSrc,
    srcset: img.getAttribute('srcset'),
    sizes: img.getAttribute('sizes'),
    width: img.getAttribute('width'),
    height: img.getAttribute('height'),
    alt: img.getAttribute('alt'),
  }));
  expect(new URL(first.current).pathname).toMatch(/^\/img\//);
  expect(first.srcset).toMatch(/^\/img\/\S+ \d+w(, \/img\/\S+ \d+w)*$/);
  expect(first.sizes).toBeTruthy();
  expect(first.width).toMatch(/^\d+$/);
  expect(first.height).toMatch(/^\d+$/);
  expect(first.alt).not.toBeNull();
}

test('banner and product tile images load resized through the image endpoint', async ({ page }) => {
  await page.goto('/en-us');
  await expectResizedImages(page, 'picture img');
  await page.goto('/en-ca');
  await page.getByRole('navigation', { name: 'Main navigation' }).locator('[data-menu-top]').first().click();
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: /^Shop all/ }).first().click();
  await expectResizedImages(page, 'article.tile img');
  await page.locator('article.tile a').first().click();
  await expectResizedImages(page, '.product__gallery img');
});

test('the image endpoint answers webp or avif and refuses remote sources', async ({ request }) => {
  const path = '/img/images/content/summit-hero.svg?w=320';
  const avif = await request.get(path, { headers: { accept: 'image/avif,image/webp,*/*' } });
  expect(avif.status()).toBe(200);
  expect(avif.headers()['content-type']).toBe('image/avif');
  expect(avif.headers()['cache-control']).toBe('public, max-age=86400');
  const webp = await request.get(path, { headers: { accept: 'image/webp,*/*' } });
  expect(webp.headers()['content-type']).toBe('image/webp');
  expect((await request.get('/img/https://example.com/a.png?w=64')).status()).toBe(400);
  expect((await request.get('/img/images/content/missing.svg?w=64')).status()).toBe(404);
});
