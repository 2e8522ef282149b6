// @vitest-environment happy-dom
import { act, cleanup, fireEvent } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import SignInForm from '@islands/account/SignInForm';
import ContactUsForm from '@islands/identity/ContactUsForm';
import { VALIDATION_MESSAGES } from '@shared/i18n/messages';
import { IDENTITY_MESSAGES } from '@shared/i18n/messages/identity';
import { identityLinks } from '@shared/routing/routes';

const target = { apiBasePath: '/api', siteId: 'stride', locale: 'it-it' } as const;
let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  cleanup();
  document.body.innerHTML = '';
});

/** The page as the server sent it, what the shopper types while the script loads, then hydration. */
async function hydrateAfterTyping(element: React.ReactElement, typed: Record<string, string>): Promise<HTMLElement> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  for (const [id, value] of Object.entries(typed)) (document.getElementById(id) as HTMLInputElement).value = value;
  await act(async () => {
    root = hydrateRoot(container, element, { onRecoverableError: () => undefined });
  });
  return container;
}

describe('text typed before a form hydrates is kept', () => {
  it('sign-in: the email and password typed while the page loaded are still there, and the form sends them', async () => {
    const element = <SignInForm target={target} messages={VALIDATION_MESSAGES.it} links={identityLinks('it-it')} />;
    await hydrateAfterTyping(element, { 'sign-in-email': 'member@stride.example', 'sign-in-password': 'Storefront2026' });
    expect((document.getElementById('sign-in-email') as HTMLInputElement).value).toBe('member@stride.example');
    expect((document.getElementById('sign-in-password') as HTMLInputElement).value).toBe('Storefront2026');
    // The form's own state has them: submitting finds no field empty (the call itself fails here: no network).
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
    await act(async () => fireEvent.submit(document.querySelector('form')!));
    expect(document.getElementById('sign-in-email-error')).toBeNull();
    expect(document.getElementById('sign-in-password-error')).toBeNull();
    vi.unstubAllGlobals();
  });

  it('contact us: a message typed before hydration survives it; untouched fields stay empty', async () => {
    const element = <ContactUsForm target={target} messages={VALIDATION_MESSAGES.it} identity={IDENTITY_MESSAGES.it} categories={[]} />;
    await hydrateAfterTyping(element, { 'contact-message': 'Dove è il mio ordine?' });
    expect((document.getElementById('contact-message') as HTMLTextAreaElement).value).toBe('Dove è il mio ordine?');
    expect((document.getElementById('contact-email') as HTMLInputElement).value).toBe('');
  });
});
