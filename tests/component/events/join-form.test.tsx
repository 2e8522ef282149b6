// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import JoinForm from '@islands/events/JoinForm';
import EventSignUpDialog from '@islands/events/EventSignUpDialog';
import type { EventDialogContext } from '@islands/events/open';
import { EVENT_MESSAGES } from '@shared/i18n/messages/events';
import { VALIDATION_MESSAGES } from '@shared/i18n/messages';
import { identityLinks } from '@shared/routing/routes';
import { TOKENS_STORAGE_KEY } from '@lib/session/tokens';
import { $session } from '@stores/session';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const apiError = (status: number, errorId: string, message: string, field?: string) =>
  json({ errorDetails: [{ errorId, message, ...(field ? { field } : {}) }], statusCode: status, correlationId: 'c-1' }, status);
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

const PROFILE = {
  consumerProfile: {
    consumerId: 'C1', consumerType: 'REGISTERED',
    consumerDetails: { email: 'sam@example.com', firstName: 'Sam', lastName: 'Shopper', phone: '+12125550101', gender: 'F', address: [], identity: [] },
    isLoyaltyMember: false, enrollments: [], preferences: { interests: '' }, subscriptions: [], isEmployeeDiscountTCAccepted: false,
  },
};

const weekend = {
  eventId: 'stride-trail-weekend-2027', title: 'Trail weekend', startDate: '2027-11-26', endDate: '2027-11-28', enablePlusOne: true,
  submitCtaLabel: 'Join the weekend', confirmationTitle: 'See you on the trail', confirmationSubtitle: 'Your confirmation is on its way.',
};
const evening = { ...weekend, eventId: 'stride-run-club-evening-2027', title: 'Run club', startDate: '2027-11-18', endDate: '2027-11-18', enablePlusOne: false, submitCtaLabel: 'Count me in' };

function contextFor(event: typeof weekend): EventDialogContext {
  return {
    event, target: { apiBasePath: '/api', siteId: 'stride', locale: 'en-us' }, links: identityLinks('en-us'),
    recaptcha: { login: 'sandbox-ok:login', register: 'sandbox-ok:register' }, messages: VALIDATION_MESSAGES.en, texts: EVENT_MESSAGES.en,
  };
}

/** Answers the profile, and `registration` for the registration call; records the registration bodies. */
function fakeApi(registration: () => Response) {
  const sent: Array<Record<string, unknown>> = [];
  const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    const path = new URL(request.url).pathname;
    if (path === '/api/consumers-v3/consumer') return json(PROFILE);
    if (path === '/api/consumers-v3/consumer/event-registration') {
      sent.push((await request.json()) as Record<string, unknown>);
      return registration();
    }
    return apiError(404, 'API404', `no route ${path}`);
  });
  return { fetch, sent };
}

const registered = (attendingDays: string, plusOne = '') => json({
  registration: { registrationId: 'r1', eventId: weekend.eventId, email: 'sam@example.com', firstName: 'Sam', lastName: 'Shopper', attendingDays, plusOne, registeredAt: '2027-01-01T00:00:00.000Z', updatedAt: '2027-01-01T00:00:00.000Z' },
  message: 'You are registered.',
});

beforeEach(() => {
  localStorage.setItem(TOKENS_STORAGE_KEY, JSON.stringify({ kind: 'registered', expiresAt: Date.now() + 3_600_000, consumerType: 'REGISTERED', usid: 'u1' }));
  $session.set({ status: 'registered', email: 'sam@example.com', firstName: 'Sam' });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
  $session.set({ status: 'guest' });
});

