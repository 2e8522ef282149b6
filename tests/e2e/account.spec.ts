import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { expectNoSeriousViolations } from './axe';

const SHOPPER = { email: 'shopper@stride.example', password: 'Storefront2026', firstName: 'Sam' };

/** Opens an account form and waits until React owns it (its submit button is enabled). */
async function openForm(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('form[data-testid] button[type="submit"]')).toBeEnabled();
}

async function signIn(page: Page, email: string, password: string) {
  await openForm(page, '/en-us/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}


// With JavaScript the link opens the sign-in dialog (tests/e2e/identity-dialogs.spec.ts); its href is the page.
test('a guest sees a Sign in link in the header that leads to the sign-in page', async ({ page }) => {
  await page.goto('/en-us');
  await page.goto((await page.getByTestId('sign-in-link').getAttribute('href'))!);
  await expect(page).toHaveURL(/\/en-us\/sign-in$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.locator('body')).toHaveAttribute('data-page-class', 'Account');
});

test('signing in with the seeded account greets the shopper by first name in the header', async ({ page }) => {
  await signIn(page, SHOPPER.email, SHOPPER.password);
  await expect(page).toHaveURL(/\/en-us$/);
  await expect(page.getByTestId('account-name')).toHaveText(`Hi, ${SHOPPER.firstName}`);
  await expect(page.getByTestId('toast')).toHaveText('You are signed in.');
  const tokens = await page.evaluate(() => JSON.parse(localStorage.getItem('storefront_auth') ?? 'null'));
  expect(tokens).toMatchObject({ kind: 'registered', consumerType: expect.any(String) });
  // The next page greets at once from the stored session.
  await openForm(page, '/en-us/sign-up');
  await expect(page.getByTestId('account-name')).toHaveText(`Hi, ${SHOPPER.firstName}`);
  // The greeting leads to the account area.
  await page.getByTestId('account-name').click();
  await expect(page).toHaveURL(/\/en-us\/account$/);
});

test('a wrong password shows the banner with the reset and contact links', async ({ page }) => {
  await signIn(page, SHOPPER.email, 'WrongPassword1');
  const banner = page.getByTestId('sign-in-error');
  await expect(banner).toContainText('We could not sign you in with this email and password.');
  await expect(banner.getByRole('link', { name: 'Reset your password' })).toHaveAttribute('href', /^\/en-us\/forgot-password/);
  await expect(banner.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', /^\/en-us\/help\/contact-us/);
  await expect(page.getByTestId('account-name')).toHaveCount(0);
});

test('after five failures the lockout message tells when to try again (429 with Retry-After)', async ({ page }) => {
  const email = `locked.${Date.now()}@example.com`;
  await openForm(page, '/en-us/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('NotThePassword1');
  const button = page.getByRole('button', { name: 'Sign in' });
  for (let attempt = 0; attempt < 5; attempt++) {
    await button.click();
    await expect(page.getByTestId('sign-in-error')).toContainText('We could not sign you in');
    await expect(button).toBeEnabled();
  }
  await button.click();
  await expect(page.getByTestId('sign-in-error')).toContainText('Too many attempts. Please try again in 15 minutes.');
  await expect(page.getByTestId('sign-in-error').getByRole('link', { name: 'Reset your password' })).toBeVisible();
});

test('the sign-in form checks required fields before calling the API', async ({ page }) => {
  await openForm(page, '/en-us/sign-in');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('sign-in-email-error')).toHaveText('This field is required');
  await expect(page.getByTestId('sign-in-password-error')).toHaveText('This field is required');
});

test('sign-up: the password checklist turns green as it is typed, then the account is created and signed in', async ({ page }) => {
  await openForm(page, '/en-us/sign-up');
  const item = (requirement: string) => page.getByTestId('password-checklist').locator(`[data-requirement="${requirement}"]`);
  for (const requirement of ['length', 'number', 'uppercase', 'lowercase']) await expect(item(requirement)).toHaveAttribute('data-met', 'false');
  const password = page.getByLabel('Password');
  await password.fill('abc');
  await expect(item('lowercase')).toHaveAttribute('data-met', 'true');
  await expect(item('uppercase')).toHaveAttribute('data-met', 'false');
  await password.fill('abcD');
  await expect(item('uppercase')).toHaveAttribute('data-met', 'true');
  await password.fill('abcD1');
  await expect(item('number')).toHaveAttribute('data-met', 'true');
  await expect(item('length')).toHaveAttribute('data-met', 'false');
  await password.fill('abcD1234');
  for (const requirement of ['length', 'number', 'uppercase', 'lowercase']) await expect(item(requirement)).toHaveAttribute('data-met', 'true');

  await page.getByLabel('First name').fill('Nora');
  await page.getByLabel('Last name').fill('Newcomer');
  await page.getByLabel('Email').fill(`nora.${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/en-us$/);
  await expect(page.getByTestId('account-name')).toHaveText('Hi, Nora');
  await expect(page.getByTestId('toast')).toHaveText('Your account has been created.');
});

test('sign-up with an email already in use marks the email field with the API message', async ({ page }) => {
  await openForm(page, '/en-us/sign-up');
  await page.getByLabel('First name').fill('Sam');
  await page.getByLabel('Last name').fill('Again');
  await page.getByLabel('Email').fill(SHOPPER.email);
  await page.getByLabel('Password').fill('Another2026');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByTestId('sign-up-email-error')).toHaveText('An account with this email address already exists.');
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
});

test('sign-up where the birth date is required (en-gb): the missing-birthdate answer re-runs validation on the field', async ({ page }) => {
  await openForm(page, '/en-gb/sign-up');
  await page.getByLabel('First name').fill('Gwen');
  await page.getByLabel('Last name').fill('Briton');
  await page.getByLabel('Email').fill(`gwen.${Date.now()}@example.com`);
  await page.getByLabel('Password').fill('Briton2026x');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByTestId('sign-up-birth-date-error')).toBeVisible();
  await expect(page.getByLabel(/Birth date/)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('sign-up-error')).toHaveCount(0);
});

test('signing out from an account path lands on home as a guest with a message', async ({ page }) => {
  await signIn(page, SHOPPER.email, SHOPPER.password);
  // Sign-in returns to home; going on before it has would race that navigation.
  await expect(page).toHaveURL(/\/en-us$/);
  await expect(page.getByTestId('account-name')).toBeVisible();
  await page.goto('/en-us/account');
  await page.getByTestId('sign-out').click();
  await expect(page).toHaveURL(/\/en-us$/);
  await expect(page.getByTestId('toast')).toHaveText('You are signed out.');
  await expect(page.getByTestId('sign-in-link')).toBeVisible();
  const tokens = await page.evaluate(() => JSON.parse(localStorage.getItem('storefront_auth') ?? 'null'));
  expect(tokens).toMatchObject({ kind: 'guest' });
});

test('forgot password: the reset mail in the dev outbox leads to a reset that lets the shopper sign in', async ({ page }) => {
  const email = `reset.${Date.now()}@example.com`;
  await openForm(page, '/en-us/sign-up');
  await page.getByLabel('First name').fill('Rita');
  await page.getByLabel('Last name').fill('Reset');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('FirstPass2026');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByTestId('account-name')).toHaveText('Hi, Rita');
  await page.getByTestId('sign-out').click();
  await expect(page.getByTestId('sign-in-link')).toBeVisible();

  await openForm(page, '/en-us/forgot-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByTestId('password-done')).toContainText(email);

  await page.goto('/en-us/dev/outbox');
  const link = page.getByTestId('outbox').locator('li[data-template="reset-password"]').filter({ hasText: email }).first().getByRole('link');
  const resetUrl = new URL((await link.getAttribute('href'))!);
  await openForm(page, `${resetUrl.pathname}${resetUrl.search}`);
  await page.getByLabel('New password').fill('SecondPass2026');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByTestId('password-done')).toContainText('Your password has been changed.');

  await signIn(page, email, 'SecondPass2026');
  await expect(page.getByTestId('account-name')).toHaveText('Hi, Rita');
});

for (const path of ['/en-us/sign-in', '/en-us/sign-up']) {
  test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
    await openForm(page, path);
    await page.getByRole('button', { name: /Sign in|Create account/ }).last().click();
    await expectNoSeriousViolations(page);
  });
}

test('the sign-in page speaks the page language', async ({ page }) => {
  await page.goto('/fr-ca/sign-in');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Connexion');
  await expect(page.getByLabel('Mot de passe')).toBeVisible();
});
