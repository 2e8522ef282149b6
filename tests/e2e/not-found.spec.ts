import { expect, test } from './fixtures';

for (const [path, why] of [
  ['/en-us/no/such/page/x%20y', 'no route pattern matches'],
  ['/xx-yy', 'unknown locale'],
  ['/en-us/c/shoes-123', 'category id too short for the pattern'],
  ['/en-us/c/nowhere-99999999', 'category that does not exist'],
  ['/de-de/p/ghost-ZZ999999', 'product that does not exist'],
] as const) {
  test(`404 Error page: ${why}`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.locator('body')).toHaveAttribute('data-page-class', 'Error');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Page is not available/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const pushes = await page.evaluate(() => (window as unknown as { dataLayer: Array<Record<string, unknown>> }).dataLayer);
    expect(pushes).toContainEqual(expect.objectContaining({ event: 'pageView', pageClass: 'Error' }));
  });
}

test('the error page offers a way back home', async ({ page }) => {
  await page.goto('/fr-fr/p/ghost-ZZ999999');
  await page.locator('main').getByRole('link').first().click();
  await expect(page.locator('body')).not.toHaveAttribute('data-page-class', 'Error');
});
