// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import EnrollmentFlow from '@islands/identity/EnrollmentFlow';
import type { IdentityContext } from '@islands/identity/context';
import { VALIDATION_MESSAGES } from '@shared/i18n/messages';
import { IDENTITY_MESSAGES } from '@shared/i18n/messages/identity';
import { identityLinks } from '@shared/routing/routes';
import { $session, GUEST_SESSION } from '../../../src/stores/session';
import { browserApi } from '../../../islands/shared/browser-api';
import type { ConsumerProfile } from '../../../schemas/commerce/consumer';
import { profileOf } from '../account-area/area-fixtures';

// The signed-in shopper's client without tokens: the page's fetch, answered below.
vi.mock('../../../islands/identity/shopper-api', () => ({ shopperApi: async (target: Parameters<typeof browserApi>[0]) => browserApi(target) }));

const target = { apiBasePath: '/api', siteId: 'stride', locale: 'en-us' };
const context: IdentityContext = { target, messages: VALIDATION_MESSAGES.en, identity: IDENTITY_MESSAGES.en, links: identityLinks('en-us') };
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

/** Answers the profile (GET and PUT) and the loyalty calls; records what was sent. */
function api(profile: ConsumerProfile, putAnswer?: () => Response) {
  const sent: Array<{ method: string; path: string; body: unknown; source: string | null }> = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    const path = new URL(request.url).pathname;
    const body = request.method === 'GET' ? null : await request.json();
    sent.push({ method: request.method, path, body, source: request.headers.get('source') });
    if (path.endsWith('/loyalty/token')) return json({ memberId: 'M-1001', referredBy: null });
    if (path.endsWith('/loyalty/promo/welcome')) return json({ promotion: null, eligible: false, redeemed: false });
    if (path.endsWith('/consumers-v3/consumer') && request.method === 'PUT' && putAnswer) return putAnswer();
    if (path.endsWith('/consumers-v3/consumer')) return json({ consumerProfile: profile });
    return json({}, 404);
  });
  return sent;
}

const heading = () => screen.getByTestId('enrollment-heading');

beforeEach(() => $session.set({ status: 'registered', email: 'sam@example.com', firstName: 'Sam' }));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  $session.set(GUEST_SESSION);
});

