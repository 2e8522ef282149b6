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

test('on a first visit the consent banner speaks first: the pop-up waits until it is answered', async ({ page }) => {
  await page.clock.install();
  await page.goto('/en-us/help/contact-us');
  const banner = page.getByRole('region', { name: 'Your privacy choices' });
  await expect(banner).toBeVisible();
  await page.clock.runFor(5000);
  await expect(page.locator('storefront-popup').filter({ visible: true })).toHaveCount(0);
  await banner.getByRole('button', { name: 'Accept all' }).click();
  await expect(page.getByRole('button', { name: 'Get 10% off' })).toBeVisible();
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
