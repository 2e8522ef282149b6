import { expect, test } from './fixtures';

test('a generic CMS page is served at its path, and an unknown path is the 404 Error page', async ({ page }) => {
  const response = await page.goto('/en-gb/help/contact-us');
  expect(response?.status()).toBe(200);
  await expect(page.locator('body')).toHaveAttribute('data-page-class', 'Other');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const missing = await page.goto('/en-gb/help/no-such-help-page');
  expect(missing?.status()).toBe(404);
  await expect(page.locator('body')).toHaveAttribute('data-page-class', 'Error');
});

test('the showcase form requires a doc type, lists documents page by page, or says there are none', async ({ page }) => {
  await page.goto('/en-us/showcase?docType=');
  await expect(page.getByRole('alert')).toHaveText('Doc type is required');

  await page.getByLabel('Doc type').fill('page');
  await page.getByLabel('Limit').selectOption('10');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/docType=page/);
  const rows = page.locator('table.showcase-results tbody tr');
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeLessThanOrEqual(10);
  await expect(page.getByRole('columnheader', { name: 'Referrers' })).toBeVisible();
  const pages = page.getByRole('navigation', { name: 'Showcase pages' });
  await pages.getByRole('link', { name: '2', exact: true }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(rows.first()).toBeVisible();

  await page.getByLabel('Doc type').fill('no-such-doc-type');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByText('No results.')).toBeVisible();
  await expect(page.locator('[data-host-label]')).toHaveText('localhost');
});
