// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import LocationConfirmationDialog from '@islands/location/LocationConfirmationDialog';
import { runLocationCheck } from '@islands/location/location-check';
import { PopupElement } from '../../blocks/popups/popup-element';
import { locationSettled } from '../../src/lib/location/location-memory';
import { $dialogs } from '../../src/stores/dialogs';
import { endLocationTurn } from '../../src/stores/overlay-turns';

// The dialog host itself is tested elsewhere (dialog-host.test.tsx); here the store says what would show.
vi.mock('../../islands/dialogs/mount-dialog-host', () => ({ mountDialogHost: () => undefined }));

const TARGET = { apiBasePath: '/api', siteId: 'stride', locale: 'en-us' };
const COUNTRIES = [
  { country: 'US', name: 'United States', locales: [{ locale: 'en-us', language: 'en', name: 'English' }] },
  { country: 'CA', name: 'Canada', locales: [{ locale: 'en-ca', language: 'en', name: 'English' }, { locale: 'fr-ca', language: 'fr', name: 'français' }] },
  { country: 'FR', name: 'France', locales: [{ locale: 'fr-fr', language: 'fr', name: 'français' }] },
];

function answering(detectedCountry: string | null) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (input: Request | URL | string, init?: RequestInit) => {
    calls.push(`${String(input instanceof Request ? input.url : input)} ${new Headers(init?.headers).get('x-brand')}`);
    return new Response(JSON.stringify({ detectedCountry, countries: COUNTRIES }), { headers: { 'content-type': 'application/json' } });
  });
  return calls;
}

/** Resolves once the check opened its dialog (or never does: the test's timeout says so). */
const dialogOpened = () => new Promise<NonNullable<ReturnType<typeof $dialogs.get>>>((resolve) => {
  const stop = $dialogs.subscribe((open) => {
    if (open) {
      queueMicrotask(stop);
      resolve(open);
    }
  });
});

beforeAll(() => customElements.define('storefront-popup', PopupElement));
afterEach(() => {
  cleanup();
  $dialogs.set(null);
  localStorage.clear();
  sessionStorage.clear();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('location check', () => {
  it('offers the site of the country the edge names, with the page’s own alternate, and remembers the answer for the brand', async () => {
    document.head.innerHTML = '<link rel="alternate" hreflang="fr-FR" href="/fr-fr/p/chaussure-ST1">';
    const calls = answering('FR');
    const done = runLocationCheck(TARGET, 'Stride');
    const open = await dialogOpened();
    expect(calls[0]).toBe('http://localhost:3000/api/fapi/pages/location-selector?locale=en-us stride');
    expect(open.name).toBe('location-confirmation');
    expect(open.props).toMatchObject({
      title: 'Your location: France',
      text: 'You are on Stride United States. Prices, delivery and offers differ by country.',
      stayLabel: 'Stay on Stride United States',
      choices: [{ href: '/fr-fr/p/chaussure-ST1', lang: 'fr-fr', label: 'Continue to Stride France' }],
    });
    expect(locationSettled('stride')).toBe(false);
    $dialogs.set(null);
    await done;
    expect(locationSettled('stride')).toBe(true);
    expect(locationSettled('loom')).toBe(false);
  });

  it('names the language where the country has several, and leads to that locale’s home of the same brand', async () => {
    window.history.replaceState(null, '', '/en-us/help?siteId=loom');
    answering('CA');
    const done = runLocationCheck({ ...TARGET, siteId: 'loom' }, 'Loom');
    const open = await dialogOpened();
    expect(open.props.choices).toEqual([
      { href: '/en-ca?siteId=loom', lang: 'en-ca', label: 'Continue to Loom Canada (English)' },
      { href: '/fr-ca?siteId=loom', lang: 'fr-ca', label: 'Continue to Loom Canada (français)' },
    ]);
    $dialogs.set(null);
    await done;
    window.history.replaceState(null, '', '/');
  });

  it('asks nothing in the page’s own country (for good) or when the country is unknown (for this visit)', async () => {
    answering('US');
    await runLocationCheck(TARGET, 'Stride');
    expect($dialogs.get()).toBeNull();
    expect(localStorage.getItem('storefront:location-answered')).toBe('["stride"]');
    localStorage.clear();
    answering(null);
    await runLocationCheck(TARGET, 'Stride');
    expect($dialogs.get()).toBeNull();
    expect(localStorage.getItem('storefront:location-answered')).toBeNull();
    expect(sessionStorage.getItem('storefront:location-checked')).toBe('["stride"]');
    expect(locationSettled('stride')).toBe(true);
  });

  it('asks nothing when the call fails', async () => {
    vi.stubGlobal('fetch', async () => new Response('{}', { status: 503 }));
    await runLocationCheck(TARGET, 'Stride');
    expect($dialogs.get()).toBeNull();
    expect(locationSettled('stride')).toBe(false);
  });
});

describe('location confirmation dialog', () => {
  it('links each choice in its own language, and staying answers and closes', () => {
    const close = vi.fn();
    const onAnswer = vi.fn();
    render(<LocationConfirmationDialog close={close} setTitle={() => undefined} props={{
      text: 'You are on Stride United States.', stayLabel: 'Stay on Stride United States', onAnswer,
      choices: [{ href: '/fr-ca', lang: 'fr-ca', label: 'Continue to Stride Canada (français)' }],
    }} />);
    expect(screen.getByRole('link', { name: 'Continue to Stride Canada (français)' }).getAttribute('hreflang')).toBe('fr-ca');
    fireEvent.click(screen.getByRole('button', { name: 'Stay on Stride United States' }));
    expect(onAnswer).toHaveBeenCalledOnce();
    expect(close).toHaveBeenCalledOnce();
  });
});

describe('overlay turns', () => {
  it('a pop-up waits for the location confirmation’s turn after the consent banner', async () => {
    document.cookie = 'storefront_consent=C0001:1,C0002:0,C0003:0,C0004:0; path=/';
    const element = document.createElement('storefront-popup');
    element.dataset.popupId = 'welcome';
    element.setAttribute('data-guest', '');
    element.hidden = true;
    document.body.append(element);
    for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
    expect(element.dataset.waiting).toBe('location');
    expect(element.dataset.state).toBeUndefined();
    endLocationTurn();
    for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
    expect(element.dataset.state).toBe('minimized');
    document.cookie = 'storefront_consent=; Max-Age=0; path=/';
  });
});
