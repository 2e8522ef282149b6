// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { UgcMedia } from '@schemas/commerce/ugc';
import UgcReviewDialog from '@islands/ugc/UgcReviewDialog';
import type { UgcApi } from '@islands/ugc/ugc-api';
import { UgcWidgetElement } from '../../../blocks/media/ugc-widget-element';
import { ApiRequestError } from '../../../src/lib/api/client';
import { reportedUgcMedia } from '../../../src/lib/ugc/reported-media';
import { UGC_MESSAGES } from '../../../src/shared/i18n/messages/ugc';
import { $dialogs } from '../../../src/stores/dialogs';
import { SESSION_STORAGE_KEY } from '../../../src/stores/storage-keys';

vi.mock('../../../islands/dialogs/mount-dialog-host', () => ({ mountDialogHost: () => undefined }));

const TARGET = { apiBasePath: '/api', siteId: 'stride', locale: 'de-de' };
const photo = (n: number, products: UgcMedia['products'] = []): UgcMedia => ({
  id: `med_${n}`, caption: `Caption ${n}`, createdAt: '2026-01-15T09:00:00.000Z', user: { id: `usr_${n}`, screenName: `Poster ${n}` },
  images: { original: `/api/ugc/v1/media/med_${n}/image.svg`, width: 800, height: 800 }, products, categoryIds: [], tags: ['city'],
});
const SHOE = { id: 'ST8PWX1242', name: 'Zephyr Road Runner', url: '/de-de/p/zephyr-road-runner-ST8PWX1242', image: '/api/media/products/ST8PWX1242/001.svg',
  price: { currency: 'EUR', current: 12_999, original: 12_999, lowCurrent: 12_999, highCurrent: 12_999, lowOriginal: 12_999, highOriginal: 12_999, historicBestPrice: null, percentagePriceDiscount: null, previousBestSalesPrice: null, salesPriceActiveDate: null } };
const MEDIA = [photo(1, [SHOE]), photo(2), photo(3)];

function fakeApi(overrides: Partial<UgcApi> = {}): UgcApi & { reports: string[]; shared: unknown[] } {
  const reports: string[] = [];
  const shared: unknown[] = [];
  return {
    reports, shared,
    report: async (mediaId, reason) => { reports.push(`${mediaId}:${reason}`); return { mediaId, reported: true }; },
    share: async (input) => { shared.push(input); return { id: 'med_new', status: 'pending', stashId: 'stash_1' }; },
    ...overrides,
  };
}

