import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { expectNoSeriousViolations } from './axe';
import type { Cart } from '../../schemas/commerce/cart';
import { buyableVariants, pageApi, storeCart } from './cart-helpers';

const PASSWORD = 'Storefront2026';


/** The header's sign-in link once React owns it (it hydrates when the shopper reaches for it). */
async function hydratedSignInLink(page: Page, path = '/en-us') {
  await page.goto(path);
  const link = page.getByTestId('sign-in-link');
  await link.hover();
  await expect(page.getByTestId('account-link')).toHaveAttribute('data-account-hydrated', 'true');
  return link;
}

async function openSignInDialog(page: Page, path = '/en-us') {
  const link = await hydratedSignInLink(page, path);
  await link.click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** A call to the API as the signed-in shopper of this page (the stored access token). */
async function asShopper(page: Page, path: string) {
  // The browser session is the httpOnly cookie: the page's own fetch carries it.
  return page.evaluate(async (url) => {
    const response = await fetch(url, { headers: { accept: 'application/json', 'x-storefront-session': 'cookie' } });
    return response.json();
  }, path);
}

test.describe('sign-in dialog', () => {
  test('opens from the header, closes with Escape and gives focus back to the link', async ({ page }) => {
    const link = await hydratedSignInLink(page);
    await link.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/en-us$/);
    await expect(dialog.getByLabel('Email')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(link).toBeFocused();
  });

  test('a wrong password shows the banner with the reset and contact links; the right one greets the shopper', async ({ page }) => {
    const dialog = await openSignInDialog(page);
    await dialog.getByLabel('Email').fill('shopper@stride.example');
    await dialog.getByLabel('Password').fill('WrongPassword1');
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    const banner = dialog.getByTestId('sign-in-error');
    await expect(banner).toContainText('We could not sign you in with this email and password.');
    await expect(banner.getByRole('link', { name: 'Reset your password' })).toHaveAttribute('href', /^\/en-us\/forgot-password/);
    await expect(banner.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', /^\/en-us\/help\/contact-us/);

    await dialog.getByLabel('Password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    const confirmation = page.getByRole('dialog', { name: 'You are signed in' });
    await expect(confirmation.getByTestId('sign-in-confirmation-greeting')).toHaveText('Welcome back, Sam.');
    await expect(page.getByTestId('account-name')).toHaveText('Hi, Sam');
    await expect(page).toHaveURL(/\/en-us$/);
    await confirmation.getByRole('button', { name: 'Continue shopping' }).click();
    await expect(confirmation).toBeHidden();
  });

  test('has no serious or critical accessibility violations while open', async ({ page }) => {
    const dialog = await openSignInDialog(page);
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await expect(dialog.getByTestId('dialog-sign-in-email-error')).toHaveText('This field is required');
    await expectNoSeriousViolations(page, '.dialog-host');
  });

  test('simplified enrollment (summit): the email decides between the password and the sign-up form', async ({ page }) => {
    const dialog = await openSignInDialog(page, '/en-us?siteId=summit');
    await dialog.getByLabel('Email').fill('member@summit.example');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog).toContainText('Welcome back. Enter your password for member@summit.example.');
    await dialog.getByRole('button', { name: 'Use another email' }).click();
    const email = `new.${Date.now()}@example.com`;
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    const signUp = page.getByRole('dialog', { name: 'Create an account' });
    await expect(signUp).toContainText(`Create your account for ${email}`);
    await expect(signUp.getByLabel('Email')).toHaveValue(email);
  });

  test('without JavaScript the header link is the sign-in page', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/en-us');
    await page.getByTestId('sign-in-link').click();
    await expect(page).toHaveURL(/\/en-us\/sign-in$/);
    await context.close();
  });
});

test('sign-up from the dialog: account created, interests stored pipe-separated, then welcome', async ({ page }) => {
  const dialog = await openSignInDialog(page);
  await dialog.getByRole('link', { name: 'Create an account' }).click();
  const signUp = page.getByRole('dialog', { name: 'Create an account' });
  await signUp.getByLabel('First name').fill('Ines');
  await signUp.getByLabel('Last name').fill('Interest');
  await signUp.getByLabel('Email').fill(`ines.${Date.now()}@example.com`);
  await signUp.getByLabel('Password').fill('Interest2026');
  await signUp.getByRole('button', { name: 'Create account' }).click();

  const interests = page.getByRole('dialog', { name: 'What are you into?' });
  await expect(interests).toBeVisible();
  await expect(page.getByTestId('account-name')).toHaveText('Hi, Ines');
  await interests.getByLabel('Running', { exact: true }).check();
  await interests.getByLabel('Hiking').check();
  await interests.getByRole('button', { name: 'Save interests' }).click();

  const welcome = page.getByRole('dialog', { name: 'Welcome to Stride' });
  await expect(welcome.getByTestId('welcome-interests')).toHaveText('We will keep your interests in mind: Running and Hiking.');
  const profile = await asShopper(page, '/api/consumers-v3/consumer?locale=en-us&siteId=stride');
  expect(profile.consumerProfile.preferences.interests).toBe('running|hiking');
  await welcome.getByRole('button', { name: 'Start shopping' }).click();
  await expect(welcome).toBeHidden();
});

test('SMS opt-in: needs a valid phone, ticking shows terms that must be accepted, an invalid phone resets it', async ({ page }) => {
  await page.goto('/en-us/sign-up');
  const form = page.getByTestId('sign-up-form');
  await expect(form.getByRole('button', { name: 'Create account' })).toBeEnabled();
  const box = form.getByLabel(/text alerts/);
  const phone = form.getByLabel('Phone (optional)');
  await expect(box).toBeDisabled();
  await phone.fill('212 555 0147');
  await expect(box).toBeEnabled();
  await box.check();
  const terms = form.getByTestId('sms-terms');
  await expect(terms).toContainText('You agree to receive up to six text messages a month');

  await form.getByLabel('First name').fill('Tess');
  await form.getByLabel('Last name').fill('Texter');
  const email = `tess.${Date.now()}@example.com`;
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill('Texter2026');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByTestId('sign-up-sms-error')).toHaveText('Accept or decline the text alert terms.');
  await expect(page).toHaveURL(/\/en-us\/sign-up$/);

  await terms.getByRole('button', { name: 'Accept' }).click();
  await expect(terms).toBeHidden();
  await expect(box).toBeChecked();
  await expect(form.getByText('Text alerts will be sent to this number.')).toBeVisible();

  await phone.fill('212 555');
  await expect(box).not.toBeChecked();
  await expect(box).toBeDisabled();
  await phone.fill('212 555 0147');
  await expect(box).not.toBeChecked();
  await box.check();
  await terms.getByRole('button', { name: 'Decline' }).click();
  await expect(box).not.toBeChecked();
  await box.check();
  await terms.getByRole('button', { name: 'Accept' }).click();

  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/en-us$/);
  await expect(page.getByTestId('account-name')).toHaveText('Hi, Tess');
  const profile = await asShopper(page, '/api/consumers-v3/consumer?locale=en-us&siteId=stride');
  expect(profile.consumerProfile.subscriptions).toContainEqual(expect.objectContaining({ type: 'Newsletter', channel: 'sms', optin: true, recipient: '+12125550147' }));
});