describe('JoinForm (spec §2 event sign-up, §5 event join, §8)', () => {
  it('prefills from the profile, with the email disabled; shows the day picker only for a multi-day event', async () => {
    fakeApi(() => registered('2027-11-26'));
    render(<JoinForm context={contextFor(weekend)} onRegistered={() => {}} onSignedOut={() => {}} />);
    const email = (await screen.findByLabelText('Email')) as HTMLInputElement;
    expect(email.value).toBe('sam@example.com');
    expect(email.disabled).toBe(true);
    expect((screen.getByLabelText('Last name') as HTMLInputElement).value).toBe('Shopper');
    expect((screen.getByLabelText('Gender') as HTMLSelectElement).value).toBe('F');
    expect(screen.getByRole('group', { name: 'Which days will you attend?' })).toBeTruthy();
    expect(screen.getAllByRole('checkbox', { name: /November/ }).map((box) => box.getAttribute('id'))).toEqual(
      ['event-join-day-2027-11-26', 'event-join-day-2027-11-27', 'event-join-day-2027-11-28'],
    );
    expect(screen.getByLabelText('Guest name (optional)')).toBeTruthy();
    cleanup();

    fakeApi(() => registered('2027-11-18'));
    render(<JoinForm context={contextFor(evening)} onRegistered={() => {}} onSignedOut={() => {}} />);
    await screen.findByLabelText('Email');
    expect(screen.queryByRole('group', { name: 'Which days will you attend?' })).toBeNull();
    expect(screen.queryByLabelText('Guest name (optional)')).toBeNull();
  });

  it('requires the terms and a day, and checks the guest name, before calling the API', async () => {
    const { sent } = fakeApi(() => registered('2027-11-26'));
    render(<JoinForm context={contextFor(weekend)} onRegistered={() => {}} onSignedOut={() => {}} />);
    type(await screen.findByLabelText('Guest name (optional)'), 'J4mie');
    fireEvent.click(screen.getByRole('button', { name: 'Join the weekend' }));
    expect(screen.getByTestId('event-join-terms-error').textContent).toBe('This field is required');
    expect(screen.getByTestId('event-join-days-error').textContent).toBe('Choose at least one day.');
    expect(screen.getByTestId('event-join-guest-error').textContent).toBe('Name is not valid.');
    expect(sent).toEqual([]);
  });

  it('sends the §3 payload: account email, joined days, guest, terms, timestamp', async () => {
    const { sent } = fakeApi(() => registered('2027-11-26,2027-11-28', 'Jamie Rivera'));
    const onRegistered = vi.fn();
    render(<JoinForm context={contextFor(weekend)} onRegistered={onRegistered} onSignedOut={() => {}} />);
    fireEvent.click(await screen.findByLabelText('Sunday, November 28'));
    fireEvent.click(screen.getByLabelText('Friday, November 26'));
    type(screen.getByLabelText('Guest name (optional)'), 'Jamie Rivera');
    fireEvent.click(screen.getByLabelText('I accept the event terms and conditions'));
    fireEvent.click(screen.getByRole('button', { name: 'Join the weekend' }));
    await waitFor(() => expect(onRegistered).toHaveBeenCalledWith(expect.objectContaining({ attendingDays: '2027-11-26,2027-11-28', plusOne: 'Jamie Rivera' })));
    expect(sent).toEqual([{
      email: 'sam@example.com', attendingDays: '2027-11-26,2027-11-28', eventId: weekend.eventId, eventTermsAccepted: true,
      firstName: 'Sam', lastName: 'Shopper', gender: 'F', phoneNumber: '+12125550101', plusOne: 'Jamie Rivera', registrationTimestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    }]);
  });

  it('shows a failure as a dismissible alert with the configured message of its errorId, else the server message', async () => {
    let answer = () => apiError(410, 'EVT410', 'This event has ended: registration is closed.');
    fakeApi(() => answer());
    render(<JoinForm context={contextFor(evening)} onRegistered={() => {}} onSignedOut={() => {}} />);
    fireEvent.click(await screen.findByLabelText('I accept the event terms and conditions'));
    fireEvent.click(screen.getByRole('button', { name: 'Count me in' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This event has ended. Registration is closed.');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Count me in' }));

    answer = () => apiError(409, 'XYZ409', 'Something the shop did not expect.');
    fireEvent.click(screen.getByRole('button', { name: 'Count me in' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Something the shop did not expect.');
  });
});

describe('EventSignUpDialog', () => {
  it('starts at the join step when signed in, and ends with the confirmation and a Close button', async () => {
    fakeApi(() => registered('2027-11-18'));
    const close = vi.fn();
    render(<EventSignUpDialog props={{ title: evening.title, context: contextFor(evening) }} close={close} setTitle={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Your registration' })).toBeTruthy();
    fireEvent.click(await screen.findByLabelText('I accept the event terms and conditions'));
    fireEvent.click(screen.getByRole('button', { name: 'Count me in' }));
    const heading = await screen.findByRole('heading', { name: 'See you on the trail' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText('Your confirmation is on its way.')).toBeTruthy();
    expect(screen.getByText('Days: Thursday, November 18')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(close).toHaveBeenCalled();
  });

  it('asks a guest to sign in or create an account, switchable', () => {
    $session.set({ status: 'guest' });
    render(<EventSignUpDialog props={{ title: weekend.title, context: contextFor(weekend) }} close={() => {}} setTitle={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Sign in to join' })).toBeTruthy();
    expect(screen.getByTestId('sign-in-form')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(screen.getByRole('button', { name: 'Create an account' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByTestId('sign-in-form')).toBeNull();
    expect(screen.getByTestId('event-sign-up-form')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Create an account to join' })).toBeTruthy();
    fireEvent.click(screen.getByTestId('event-switch-sign-in'));
    expect(screen.getByTestId('event-switch-sign-in').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('sign-in-form')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Sign in to join' })).toBeTruthy();
  });
});
