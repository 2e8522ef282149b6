// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SubscriptionsForm } from '@islands/account-area/SubscriptionsForm';
import { InterestsForm } from '@islands/account-area/InterestsForm';
import { fakeApi, profileOf, sectionProps, type RecordedCall } from './area-fixtures';

afterEach(cleanup);

const subscription = (channel: 'email' | 'sms', optin: boolean) => ({
  type: 'Newsletter', channel, optin, doubleOptin: false, recipient: 'x', country: 'US', region: 'NORA',
});

function subscriptionsApi(initial: ReturnType<typeof subscription>[]) {
  let current = initial;
  return fakeApi((call: RecordedCall) => {
    if (call.method === 'PUT') {
      const change = (call.body as { subscriptions: Array<{ channel: 'email' | 'sms'; optin: boolean }> }).subscriptions[0]!;
      current = [...current.filter((entry) => entry.channel !== change.channel), subscription(change.channel, change.optin)];
    }
    return { subscriptions: current };
  });
}

describe('newsletter and SMS subscriptions', () => {
  it('saves the newsletter box as it is ticked', async () => {
    const { api, calls } = subscriptionsApi([subscription('email', true)]);
    render(<SubscriptionsForm {...sectionProps(api)} />);
    const box = (await screen.findByTestId('newsletter-optin')) as HTMLInputElement;
    expect(box.checked).toBe(true);
    fireEvent.click(box);
    await waitFor(() => expect(screen.getByTestId('subscriptions-status').textContent).toBe('Your choices have been saved.'));
    expect(calls.at(-1)).toEqual({ method: 'PUT', path: '/consumers-v3/consumer/subscription', body: { subscriptions: [{ type: 'Newsletter', channel: 'email', optin: false }] } });
    expect(box.checked).toBe(false);
  });

  it('SMS: ticking shows the terms, and only accepting them opts in (spec §4)', async () => {
    const { api, calls } = subscriptionsApi([]);
    render(<SubscriptionsForm {...sectionProps(api)} />);
    fireEvent.click(await screen.findByTestId('sms-optin'));
    expect(screen.getByTestId('sms-terms').textContent).toContain('+1 (212) 555 - 0101');
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Accept and subscribe' }));
    await waitFor(() => expect((screen.getByTestId('sms-optin') as HTMLInputElement).checked).toBe(true));
    expect(calls.at(-1)!.body).toEqual({ subscriptions: [{ type: 'Newsletter', channel: 'sms', optin: true }] });
    expect(screen.queryByTestId('sms-terms')).toBeNull();
  });

  it('SMS needs a valid phone on the profile', async () => {
    const { api } = subscriptionsApi([]);
    render(<SubscriptionsForm {...sectionProps(api, { profile: profileOf({ phone: undefined }) })} />);
    expect(((await screen.findByTestId('sms-optin')) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('Add a valid phone number to your profile to get SMS alerts.')).toBeTruthy();
  });
});

describe('interests', () => {
  it('saves the ticked interests pipe-separated and keeps values the list does not offer', async () => {
    const { api, calls } = fakeApi(() => ({ consumerProfile: profileOf() }));
    render(<InterestsForm {...sectionProps(api, { profile: profileOf({}, { preferences: { interests: 'running|kayaking' } }) })} />);
    expect((screen.getByLabelText('kayaking') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByLabelText('Hiking'));
    fireEvent.click(screen.getByRole('button', { name: 'Save interests' }));
    await waitFor(() => expect(screen.getByTestId('interests-status').textContent).toBe('Your interests have been saved.'));
    expect(calls[0]!.body).toEqual({ preferences: { interests: 'running|hiking|kayaking' } });
  });

  it('sends nothing when no interest is ticked', async () => {
    const { api, calls } = fakeApi();
    render(<InterestsForm {...sectionProps(api, { profile: profileOf({}, { preferences: { interests: 'running' } }) })} />);
    fireEvent.click(screen.getByLabelText('Running'));
    fireEvent.click(screen.getByRole('button', { name: 'Save interests' }));
    await waitFor(() => expect(screen.getByTestId('interests-error').textContent).toBe('Choose at least one interest to save.'));
    expect(calls).toEqual([]);
  });
});
