// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import SignUpForm, { type SignUpFormProps } from '@islands/account/SignUpForm';
import { VALIDATION_MESSAGES } from '@shared/i18n/messages';
import { identityLinks } from '@shared/routing/routes';
import type { SignUpRequirements } from '@shared/identity/sign-up-config';

const NONE: SignUpRequirements = { birthDate: undefined, phone: false, gender: false, agreements: [], smsOptIn: false };

function renderForm(overrides: Partial<SignUpFormProps> = {}) {
  const props: SignUpFormProps = {
    target: { apiBasePath: '/api', siteId: 'stride', locale: 'en-us' },
    messages: VALIDATION_MESSAGES.en, links: identityLinks('en-us'), locale: 'en-us', requirements: NONE, ...overrides,
  };
  return render(<SignUpForm {...props} />);
}

const smsBox = () => screen.getByLabelText(/text alerts/) as HTMLInputElement;
const phone = () => screen.getByLabelText(/^Phone/) as HTMLInputElement;
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: /Create account|Join and create account|Crea account/ }));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('SignUpForm: SMS opt-in (spec §4)', () => {
  it('can only be ticked with a valid phone', () => {
    renderForm();
    expect(smsBox().disabled).toBe(true);
    expect(screen.getByText('Enter a valid phone number to get text alerts.')).toBeTruthy();
    type(phone(), '212 555 01');
    expect(smsBox().disabled).toBe(true);
    type(phone(), '212 555 0199');
    expect(smsBox().disabled).toBe(false);
  });

  it('ticking shows the terms; submitting before answering them is refused; Accept opts in, Decline unticks', () => {
    renderForm();
    type(phone(), '212 555 0199');
    fireEvent.click(smsBox());
    expect(smsBox().checked).toBe(true);
    expect(screen.getByTestId('sms-terms').textContent).toContain('six text messages a month');
    submit();
    expect(screen.getByTestId('sign-up-sms-error').textContent).toBe('Accept or decline the text alert terms.');
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(smsBox().checked).toBe(false);
    expect(screen.queryByTestId('sms-terms')).toBeNull();
    fireEvent.click(smsBox());
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(smsBox().checked).toBe(true);
    expect(screen.queryByTestId('sms-terms')).toBeNull();
    expect(screen.getByText('Text alerts will be sent to this number.')).toBeTruthy();
  });

  it('resets when the phone becomes invalid, and stays reset when it is valid again', () => {
    renderForm();
    type(phone(), '212 555 0199');
    fireEvent.click(smsBox());
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    type(phone(), '212 555');
    expect(smsBox().checked).toBe(false);
    expect(smsBox().disabled).toBe(true);
    type(phone(), '212 555 0199');
    expect(smsBox().checked).toBe(false);
  });
});

describe('SignUpForm: what the locale requires is known before submitting', () => {
  it('en-gb asks for the birth date without calling the API (shared sign-up configuration)', () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    renderForm({ locale: 'en-gb', target: { apiBasePath: '/api', siteId: 'stride', locale: 'en-gb' }, requirements: undefined });
    type(screen.getByLabelText('First name'), 'Gwen');
    type(screen.getByLabelText('Last name'), 'Briton');
    type(screen.getByLabelText('Email'), 'gwen@example.com');
    type(screen.getByLabelText('Password'), 'Briton2026x');
    submit();
    expect(screen.getByTestId('sign-up-birth-date-error').textContent).toBe('Please enter your birth date.');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('it-it labels the phone as required and refuses a blank one', () => {
    renderForm({ locale: 'it-it', target: { apiBasePath: '/api', siteId: 'stride', locale: 'it-it' }, messages: VALIDATION_MESSAGES.it, requirements: undefined });
    expect(screen.getByLabelText('Telefono')).toBeTruthy();
    submit();
    expect(screen.getByTestId('sign-up-phone-error').textContent).toBe('Questo campo è obbligatorio');
  });

  it('shows gender and flagged agreements only where configured, and requires them', () => {
    renderForm({ requirements: { ...NONE, gender: true, agreements: ['policy'] } });
    expect(screen.getByLabelText('Gender')).toBeTruthy();
    expect(screen.queryByLabelText('I accept the terms of use')).toBeNull();
    submit();
    expect(screen.getByTestId('sign-up-gender-error').textContent).toBe('This field is required');
    expect(screen.getByTestId('sign-up-policy-error').textContent).toBe('This field is required');
    fireEvent.click(screen.getByLabelText('I accept the privacy policy'));
    submit();
    expect(screen.queryByTestId('sign-up-policy-error')).toBeNull();
  });

  it('the loyalty variant requires the programme terms', () => {
    renderForm({ variant: 'loyalty' });
    submit();
    expect(screen.getByTestId('sign-up-loyaltyTerms-error').textContent).toBe('This field is required');
  });
});
