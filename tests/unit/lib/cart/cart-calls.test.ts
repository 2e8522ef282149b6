import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiClient } from '@lib/api/client';
import { updateCartItem } from '@lib/api/cart';
import { changeCart, lineIn, loadStoredCart } from '@lib/cart/cart-calls';
import { adoptSignedInCart, guestObjectsOf } from '@lib/cart/sign-in-cart';
import { $cart, $cartDetails, EMPTY_CART, storedCartOf, storedCartSchema } from '@stores/cart';
import { apiError, cartItem, cartOf } from '../../../helpers/cart-fixture';

const BASE = 'http://shop.test/api';
const api = new ApiClient({ baseUrl: BASE, fetch: (request) => fetch(request), locale: 'en-us', siteId: 'stride' });
const server = setupServer();
const paths: string[] = [];

beforeAll(() => server.listen({ onUnhandledFrame: 'error' } as never));
beforeEach(() => {
  paths.length = 0;
  $cart.set(EMPTY_CART);
  $cartDetails.set(null);
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function log(request: Request): void {
  const url = new URL(request.url);
  url.searchParams.delete('locale');
  paths.push(`${request.method} ${url.pathname.replace('/api', '')}${url.search}`);
}

describe('the stored cart', () => {
  it('reads what it wrote, and an entry from before lines were kept', () => {
    const full = { basketId: 'b', favoriteId: null, totalItems: 3, saveForLaterId: 's', lines: [{ variantId: 'A-1', qty: 3, storeId: null }] };
    expect(storedCartSchema.safeParse(JSON.parse(JSON.stringify(full)))).toEqual({ success: true, data: full });
    expect(storedCartSchema.safeParse({ basketId: 'b-1', favoriteId: null, totalItems: 3 })).toEqual({ success: true, data: { basketId: 'b-1', favoriteId: null, totalItems: 3 } });
  });

  it('refuses a damaged entry (the store falls back to an empty cart)', () => {
    for (const damaged of [
      null, 'cart', { basketId: 1, favoriteId: null, totalItems: 0 }, { basketId: null, favoriteId: null, totalItems: -1 },
      { basketId: null, favoriteId: null, totalItems: 'lots' }, { basketId: 'b', favoriteId: null, totalItems: 1, lines: [{ variantId: 'A', qty: 0, storeId: null }] },
      { basketId: 'b', favoriteId: null, totalItems: 1, lines: 'A' }, { basketId: 'b', favoriteId: null, totalItems: 1, saveForLaterId: 7 },
    ]) {
      expect(storedCartSchema.safeParse(damaged), JSON.stringify(damaged)).toEqual({ success: false });
    }
  });

  it('remembers the paid lines, with the store only for pickup', () => {
    const pickup = cartItem({
      variantId: 'P-1', storeId: 'S1',
      shippingOptions: [{ selected: true, available: true, shippingMethod: { code: 'pickup', kind: 'pickup', label: 'Pickup', deliveryTime: '', price: { amount: 0, currency: 'USD' } }, storeInfo: { id: 'S1', name: 'S', storeInventory: 2 } }],
    });
    const sts = cartItem({
      variantId: 'T-1', storeId: 'S1',
      shippingOptions: [{ selected: true, available: true, shippingMethod: { code: 'sts', kind: 'sts', label: 'Ship to store', deliveryTime: '', price: { amount: 0, currency: 'USD' } }, storeInfo: { id: 'S1', name: 'S', storeInventory: 0 } }],
    });
    const gift = cartItem({ variantId: 'G-1', bonus: true });
    expect(storedCartOf(cartOf([pickup, sts, gift], { favoriteId: 'fav-1' }), EMPTY_CART)).toEqual({
      basketId: 'basket-1', favoriteId: 'fav-1', totalItems: 3, saveForLaterId: null,
      lines: [{ variantId: 'P-1', qty: 1, storeId: 'S1' }, { variantId: 'T-1', qty: 1, storeId: null }],
    });
  });
});

describe('loadStoredCart (the cart page)', () => {
  it('reads the stored cart with the supply check', async () => {
    $cart.set({ ...EMPTY_CART, basketId: 'basket-1' });
    server.use(http.get(`${BASE}/cart/v1/cart/basket-1`, ({ request }) => (log(request), HttpResponse.json(cartOf([cartItem()])))));
    await expect(loadStoredCart(api)).resolves.toMatchObject({ basketId: 'basket-1' });
    expect(paths).toEqual(['GET /cart/v1/cart/basket-1?inventorySupplyCheck=true']);
  });

  it('CART_NOT_FOUND without remembered lines forgets the cart (the favorites list stays)', async () => {
    $cart.set({ ...EMPTY_CART, basketId: 'basket-gone', favoriteId: 'fav-1', totalItems: 2 });
    server.use(http.get(`${BASE}/cart/v1/cart/basket-gone`, () => HttpResponse.json(apiError(404, 'CART_NOT_FOUND'), { status: 404 })));
    await expect(loadStoredCart(api)).resolves.toBeNull();
    expect($cart.get()).toEqual({ ...EMPTY_CART, favoriteId: 'fav-1' });
  });

  it('a registered shopper without a stored cart gets the account’s; a guest gets none', async () => {
    server.use(http.post(`${BASE}/cart/v1/cart`, ({ request }) => (log(request), HttpResponse.json(cartOf([cartItem()], { basketId: 'account-cart' })))));
    await expect(loadStoredCart(api)).resolves.toBeNull();
    expect(paths).toEqual([]);
    await expect(loadStoredCart(api, { registered: true })).resolves.toMatchObject({ basketId: 'account-cart' });
    expect($cart.get().basketId).toBe('account-cart');
  });
});

describe('changeCart (a write of the cart page)', () => {
  it('on CART_NOT_FOUND makes the cart again and repeats the write on the same line there', async () => {
    const old = cartItem({ id: 'old-line', variantId: 'A-1', qty: 1 });
    $cart.set({ ...EMPTY_CART, basketId: 'basket-gone', lines: [{ variantId: 'A-1', qty: 1, storeId: null }] });
    $cartDetails.set(cartOf([old], { basketId: 'basket-gone' }));
    server.use(
      http.put(`${BASE}/cart/v1/cart/:basketId/item`, async ({ request, params }) => {
        log(request);
        if (params.basketId === 'basket-gone') return HttpResponse.json(apiError(404, 'CART_NOT_FOUND'), { status: 404 });
        const body = (await request.json()) as { itemId: string; qty: number };
        expect(body.itemId).toBe('new-line');
        return HttpResponse.json(cartOf([cartItem({ id: 'new-line', variantId: 'A-1', qty: body.qty })], { basketId: 'basket-again' }));
      }),
      http.post(`${BASE}/cart/v1/cart`, () => HttpResponse.json(cartOf([], { basketId: 'basket-again' }))),
      http.post(`${BASE}/cart/v1/item`, () => HttpResponse.json(cartOf([cartItem({ id: 'new-line', variantId: 'A-1' })], { basketId: 'basket-again' }))),
    );
    const cart = await changeCart(api, (current) => updateCartItem(api, { cartId: current.basketId, itemId: lineIn(current, old)!.id, qty: 3 }));
    expect(cart.items[0]).toMatchObject({ id: 'new-line', qty: 3 });
    expect($cart.get()).toMatchObject({ basketId: 'basket-again', totalItems: 3 });
    expect(paths).toEqual(['PUT /cart/v1/cart/basket-gone/item', 'PUT /cart/v1/cart/basket-again/item']);
  });
});

describe('sign-in (§4 merge)', () => {
  it('sends the stored ids as guestObjects', () => {
    expect(guestObjectsOf({ basketId: 'b', favoriteId: null, totalItems: 1, saveForLaterId: 's' })).toEqual({ basketId: 'b', saveForLaterId: 's' });
    expect(guestObjectsOf(EMPTY_CART)).toEqual({});
  });

  it('adopts the merged cart the token exchange names and reads it for the badge', async () => {
    $cart.set({ ...EMPTY_CART, basketId: 'guest-basket', favoriteId: 'guest-fav', totalItems: 1 });
    server.use(http.get(`${BASE}/cart/v1/cart/account-cart`, () => HttpResponse.json(cartOf([cartItem({ qty: 2 }), cartItem({ variantId: 'B-1' })], { basketId: 'account-cart' }))));
    const session = { expiresIn: 900, usid: 'u', consumerNo: 'c', consumerType: 'REGULAR', basketId: 'account-cart', cartNotification: 'cartItemsMerged' as const, favorites: { favoriteId: 'merged-fav', favStoreId: null }, isEmployeeDiscountTCAccepted: false };
    const sessionStorage = new Map<string, string>();
    globalThis.sessionStorage = { setItem: (key: string, value: string) => void sessionStorage.set(key, value) } as Storage;
    await adoptSignedInCart(api, session);
    expect($cart.get()).toMatchObject({ basketId: 'account-cart', favoriteId: 'merged-fav', totalItems: 3 });
    expect([...sessionStorage.values()]).toEqual(['cartItemsMerged']);
  });

  it('without a merged cart, the account’s own cart is asked for', async () => {
    $cart.set({ ...EMPTY_CART, totalItems: 0 });
    server.use(http.post(`${BASE}/cart/v1/cart`, () => HttpResponse.json(cartOf([cartItem()], { basketId: 'account-cart' }))));
    await adoptSignedInCart(api, { expiresIn: 900, usid: 'u', consumerNo: 'c', consumerType: 'REGULAR', favorites: { favoriteId: null, favStoreId: null }, isEmployeeDiscountTCAccepted: false });
    expect($cart.get()).toMatchObject({ basketId: 'account-cart', totalItems: 1 });
  });
});