describe('EnrollmentFlow (spec §2 steps, §4 start rule and partial enrollment)', () => {
  it('a guest starts at the email lookup, its heading focused', async () => {
    $session.set(GUEST_SESSION);
    render(<EnrollmentFlow context={context} source={null} close={() => undefined} />);
    await waitFor(() => expect(heading().textContent).toBe('Join with your email'));
    await waitFor(() => expect(document.activeElement).toBe(heading())); // focus follows the step once it has rendered
  });

  it('a known email leads to sign-in with the email filled in; forgot password and back stay in the flow', async () => {
    $session.set(GUEST_SESSION);
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => json({ exists: true }));
    render(<EnrollmentFlow context={context} source={null} close={() => undefined} />);
    await waitFor(() => expect(heading().textContent).toBe('Join with your email'));
    type(screen.getByLabelText('Email'), 'sam@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(heading().textContent).toBe('Sign in to join'));
    await waitFor(() => expect(document.activeElement).toBe(heading())); // focus follows the step once it has rendered
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('sam@example.com');
    fireEvent.click(screen.getByRole('link', { name: VALIDATION_MESSAGES.en.forgotPasswordTitle }));
    await waitFor(() => expect(heading().textContent).toBe('Reset your password'));
    fireEvent.click(screen.getByRole('button', { name: 'Back to sign in' }));
    await waitFor(() => expect(heading().textContent).toBe('Sign in to join'));
    // "Create an account" stays in the flow: its own sign-up step (loyalty variant), the email kept.
    fireEvent.click(screen.getByRole('link', { name: VALIDATION_MESSAGES.en.createAccountLink }));
    await waitFor(() => expect(heading().textContent).toBe(IDENTITY_MESSAGES.en.enrollSignUpTitle));
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('sam@example.com');
    expect(screen.getByTestId('enroll-sign-up-form').getAttribute('data-variant')).toBe('loyalty');
  });

  it('opened right after the sign-up form\'s loyalty variant created the account, goes on at welcome', async () => {
    api(profileOf({ phone: undefined }));
    render(<EnrollmentFlow context={context} source="loyalty-page" justSignedUp close={() => undefined} />);
    await waitFor(() => expect(heading().textContent).toContain(IDENTITY_MESSAGES.en.enrollWelcomeTitle.split('{')[0]!.trim()));
    fireEvent.click(screen.getByRole('button', { name: IDENTITY_MESSAGES.en.enrollContinue }));
    await waitFor(() => expect(heading().textContent).toBe('Your mobile number'));
  });

  it('a signed-in shopper without a phone starts at mobile, which requires a valid number before saving it', async () => {
    const sent = api(profileOf({ phone: undefined }));
    render(<EnrollmentFlow context={context} source={null} close={() => undefined} />);
    await waitFor(() => expect(heading().textContent).toBe('Your mobile number'));
    await waitFor(() => expect(document.activeElement).toBe(heading())); // focus follows the step once it has rendered
    type(screen.getByLabelText('Mobile number'), '12');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByTestId('enroll-mobile-error').textContent).not.toBe('');
    expect(sent.filter((call) => call.method === 'PUT')).toEqual([]);
    type(screen.getByLabelText('Mobile number'), '212 555 0147');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(heading().textContent).toBe('Your member profile'));
    // The number as the country's mask wrote it (the account profile sends it the same way).
    const saved = sent.find((call) => call.method === 'PUT')?.body as { consumerDetails: { phone: string } };
    expect(Object.keys(saved)).toEqual(['consumerDetails']);
    expect(saved.consumerDetails.phone.replace(/\D/g, '')).toBe('2125550147');
  });

  it('a number another account has is said at the field, and the step stays', async () => {
    api(profileOf({ phone: undefined }), () => json({ errorDetails: [{ errorId: 'AUT412', message: 'This phone number is already in use.', field: 'consumerDetails.phone' }], statusCode: 409, correlationId: 'c' }, 409));
    render(<EnrollmentFlow context={context} source={null} close={() => undefined} />);
    await waitFor(() => expect(heading().textContent).toBe('Your mobile number'));
    type(screen.getByLabelText('Mobile number'), '212 555 0147');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByTestId('enroll-mobile-error').textContent).toBe('This phone number is already in use.'));
    expect(heading().textContent).toBe('Your mobile number');
  });

  it('a non-member joins on the profile step: only missing fields editable, terms required, then the enrollment and the token call with the campaign source', async () => {
    const sent = api(profileOf({ postalCode: undefined }));
    render(<EnrollmentFlow context={context} source="spring-mail" close={() => undefined} />);
    await waitFor(() => expect(heading().textContent).toBe('Your member profile'));
    expect((screen.getByLabelText('First name') as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Sam');
    expect((screen.getByLabelText('Postal code') as HTMLInputElement).readOnly).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Join the program' }));
    expect(screen.getByTestId('enroll-postalCode-error').textContent).toBe('This field is required');
    expect(screen.getByText('Please accept the loyalty program terms.')).toBeTruthy();
    expect(sent.filter((call) => call.method !== 'GET')).toEqual([]);

    type(screen.getByLabelText('Postal code'), '10013');
    fireEvent.click(screen.getByLabelText('I accept the loyalty program terms'));
    fireEvent.click(screen.getByRole('button', { name: 'Join the program' }));
    await waitFor(() => expect(heading().textContent).toBe('What are you into?'));
    const writes = sent.filter((call) => call.method !== 'GET');
    expect(writes[0]).toMatchObject({ method: 'PUT', body: { consumerDetails: { postalCode: '10013' }, enrollments: [{ type: 'Loyalty' }] } });
    expect(writes[1]).toMatchObject({ method: 'POST', path: '/api/consumers-v3/consumer/loyalty/token', source: 'spring-mail' });

    fireEvent.click(screen.getByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(heading().textContent).toBe('You are a member'));
    expect(screen.getByText('Welcome to the loyalty program. Your member number is M-1001.')).toBeTruthy();
    expect(await screen.findByText('Look out for member offers in your inbox.')).toBeTruthy();
  });
});
