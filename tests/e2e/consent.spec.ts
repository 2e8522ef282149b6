import { expect, test } from '@playwright/test';

async function consentCookie(page: import('@playwright/test').Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'storefront_consent')?.value;
}

test('a first visit shows the consent banner; only-required stores C0004:0 and hides it for good', async ({ page }) => {
  await page.goto('/en-gb');
  const banner = page.getByRole('region', { name: 'Your privacy choices' });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Only required' }).click();
  await expect(banner).toBeHidden();
  expect(await consentCookie(page)).toBe('C0001:1,C0002:0,C0003:0,C0004:0');
  await page.reload();
  await expect(page.locator('body')).toHaveAttribute('data-page-class', 'Home');
  await expect(banner).toBeHidden();
});

test('on a first visit from abroad the overlays take turns: consent banner, then the location confirmation, then the pop-up', async ({ browser, baseURL }) => {
  // The edge (CDN) says where the visitor is: France, on the US site.
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-country-code': 'FR' } });
  const page = await context.newPage();
  await page.clock.install();
  await page.goto('/en-us/help/contact-us');
  const banner = page.getByRole('region', { name: 'Your privacy choices' });
  await expect(banner).toBeVisible();
  await page.clock.runFor(5000);
  await expect(page.locator('storefront-popup').filter({ visible: true })).toHaveCount(0);
  const location = page.getByRole('dialog', { name: 'Your location: France' });
  await expect(location).toHaveCount(0);
  await banner.getByRole('button', { name: 'Accept all' }).click();

  await expect(location).toBeVisible();
  await expect(location).toContainText('You are on Stride United States. Prices, delivery and offers differ by country.');
  await expect(location.getByRole('link', { name: 'Continue to Stride France' })).toHaveAttribute('href', '/fr-fr');
  await page.clock.runFor(5000);
  await expect(page.locator('storefront-popup').filter({ visible: true })).toHaveCount(0);
  await location.getByRole('button', { name: 'Stay on Stride United States' }).click();
  await expect(location).toBeHidden();
  await expect(page.getByRole('button', { name: 'Get 10% off' })).toBeVisible();

  // Answered for the brand: not asked again.
  await page.goto('/en-us');
  await page.clock.runFor(3000);
  await expect(page.getByRole('dialog', { name: 'Your location: France' })).toHaveCount(0);
  await context.close();
});

test('preferences choose categories one by one and can be changed from the footer', async ({ page }) => {
  await page.goto('/de-de');
  const banner = page.getByRole('region', { name: 'Ihre Datenschutz-Einstellungen' });
  await banner.getByRole('button', { name: 'Einstellungen' }).click();
  await banner.getByRole('checkbox', { name: 'Targeting und Personalisierung' }).check();
  await banner.getByRole('button', { name: 'Auswahl speichern' }).click();
  await expect(banner).toBeHidden();
  expect(await consentCookie(page)).toBe('C0001:1,C0002:0,C0003:0,C0004:1');

  await page.getByRole('button', { name: 'Cookie-Einstellungen' }).click();
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('checkbox', { name: 'Targeting und Personalisierung' })).toBeChecked();
  await expect(banner.getByRole('checkbox', { name: 'Notwendig (immer aktiv)' })).toBeDisabled();
  await banner.getByRole('button', { name: 'Alle akzeptieren' }).click();
  expect(await consentCookie(page)).toBe('C0001:1,C0002:1,C0003:1,C0004:1');
});
