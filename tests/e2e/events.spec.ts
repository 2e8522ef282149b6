import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { expectNoSeriousViolations } from './axe';

const SHOTS = process.env.E2E_SCREENSHOTS;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}


test.describe('event sign-up', () => {
  test('a signed-out shopper signs in from the dialog, joins the weekend with a day and a guest, and closes the confirmation', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/en-us/events');
    const weekend = page.locator('[data-block="event-sign-up"]', { has: page.getByRole('heading', { name: 'Stride trail weekend' }) });
    await expect(weekend).toContainText(/November 26\s–\s28, 2027/);
    await expect(page.locator('[data-block="event-sign-up"]')).toHaveCount(2);
    await shot(page, '1-events-page');
    // JS-light: the page loads the teaser's small element script, not the dialog or React.
    const beforeClick = scripts.length;
    expect(await page.evaluate(() => 'React' in window || document.querySelector('astro-island[component-url*="Event"]') !== null)).toBe(false);

    await weekend.getByRole('button', { name: 'Sign up' }).click();
    const dialog = page.getByRole('dialog', { name: 'Stride trail weekend' });
    await expect(dialog).toBeVisible();
    expect(scripts.length).toBeGreaterThan(beforeClick);
    await expect(dialog.getByRole('heading', { name: 'Sign in to join' })).toBeVisible();
    await shot(page, '2-dialog-sign-in');
    await expectNoSeriousViolations(page, '[role="dialog"]');

    // Switch to creating an account and back.
    await dialog.getByRole('button', { name: 'Create an account' }).click();
    await expect(dialog.getByTestId('event-sign-up-form')).toBeVisible();
    await expect(dialog.getByLabel('Password')).toBeVisible();
    await shot(page, '3-dialog-sign-up');
    await dialog.getByTestId('event-switch-sign-in').click();
    await expect(dialog.getByTestId('sign-in-form')).toBeVisible();

    await dialog.getByLabel('Email').fill('shopper@stride.example');
    await dialog.getByLabel('Password').fill('Storefront2026');
    await dialog.getByTestId('sign-in-form').getByRole('button', { name: 'Sign in' }).click();

    // Step two: the join form, its heading focused, email from the profile and disabled.
    const joinHeading = dialog.getByRole('heading', { name: 'Your registration' });
    await expect(joinHeading).toBeFocused();
    const email = dialog.getByLabel('Email');
    await expect(email).toHaveValue('shopper@stride.example');
    await expect(email).toBeDisabled();
    await expect(dialog.getByRole('group', { name: 'Which days will you attend?' }).getByRole('checkbox')).toHaveCount(3);
    await expectNoSeriousViolations(page, '[role="dialog"]');

    // Submitting without terms or a day says what is missing.
    await dialog.getByRole('button', { name: 'Join the weekend' }).click();
    await expect(dialog.getByTestId('event-join-days-error')).toHaveText('Choose at least one day.');
    await expect(dialog.getByTestId('event-join-terms-error')).toBeVisible();
    await shot(page, '4-dialog-join-errors');

    await dialog.getByLabel('Saturday, November 27').check();
    await dialog.getByLabel('Guest name (optional)').fill('Jamie Rivera');
    await dialog.getByLabel('I accept the event terms and conditions').check();
    await shot(page, '5-dialog-join-filled');
    await dialog.getByRole('button', { name: 'Join the weekend' }).click();

    const confirmation = dialog.getByRole('heading', { name: 'See you on the trail' });
    await expect(confirmation).toBeFocused();
    await expect(dialog).toContainText('Your confirmation is on its way to your inbox.');
    await expect(dialog).toContainText('Days: Saturday, November 27');
    await expect(dialog).toContainText('Guest: Jamie Rivera');
    await shot(page, '6-dialog-confirmation');
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect(dialog).toBeHidden();
  });

  test('a single-day event has no day picker and no guest; a failure is a dismissible alert', async ({ page }) => {
    await page.goto('/en-us/sign-in');
    // The form is live once its button is enabled: typing before that would be undone by hydration.
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    await page.getByLabel('Email').fill('member@stride.example');
    await page.getByLabel('Password').fill('Storefront2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/en-us$/);

    await page.goto('/en-us/events');
    const evening = page.locator('[data-block="event-sign-up"]', { has: page.getByRole('heading', { name: 'Stride run club evening' }) });
    await evening.getByRole('button', { name: 'Sign up' }).click();
    const dialog = page.getByRole('dialog', { name: 'Stride run club evening' });
    // Signed in: straight to the join form.
    await expect(dialog.getByRole('heading', { name: 'Your registration' })).toBeVisible();
    await expect(dialog.getByLabel('Email')).toHaveValue('member@stride.example');
    await expect(dialog.getByRole('group', { name: 'Which days will you attend?' })).toHaveCount(0);
    await expect(dialog.getByLabel('Guest name (optional)')).toHaveCount(0);

    // The registration call fails: the alert shows the configured message and can be dismissed.
    await page.route('**/consumers-v3/consumer/event-registration**', (route) => route.fulfill({
      status: 410, contentType: 'application/json',
      body: JSON.stringify({ errorDetails: [{ errorId: 'EVT410', message: 'This event has ended: registration is closed.' }], statusCode: 410, correlationId: 'c' }),
    }));
    await dialog.getByLabel('I accept the event terms and conditions').check();
    await dialog.getByRole('button', { name: 'Count me in' }).click();
    const alert = dialog.getByRole('alert');
    await expect(alert).toContainText('This event has ended. Registration is closed.');
    await shot(page, '7-dialog-error');
    await alert.getByRole('button', { name: 'Dismiss' }).click();
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Count me in' })).toBeFocused();
  });
});
