import type { APIRequestContext, Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { test, expect } from './fixtures';
import { signInThroughApi } from './cart-helpers';

const PASSWORD = 'Account2026x';

/** A fresh shopper with only names and email (a partially enrolled profile), made through the API. */
async function newShopper(request: APIRequestContext, firstName = 'Ada') {
  const email = `${firstName.toLowerCase()}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const res = await request.post('/api/consumers-v3/auth/signup?locale=en-us', {
    headers: { 'x-brand': 'stride' },
    data: { firstName, lastName: 'Account', email, password: PASSWORD, isTermsConfirmed: true, recaptcha_response: 'sandbox-ok:register' },
  });
  expect(res.status()).toBe(201);
  return email;
}

/** Signs in on the sign-in page it was sent to, and waits to be back on the account area. */
async function signInHere(page: Page, email: string, password = PASSWORD) {
  await expect(page.locator('form[data-testid="sign-in-form"] button[type="submit"]')).toBeEnabled();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signed in through the API (the sign-in page's own flow is the first test's), then on the account area. */
async function openAccountSignedIn(page: Page, email: string) {
  await page.goto('/en-us/search');
  await signInThroughApi(page, email, {}, PASSWORD);
  await page.goto('/en-us/account');
  await expect(page.getByTestId('account-area')).toBeVisible();
}

test('a signed-out visitor is sent to sign-in and comes back to the account area', async ({ page }) => {
  await page.goto('/en-us/account');
  await expect(page).toHaveURL(/\/en-us\/sign-in\?returnUrl=%2Fen-us%2Faccount$/);
  await signInHere(page, 'shopper@stride.example', 'Storefront2026');
  await expect(page).toHaveURL(/\/en-us\/account$/);
  await expect(page.getByTestId('account-area-greeting')).toHaveText('Hello, Sam');
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  await expect(page.locator('body')).toHaveAttribute('data-page-class', 'Account');
});

test('after sign-in no token is readable by page scripts, yet the header greets the shopper', async ({ page, context }) => {
  await page.goto('/en-us/sign-in');
  await signInHere(page, 'shopper@stride.example', 'Storefront2026');
  await expect(page.getByTestId('account-name')).toHaveText('Hi, Sam');

  const cookies = await context.cookies();
  const access = cookies.find((cookie) => cookie.name === 'sf_access');
  expect(access).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api' });
  expect(cookies.find((cookie) => cookie.name === 'sf_refresh')).toMatchObject({ httpOnly: true, path: '/api/token/v2/auth/token' });
  const visible = await page.evaluate(() => ({
    cookie: document.cookie,
    storage: Object.keys(localStorage).map((key) => `${key}=${localStorage.getItem(key)}`).join('\n'),
    session: Object.keys(sessionStorage).map((key) => `${key}=${sessionStorage.getItem(key)}`).join('\n'),
  }));
  for (const where of Object.values(visible)) {
    expect(where).not.toContain(access!.value);
    expect(where).not.toMatch(/accessToken|refreshToken|sf_access|sf_refresh/);
  }
  // The session works from the cookie alone.
  await page.goto('/en-us/account');
  await expect(page.getByTestId('account-area-greeting')).toHaveText('Hello, Sam');
});

test('profile: the partial-enrollment banner until phone, postal code and birth date are saved', async ({ page, request }) => {
  await openAccountSignedIn(page, await newShopper(request));
  const banner = page.getByTestId('partial-enrollment-banner');
  await expect(banner).toContainText('Your profile is missing: Phone, Postal code, and Birth date.');

  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByTestId('profile-status')).toHaveText('There is nothing to save: change at least one field.');

  await page.getByLabel('Phone').fill('2125550142');
  await expect(page.getByLabel('Phone')).toHaveValue('(212) 555 - 0142');
  await page.getByLabel('Postal code').fill('10001');
  await page.getByLabel('Birth date (MM/DD/YYYY)').fill('13/31/1990');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByTestId('profile-birth-date-error')).toHaveText('Date should match MM/DD/YYYY and be a valid date.');
  await page.getByLabel('Birth date (MM/DD/YYYY)').fill('12/31/1990');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByTestId('profile-status')).toHaveText('Your profile has been saved.');
  await expect(banner).toHaveCount(0);

  await page.reload();
  await expect(page.getByLabel('Birth date (MM/DD/YYYY)')).toHaveValue('12/31/1990');
  await expect(page.getByLabel('Phone')).toHaveValue('+1 (212) 555 - 0142');
  await expect(banner).toHaveCount(0);
});

test('address book: the first address becomes main, another can be made main, edited and deleted', async ({ page, request }) => {
  await openAccountSignedIn(page, await newShopper(request, 'Bea'));
  const book = page.getByTestId('account-addresses');
  await expect(book.getByTestId('addresses-empty')).toHaveText('You have no saved addresses yet.');

  async function addAddress(line1: string, city: string, postalCode: string) {
    await book.getByTestId('add-address').click();
    const form = book.getByTestId('address-form');
    await form.getByLabel('Address', { exact: true }).fill(line1);
    await form.getByLabel('City').fill(city);
    await form.getByLabel('Postal code').fill(postalCode);
    await form.getByLabel('Phone').fill('2125550143');
    await form.getByRole('button', { name: 'Save address' }).click();
    await expect(book.getByTestId('addresses-status')).toHaveText('The address has been saved.');
    await expect(form).toHaveCount(0);
  }

  await addAddress('1 First Ave', 'Albany', '12207');
  await addAddress('2 Second St', 'Buffalo', '14201');
  const addresses = book.getByTestId('address');
  await expect(addresses).toHaveCount(2);
  await expect(addresses.nth(0)).toContainText('Main shipping address');
  await expect(addresses.nth(0)).toContainText('1 First Ave');
  await expect(addresses.nth(1)).toHaveAttribute('data-main', 'false');

  await book.getByRole('button', { name: 'Make 2 Second St, Buffalo, 14201 the main address' }).click();
  await expect(book.getByTestId('addresses-status')).toHaveText('This is now your main address of its type.');
  await expect(addresses.nth(0)).toContainText('2 Second St');
  await expect(addresses.nth(0)).toHaveAttribute('data-main', 'true');
  await expect(addresses.nth(1)).toHaveAttribute('data-main', 'false');

  await book.getByRole('button', { name: 'Edit address 1 First Ave, Albany, 12207' }).click();
  const form = book.getByTestId('address-form');
  await expect(form.getByRole('heading', { name: 'Edit address' })).toBeFocused();
  await form.getByLabel('Postal code').fill('1220');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(form.getByTestId('address-postalCode-error')).toHaveText('Postal code is not valid.');
  await form.getByLabel('Postal code').fill('12210');
  await form.getByLabel('City').fill('Troy');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(book.getByTestId('addresses-status')).toHaveText('The address has been saved.');
  await expect(addresses.nth(1)).toContainText('Troy, 12210');

  await book.getByRole('button', { name: 'Delete address 1 First Ave, Troy, 12210' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this address?' });
  await expect(dialog).toContainText('1 First Ave, Troy, 12210 will be removed from your address book.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(addresses).toHaveCount(2);
  await book.getByRole('button', { name: 'Delete address 1 First Ave, Troy, 12210' }).click();
  await page.getByRole('dialog', { name: 'Delete this address?' }).getByRole('button', { name: 'Delete address' }).click();
  await expect(book.getByTestId('addresses-status')).toHaveText('The address has been deleted.');
  await expect(addresses).toHaveCount(1);
  await expect(addresses.nth(0)).toContainText('2 Second St');
});

test('a newsletter choice persists after a reload', async ({ page, request }) => {
  await openAccountSignedIn(page, await newShopper(request, 'Cy'));
  const newsletter = page.getByTestId('newsletter-optin');
  await expect(newsletter).not.toBeChecked();
  await newsletter.check();
  await expect(page.getByTestId('subscriptions-status')).toHaveText('Your choices have been saved.');
  await page.reload();
  await expect(page.getByTestId('newsletter-optin')).toBeChecked();
  await page.getByTestId('newsletter-optin').uncheck();
  await expect(page.getByTestId('subscriptions-status')).toHaveText('Your choices have been saved.');
  await page.reload();
  await expect(page.getByTestId('newsletter-optin')).not.toBeChecked();
});

test('signing out from the account area lands on home as a guest with a message', async ({ page, context, request }) => {
  await openAccountSignedIn(page, await newShopper(request, 'Dee'));
  const signedIn = (await context.cookies()).find((cookie) => cookie.name === 'sf_access')!.value;
  await page.getByTestId('account-area-sign-out').click();
  await expect(page).toHaveURL(/\/en-us$/);
  await expect(page.getByTestId('toast')).toHaveText('You are signed out.');
  await expect(page.getByTestId('sign-in-link')).toBeVisible();
  // The signed-in session is over on the server, and the browser now holds a guest's.
  const profile = await request.get('/api/consumers-v3/consumer?locale=en-us', { headers: { 'x-brand': 'stride', authorization: `Bearer ${signedIn}` } });
  expect(profile.status()).toBe(401);
  expect((await context.cookies()).find((cookie) => cookie.name === 'sf_access')?.value).not.toBe(signedIn);
  await page.goto('/en-us/account');
  await expect(page).toHaveURL(/\/en-us\/sign-in\?returnUrl=/);
});

test('/account has no serious or critical accessibility violations', async ({ page, request }) => {
  await openAccountSignedIn(page, await newShopper(request, 'Eve'));
  await page.getByTestId('add-address').click();
  await page.getByTestId('address-form').getByRole('button', { name: 'Save address' }).click();
  await page.getByTestId('sms-optin').isVisible();
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
});
