import { test, expect } from './fixtures';

// Black-box checks of the editor showcase as an editor uses it (spec §2 editor preview page).

test('sending the showcase form without a doc type shows "Doc type is required"', async ({ page }) => {
  await page.goto('/en-us/showcase');
  const form = page.locator('form.showcase-form');
  await form.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/docType=&/);
  await expect(form.getByRole('alert')).toHaveText('Doc type is required');
  await expect(form.getByLabel('Doc type')).toHaveAttribute('aria-invalid', 'true');
});

test('a showcase page past the last one says "No results." instead of a service error', async ({ page }) => {
  await page.goto('/en-us/showcase?docType=page&limit=20&page=99999');
  await expect(page.getByText('No results.')).toBeVisible();
  await expect(page.locator('form.showcase-form [role=alert]')).toHaveCount(0);
});
