// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import NewsletterSignUp, { type NewsletterTexts } from '@islands/identity/NewsletterSignUp';
import ContactUsForm from '@islands/identity/ContactUsForm';
import { VALIDATION_MESSAGES } from '@shared/i18n/messages';
import { IDENTITY_MESSAGES } from '@shared/i18n/messages/identity';

const target = { apiBasePath: '/api', siteId: 'stride', locale: 'en-us' };
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const texts: NewsletterTexts = {
  title: 'Stay in the loop', emailLabel: 'Email', policyLabel: 'I accept the privacy policy', submitLabel: 'Sign up',
  successTitle: IDENTITY_MESSAGES.en.newsletterSuccessTitle, successText: IDENTITY_MESSAGES.en.newsletterSuccessText,
  required: 'This field is required', emailInvalid: 'Email is not valid', somethingWentWrong: 'Something went wrong.', sending: 'Please wait…',
};

describe('NewsletterSignUp (spec §4, §5, §8)', () => {
  it('requires a valid email and the policy box before calling the API', () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    render(<NewsletterSignUp target={target} texts={texts} idPrefix="n" />);
    type(screen.getByLabelText('Email'), 'reader@');
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByTestId('n-email-error').textContent).toBe('Email is not valid');
    expect(screen.getByTestId('n-policy-error').textContent).toBe('This field is required');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('replaces the heading with the success text once subscribed', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(json({ subscribed: true, message: 'ok' }));
    render(<NewsletterSignUp target={target} texts={texts} idPrefix="n" source="footer" />);
    type(screen.getByLabelText('Email'), 'reader@example.com');
    fireEvent.click(screen.getByLabelText('I accept the privacy policy'));
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('heading', { name: 'You are subscribed' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Stay in the loop' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Thanks! Our next newsletter is on its way to reader@example.com.');
    const request = fetch.mock.calls[0]![0] as Request;
    expect(new URL(request.url).pathname).toBe('/api/consumers-v3/newsletter/subscription');
    expect(await request.json()).toEqual({ email: 'reader@example.com', policy: true, source: 'footer' });
  });

  it('shows a failure as a banner with the server message and keeps the form', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(json({ errorDetails: [{ errorId: 'GEN500', message: 'Try again later.' }], statusCode: 500, correlationId: 'c' }, 500));
    render(<NewsletterSignUp target={target} texts={texts} idPrefix="n" />);
    type(screen.getByLabelText('Email'), 'reader@example.com');
    fireEvent.click(screen.getByLabelText('I accept the privacy policy'));
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect((await screen.findByTestId('newsletter-error')).textContent).toBe('Try again later.');
    expect(screen.getByRole('heading', { name: 'Stay in the loop' })).toBeTruthy();
  });
});

const categories = [
  { category: 'order', label: 'My order', subjects: [{ subject: 'status', label: 'Order status' }] },
  { category: 'returns', label: 'Returns and refunds', subjects: [{ subject: 'return', label: 'Return an item' }, { subject: 'refund', label: 'Refund status' }] },
];

describe('ContactUsForm (spec §2, §7)', () => {
  const renderContact = (initial: typeof categories | null = categories) =>
    render(<ContactUsForm target={target} messages={VALIDATION_MESSAGES.en} identity={IDENTITY_MESSAGES.en} categories={initial} />);

  it('offers the subjects of the chosen topic only, and clears the subject when the topic changes', () => {
    renderContact();
    const subject = screen.getByLabelText('Subject') as HTMLSelectElement;
    expect(subject.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Topic'), { target: { value: 'returns' } });
    expect([...subject.options].map((option) => option.textContent)).toEqual(['Choose…', 'Return an item', 'Refund status']);
    fireEvent.change(subject, { target: { value: 'refund' } });
    fireEvent.change(screen.getByLabelText('Topic'), { target: { value: 'order' } });
    expect(subject.value).toBe('');
  });

  it('checks topic, subject, message length, email and names before sending', () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    renderContact();
    type(screen.getByLabelText('Your message'), 'Short');
    type(screen.getByLabelText('First name'), 'R2D2');
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByTestId('contact-category-error').textContent).toBe('This field is required');
    expect(screen.getByTestId('contact-subject-error').textContent).toBe('This field is required');
    expect(screen.getByTestId('contact-message-error').textContent).toBe('Please enter at least 10 characters.');
    expect(screen.getByTestId('contact-email-error').textContent).toBe('This field is required');
    expect(screen.getByTestId('contact-first-name-error').textContent).toBe('Name is not valid.');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the request and shows the case number', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(json({ caseId: 'case-42', message: 'ok' }, 201));
    renderContact();
    fireEvent.change(screen.getByLabelText('Topic'), { target: { value: 'order' } });
    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: 'status' } });
    type(screen.getByLabelText('Your message'), 'Where is my parcel, please?');
    type(screen.getByLabelText('Email'), 'asker@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect((await screen.findByTestId('contact-us-success')).textContent).toContain('Your case number is case-42. We will answer at asker@example.com.');
    expect(await (fetch.mock.calls[0]![0] as Request).json()).toEqual({ category: 'order', subject: 'status', message: 'Where is my parcel, please?', email: 'asker@example.com' });
  });

  it('asks for the topics itself when the page could not, and says so when that fails too', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(json({ errorDetails: [{ errorId: 'GEN500', message: 'down' }], statusCode: 500, correlationId: 'c' }, 500));
    renderContact(null);
    await waitFor(() => expect(screen.getByTestId('contact-us-topics-error').textContent).toContain('We could not load the topics.'));
  });
});