function renderDialog(api: UgcApi, index = 0) {
  const setTitle = vi.fn();
  render(<UgcReviewDialog props={{ target: TARGET, media: MEDIA, index, title: 'Fotos' }} close={() => undefined} setTitle={setTitle} api={api} messages={UGC_MESSAGES.de} />);
  return setTitle;
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('review-UGC dialog', () => {
  it('shows the photo, its caption, author, date (Intl) and tagged product with its price, and steps through the stream with buttons and arrow keys', async () => {
    const setTitle = renderDialog(fakeApi());
    expect(screen.getByRole('img', { name: 'Caption 1' })).toBeTruthy();
    expect(screen.getByText(/Foto von Poster 1/).textContent).toContain('Veröffentlicht am 15. Januar 2026');
    expect(setTitle).toHaveBeenCalledWith('Foto von Poster 1');
    const link = screen.getByRole('link', { name: /Zephyr Road Runner/ });
    expect(link.getAttribute('href')).toBe('/de-de/p/zephyr-road-runner-ST8PWX1242');
    expect(link.textContent).toMatch(/129,99\s€/);
    expect((screen.getByRole('button', { name: 'Vorheriges Foto' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Nächstes Foto' }));
    expect(screen.getByRole('img', { name: 'Caption 2' })).toBeTruthy();
    expect(screen.getByText('Foto 2 von 3')).toBeTruthy();
    fireEvent.keyDown(screen.getByTestId('ugc-review'), { key: 'ArrowRight' });
    expect(screen.getByRole('img', { name: 'Caption 3' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Nächstes Foto' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(screen.getByTestId('ugc-review'), { key: 'ArrowLeft' });
    expect(screen.getByRole('img', { name: 'Caption 2' })).toBeTruthy();
  });

  it('reports a photo with a reason, confirms it and hides it from this browser; a second report shows the §8 message', async () => {
    const api = fakeApi();
    renderDialog(api);
    fireEvent.click(screen.getByRole('button', { name: 'Dieses Foto melden' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Spam oder Werbung' }));
    fireEvent.click(screen.getByRole('button', { name: 'Meldung senden' }));
    expect((await screen.findByRole('status')).textContent).toBe(UGC_MESSAGES.de.reported);
    expect(api.reports).toEqual(['med_1:spam']);
    expect(reportedUgcMedia().has('med_1')).toBe(true);
    cleanup();

    const refused = fakeApi({ report: async () => { throw new ApiRequestError(409, { errorDetails: [{ errorId: 'UGC409', message: 'server text' }], statusCode: 409, correlationId: 'c' }, 'failed'); } });
    renderDialog(refused, 1);
    fireEvent.click(screen.getByRole('button', { name: 'Dieses Foto melden' }));
    fireEvent.click(screen.getByRole('button', { name: 'Meldung senden' }));
    expect((await screen.findByRole('alert')).textContent).toBe(UGC_MESSAGES.de.error_UGC409);
  });

  it('asks a guest to sign in to share, and sends a signed-in shopper’s photo with caption and product, then thanks', async () => {
    renderDialog(fakeApi());
    fireEvent.click(screen.getByRole('button', { name: 'Teilen Sie Ihr Foto' }));
    expect(screen.getByText(UGC_MESSAGES.de.signInToShare)).toBeTruthy();
    cleanup();

    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ status: 'registered', firstName: 'Sam' }));
    const api = fakeApi();
    renderDialog(api);
    fireEvent.click(screen.getByRole('button', { name: 'Teilen Sie Ihr Foto' }));
    expect((screen.getByLabelText(UGC_MESSAGES.de.screenName) as HTMLInputElement).value).toBe('Sam');
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2])], 'me.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByLabelText(UGC_MESSAGES.de.file), { target: { files: [file] } });
    fireEvent.change(screen.getByLabelText(UGC_MESSAGES.de.caption), { target: { value: ' Im Park ' } });
    fireEvent.change(screen.getByLabelText(UGC_MESSAGES.de.product), { target: { value: SHOE.id } });
    fireEvent.submit(screen.getByRole('button', { name: 'Foto senden' }).closest('form')!);
    expect((await screen.findByRole('status')).textContent).toBe(UGC_MESSAGES.de.thanks);
    expect(api.shared).toEqual([{ screenName: 'Sam', caption: 'Im Park', productId: SHOE.id, image: btoa(String.fromCharCode(0xff, 0xd8, 0xff, 0xe0, 1, 2)) }]);
  });
});

describe('UGC widget element', () => {
  beforeAll(() => customElements.define('storefront-ugc-widget', UgcWidgetElement));

  function widget() {
    document.body.innerHTML = `<storefront-ugc-widget data-stream-id="stride-westend" data-delay="0" data-api-base="/api" data-site-id="stride" data-locale="en-us" data-title="Seen" data-open-label="Open the photo by {name}"><template><ul class="ugc__grid"><li><img alt="placeholder" src="/p.svg"></li></ul></template></storefront-ugc-widget>`;
    return document.querySelector<UgcWidgetElement>('storefront-ugc-widget')!;
  }
  const created = (element: HTMLElement) => waitFor(() => expect(element.dataset.created).toBeTruthy());

  it('shows the stream’s photos (fetched once, with the brand), not those this browser reported, and opens the dialog on a click', async () => {
    localStorage.setItem('storefront:ugc-reported', JSON.stringify(['med_2']));
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (input: URL | string, init?: RequestInit) => {
      calls.push(`${String(input)} ${new Headers(init?.headers).get('x-brand')}`);
      return new Response(JSON.stringify({ total: 3, offset: 0, limit: 12, media: MEDIA }));
    });
    const element = widget();
    await created(element);
    expect(calls).toEqual(['http://localhost:3000/api/ugc/v1/streams/stride-westend/media?limit=12&locale=en-us stride'.replace('http://localhost:3000', window.location.origin)]);
    const buttons = element.querySelectorAll('button');
    expect([...buttons].map((button) => button.getAttribute('aria-label'))).toEqual(['Open the photo by Poster 1', 'Open the photo by Poster 3']);
    expect(element.querySelector('img')!.getAttribute('src')).toMatch(/^\/img\/api\/ugc\/v1\/media\/med_1\/image\.svg\?w=320&h=320/);
    await act(async () => { buttons[1]!.click(); });
    await waitFor(() => expect($dialogs.get()?.name).toBe('review-ugc'));
    expect($dialogs.get()!.props).toMatchObject({ index: 1, title: 'Seen', target: { siteId: 'stride', locale: 'en-us' } });
    expect($dialogs.get()!.returnFocus).toBe(buttons[1]);
  });

  it('keeps the placeholders when the service has no photo or fails (the failure only logged)', async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ total: 0, offset: 0, limit: 12, media: [] })));
    const empty = widget();
    await created(empty);
    expect(empty.querySelector('img')!.alt).toBe('placeholder');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', async () => new Response('{}', { status: 503 }));
    const failing = widget();
    await created(failing);
    expect([failing.dataset.created, failing.querySelector('img')!.alt]).toEqual(['placeholders', 'placeholder']);
    expect(warn).toHaveBeenCalledWith('[ugc] photos could not be loaded:', expect.any(Error));
    warn.mockRestore();
  });
});
