// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import FavoritesPage from '@islands/favorites/FavoritesPage';
import { FAVORITES_MESSAGES } from '@shared/i18n/messages/favorites';
import { clearTokens, storeTokens } from '@lib/session/tokens';
import { $cart, EMPTY_CART } from '@stores/cart';
import { $favorites, NO_FAVORITES } from '@stores/favorites';
import { apiError, stubApi } from './product-extras/api-stub';

const texts = FAVORITES_MESSAGES.en;
const props = {
  target: { apiBasePath: '/api', siteId: 'stride', locale: 'en-us' as const },
  language: 'en' as const,
  texts,
  pageSize: 2,
  links: { shop: '/en-us', signIn: '/en-us/sign-in?returnUrl=%2Fen-us%2Ffavorites' },
};

const entry = (productId: string, name: string, available = true) => ({
  itemId: `item-${productId}`, productId, name, pdpUrl: `/en-us/p/x-${productId}`, productImageURL: `/api/media/products/${productId}/001.svg`,
  available, addedAt: '2026-01-01T00:00:00.000Z',
});
const list = (...items: ReturnType<typeof entry>[]) => ({ favoriteId: 'list-1', items, total: items.length });
const session = { expiresIn: 900, usid: 'u-1', consumerNo: 'G1', consumerType: 'GUEST' };

beforeEach(() => {
  localStorage.clear();
  clearTokens();
  storeTokens('guest', session);
  $favorites.set(NO_FAVORITES);
  $cart.set(EMPTY_CART);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the favorites page', () => {
  it('lists the session’s favorites with links and stock, a few at a time', async () => {
    const { calls } = stubApi({ 'GET /wishlists/v2/favorites': { body: list(entry('P1', 'Zephyr'), entry('P2', 'Nimbus', false), entry('P3', 'Cascade')) } });
    render(<FavoritesPage {...props} />);
    const items = await screen.findAllByTestId('favorite-item');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('link', { name: 'Zephyr' })).toHaveProperty('href', expect.stringMatching(/\/en-us\/p\/x-P1$/));
    expect(within(items[1]!).getByText('Out of stock')).toBeTruthy();
    // Only what can be bought goes to the cart.
    expect(within(items[1]!).queryByRole('button', { name: 'Move to cart' })).toBeNull();
    expect(screen.getByRole('heading', { name: '3 items' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(screen.getAllByTestId('favorite-item')).toHaveLength(3);
    expect(calls[0]!.headers.get('x-storefront-session')).toBe('cookie');
    expect($favorites.get().items).toEqual({ P1: 'item-P1', P2: 'item-P2', P3: 'item-P3' });
    expect(screen.getByText(texts.signInHint)).toBeTruthy();
  });

  it('takes a removed entry off at once, and puts it back with the reason when the API refuses', async () => {
    stubApi({
      'GET /wishlists/v2/favorites': { body: list(entry('P1', 'Zephyr'), entry('P2', 'Nimbus')) },
      'DELETE /wishlists/v2/favorites/list-1/items/item-P1': { body: list(entry('P2', 'Nimbus')) },
      'DELETE /wishlists/v2/favorites/list-1/items/item-P2': apiError(503, 'GEN503', 'Try later.'),
    });
    render(<FavoritesPage {...props} />);
    const [first] = await screen.findAllByTestId('favorite-item');
    fireEvent.click(within(first!).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.getAllByTestId('favorite-item')).toHaveLength(1));
    expect(await screen.findByText('Zephyr was removed from your favorites.')).toBeTruthy();

    fireEvent.click(within(screen.getByTestId('favorite-item')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Try later.');
    expect(screen.getAllByTestId('favorite-item')).toHaveLength(1);
    expect($favorites.get().items).toEqual({ P2: 'item-P2' });
  });

  it('shares a read-only link: copied when the clipboard allows, shown to copy when it does not', async () => {
    stubApi({
      'GET /wishlists/v2/favorites': { body: list(entry('P1', 'Zephyr')) },
      'POST /wishlists/v2/favorites/list-1/share': { body: { favoriteId: 'list-1', shareId: 'secret-1' } },
    });
    const writeText = vi.fn().mockRejectedValueOnce(new Error('denied')).mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<FavoritesPage {...props} />);
    await screen.findByTestId('favorite-item');

    fireEvent.click(screen.getByRole('button', { name: 'Share my favorites' }));
    expect(await screen.findByText(texts.shareReady)).toBeTruthy();
    const link = (screen.getByLabelText(texts.shareLinkLabel) as HTMLInputElement).value;
    expect(link).toBe(`${window.location.origin}/en-us/favorites/shared/list-1?shareId=secret-1`);
    expect(screen.getByRole('link', { name: texts.openSharedList }).getAttribute('href')).toBe(link);

    fireEvent.click(screen.getByRole('button', { name: 'Share my favorites' }));
    expect(await screen.findByText(texts.shareCopied)).toBeTruthy();
    expect(writeText).toHaveBeenLastCalledWith(link);
  });

  it('shows the empty state, and an employee-connected session the §6 explanation without asking for a list', async () => {
    stubApi({ 'GET /wishlists/v2/favorites': { body: { favoriteId: null, items: [], total: 0 } } });
    render(<FavoritesPage {...props} />);
    expect(await screen.findByTestId('favorites-empty')).toHaveProperty('textContent', expect.stringContaining(texts.emptyTitle));
    cleanup();

    storeTokens('registered', { ...session, consumerType: 'EMPLOYEE', storeId: 'ST-US-01' });
    const { calls } = stubApi({});
    render(<FavoritesPage {...props} />);
    expect(await screen.findByTestId('favorites-disabled')).toHaveProperty('textContent', expect.stringContaining(texts.disabledText));
    await act(async () => undefined);
    expect(calls).toEqual([]);
  });

  it('reads in a favorite added in another tab', async () => {
    let items = [entry('P1', 'Zephyr')];
    stubApi({ 'GET /wishlists/v2/favorites': () => ({ body: list(...items) }) });
    render(<FavoritesPage {...props} />);
    await screen.findByTestId('favorite-item');
    items = [entry('P4', 'Drift'), ...items];
    act(() => $favorites.set({ ...$favorites.get(), items: { ...$favorites.get().items, P4: 'item-P4' } }));
    await waitFor(() => expect(screen.getAllByTestId('favorite-item')).toHaveLength(2));
    expect(screen.getByRole('link', { name: 'Drift' })).toBeTruthy();
  });
});
