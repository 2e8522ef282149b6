import type { Locator } from '@playwright/test';
import { test, expect } from './fixtures';
import { expectNoSeriousViolations } from './axe';
import { newShopper, signInThroughApi } from './cart-helpers';

// Issue 13 (Loyalty, first bullet): the enrollment flow as one step machine in the loyalty sign-up
// dialog. A guest from a campaign link goes from lookup to success; a signed-in shopper without a
// phone who presses the loyalty page's "Join now" starts at the mobile step.

const stepHeading = (dialog: Locator) => dialog.getByTestId('enrollment-heading');

test('a guest from a campaign link goes from lookup through sign-up, mobile, profile and interests to the welcome offer', async ({ page }) => {
  test.slow();
  const email = `nia.${Date.now()}@example.com`;
  // A phone is one account's only (AUT412): a number of this run's own.
  const digits = String(Date.now()).slice(-6);
  const phone = `212 5${digits.slice(0, 2)} ${digits.slice(2)}`;
  const signUp = page.waitForRequest((request) => request.url().includes('/auth/signup') && request.method() === 'POST');
  const token = page.waitForRequest((request) => request.url().includes('/loyalty/token') && request.method() === 'POST');
  await page.goto('/en-us/loyalty?enrollment_marketing_source=spring-mail');

  const dialog = page.getByRole('dialog', { name: 'Join the loyalty program' });
  await expect(stepHeading(dialog)).toHaveText('Join with your email');
  await expect(stepHeading(dialog)).toBeFocused();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Continue' }).click();

  // Unknown email: the sign-up form's loyalty variant, the email carried over.
  await expect(stepHeading(dialog)).toHaveText('Create your member account');
  await expect(stepHeading(dialog)).toBeFocused();
  await expect(dialog.getByLabel('Email')).toHaveValue(email);
  await dialog.getByLabel('First name').fill('Nia');
  await dialog.getByLabel('Last name').fill('Newcomer');
  await dialog.getByLabel('Password').fill('Newcomer2026');
  await dialog.getByLabel('I accept the loyalty program terms').check();
  await dialog.getByRole('button', { name: 'Create account' }).click();
  // The campaign source goes with the sign-up (the server keeps it as the lead source).
  expect((await signUp).headers()['source']).toBe('spring-mail');

  await expect(stepHeading(dialog)).toHaveText('Welcome, Nia');
  await expect(stepHeading(dialog)).toBeFocused();
  await dialog.getByRole('button', { name: 'Continue' }).click();

  await expect(stepHeading(dialog)).toHaveText('Your mobile number');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByTestId('enroll-mobile-error')).toHaveText('This field is required');
  await dialog.getByLabel('Mobile number').fill(phone);
  await dialog.getByRole('button', { name: 'Continue' }).click();

  // Profile: what the account has is prefilled and read-only, the missing fields are asked for.
  await expect(stepHeading(dialog)).toHaveText('Your member profile');
  await expect(dialog.getByLabel('First name')).toHaveValue('Nia');
  await expect(dialog.getByLabel('First name')).toHaveAttribute('readonly', '');
  await expect(dialog.getByLabel('Email')).toHaveAttribute('readonly', '');
  await expect(dialog.getByLabel('Postal code')).toBeEditable();
  await expectNoSeriousViolations(page, '.dialog-host__panel');
  await dialog.getByLabel('Postal code').fill('10013');
  await dialog.getByLabel(/Birth date/).fill('04/12/1990');
  await dialog.getByRole('button', { name: 'Join the program' }).click();
  expect((await token).headers()['source']).toBe('spring-mail');

  await expect(stepHeading(dialog)).toHaveText('What are you into?');
  await dialog.getByRole('button', { name: 'Skip' }).click();

  await expect(stepHeading(dialog)).toHaveText('You are a member');
  await expect(stepHeading(dialog)).toBeFocused();
  await expect(dialog.getByText(/Your member number is \w+/)).toBeVisible();
  await expect(dialog.getByTestId('enrollment-welcome-promo')).toContainText('WELCOME15');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The carried parameter does not open the flow again on the next page of this tab.
  await page.goto('/en-us/help/contact-us?enrollment_marketing_source=spring-mail');
  await expect(page.locator('h1')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(dialog).toHaveCount(0);
});

test('a signed-in shopper without a phone who presses the loyalty page\'s Join now starts at the mobile step', async ({ page, request }) => {
  const { email } = await newShopper(request, 'Mo');
  await page.goto('/en-us/loyalty');
  await signInThroughApi(page, email);
  await page.reload();
  await page.getByRole('link', { name: 'Join now' }).click();

  const dialog = page.getByRole('dialog', { name: 'Join the loyalty program' });
  await expect(stepHeading(dialog)).toHaveText('Your mobile number');
  await expect(stepHeading(dialog)).toBeFocused();
  await expect(page).toHaveURL(/\/en-us\/loyalty$/);
});