test.describe('employee sign-in', () => {
  test('refuses shoppers, and an employee accepts the discount terms before the banner shows', async ({ page }) => {
    await page.goto('/en-us/employee-sign-in');
    await expect(page.getByRole('heading', { level: 1, name: 'Employee sign-in' })).toBeVisible();
    const form = page.getByTestId('sign-in-form');
    await expect(form.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    await form.getByLabel('Email').fill('shopper@stride.example');
    await form.getByLabel('Password').fill(PASSWORD);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByTestId('sign-in-error')).toContainText('This sign-in is for employees only.');
    await expect(page.getByTestId('sign-in-link')).toBeVisible();

    await form.getByLabel('Email').fill('employee@stride.example');
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/en-us$/);
    const terms = page.getByRole('dialog', { name: 'Employee discount terms' });
    await expect(terms).toBeVisible();
    const banner = page.getByTestId('employee-discount-banner');
    await expect(banner).toHaveCount(0);
    await terms.getByRole('button', { name: 'Accept the terms' }).click();
    await expect(terms).toBeHidden();
    await expect(banner).toHaveText('Employee discount active: $1,080.00 of your $1,500.00 yearly allowance left.');

    await page.reload();
    await expect(page.getByTestId('employee-discount-banner')).toBeVisible();
    // Only the terms: a site pop-up may open after its delay on a slow run, and is no failure.
    await expect(page.getByRole('dialog', { name: 'Employee discount terms' })).toHaveCount(0);
    const profile = await asShopper(page, '/api/consumers-v3/consumer?locale=en-us&siteId=stride');
    expect(profile.consumerProfile.isEmployeeDiscountTCAccepted).toBe(true);

    // The cart prices the discount: its summary lists it with what it took off.
    const [pick] = await buyableVariants(page.request);
    const added = await pageApi<Cart>(page, 'POST', '/cart/v1/cartWithItem', { productId: pick!.variant.id, qty: 1 });
    expect(added.status).toBe(200);
    await storeCart(page, added.body);
    await page.goto('/en-us/cart');
    const discount = added.body.promoSummary.find((entry) => entry.promotionId === 'ST-EMPLOYEE-40')!;
    await expect(page.getByTestId('promo-summary').getByRole('listitem').filter({ hasText: 'Employee discount 40%' })).toContainText(`−$${(discount.discount / 100).toFixed(2)}`);
  });

  test('closing the terms with Escape counts as "Not now" for the rest of the session', async ({ page }) => {
    await page.goto('/en-us/employee-sign-in?siteId=loom');
    const form = page.getByTestId('sign-in-form');
    await expect(form.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    await form.getByLabel('Email').fill('employee@loom.example');
    await form.getByLabel('Password').fill(PASSWORD);
    await form.getByRole('button', { name: 'Sign in' }).click();
    const terms = page.getByRole('dialog', { name: 'Employee discount terms' });
    await expect(terms).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(terms).toBeHidden();

    await page.reload();
    await expect(page.getByTestId('account-name')).toBeVisible();
    await page.waitForTimeout(500);
    await expect(page.getByRole('dialog', { name: 'Employee discount terms' })).toHaveCount(0);
    await expect(page.getByTestId('employee-discount-banner')).toHaveCount(0);
  });

  test('has no serious or critical accessibility violations', async ({ page }) => {
    await page.goto('/en-us/employee-sign-in');
    await page.getByTestId('sign-in-form').getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByTestId('employee-sign-in-email-error')).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});

test('newsletter: the §5 rules, then success replaces the heading', async ({ page }) => {
  await page.goto('/en-us/newsletter');
  const block = page.getByTestId('newsletter');
  await expect(block.getByRole('heading', { name: 'Stay in the loop' })).toBeVisible();
  await block.getByLabel('Email').click();
  const submit = block.getByRole('button', { name: 'Sign up' });
  await expect(submit).toBeEnabled();
  await block.getByLabel('Email').fill('reader@');
  await submit.click();
  await expect(block.getByText('Email is not valid')).toBeVisible();
  await expect(block.getByText('This field is required')).toBeVisible();
  await block.getByLabel('Email').fill(`reader.${Date.now()}@example.com`);
  await block.getByLabel('I accept the privacy policy').check();
  await submit.click();
  await expect(block.getByRole('heading', { name: 'You are subscribed' })).toBeVisible();
  await expect(block.getByRole('heading', { name: 'Stay in the loop' })).toHaveCount(0);
  await expect(block.getByRole('status')).toContainText('Our next newsletter is on its way to reader.');
});

test.describe('contact us', () => {
  test('a guest picks a topic and subject, writes, and gets a case number', async ({ page }) => {
    await page.goto('/en-us/help/contact-us');
    const form = page.getByTestId('contact-us-form');
    await expect(form.getByRole('button', { name: 'Send message' })).toBeEnabled();
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByTestId('contact-category-error')).toHaveText('This field is required');
    await expect(page.getByTestId('contact-email-error')).toHaveText('This field is required');
    await form.getByLabel('Topic').selectOption({ label: 'Returns and refunds' });
    await form.getByLabel('Subject').selectOption({ label: 'Refund status' });
    await form.getByLabel('Your message').fill('Hi');
    await form.getByLabel('Email').fill('asker@example.com');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByTestId('contact-message-error')).toHaveText('Please enter at least 10 characters.');
    await form.getByLabel('Your message').fill('My refund for order 1234 has not arrived yet.');
    await form.getByRole('button', { name: 'Send message' }).click();
    const success = page.getByTestId('contact-us-success');
    await expect(success).toContainText('Thank you, we received your message');
    await expect(success).toContainText('We will answer at asker@example.com.');
  });

  test('a signed-in shopper finds email and name filled in', async ({ page }) => {
    const dialog = await openSignInDialog(page);
    await dialog.getByLabel('Email').fill('shopper@stride.example');
    await dialog.getByLabel('Password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByTestId('account-name')).toHaveText('Hi, Sam');
    await page.goto('/en-us/help/contact-us');
    const form = page.getByTestId('contact-us-form');
    await expect(form.getByLabel('Email')).toHaveValue('shopper@stride.example');
    await expect(form.getByLabel('First name')).toHaveValue('Sam');
    await expect(form.getByLabel('Last name')).toHaveValue('Shopper');
  });

  test('has no serious or critical accessibility violations', async ({ page }) => {
    await page.goto('/en-us/help/contact-us');
    const form = page.getByTestId('contact-us-form');
    await expect(form.getByRole('button', { name: 'Send message' })).toBeEnabled();
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByTestId('contact-category-error')).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});
