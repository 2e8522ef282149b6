import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiClient } from '@lib/api/client';
import { addToCart, updateCartLine } from '@lib/cart/add-to-cart';
import { ADD_TO_CART_RETRY_DELAY_MS } from '@schemas/constants';
import { $cart, $cartDetails, EMPTY_CART } from '@stores/cart';
import { apiError, cartItem, cartOf } from '../../../helpers/cart-fixture';

// The one add-to-cart path against the §7 cart calls, played by msw: which calls it makes, when it
// tries again, how it recovers, and what it keeps when it fails.
const BASE = 'http://shop.test/api';
const api = new ApiClient({ baseUrl: BASE, fetch: (request) => fetch(request), locale: 'en-us', siteId: 'stride' });
const seen: Array<{ method: string; path: string; body: unknown }> = [];
const server = setupServer();

async function record(request: Request): Promise<void> {
  const text = await request.clone().text();
  seen.push({ method: request.method, path: new URL(request.url).pathname.replace('/api', ''), body: text ? JSON.parse(text) : undefined });
}

beforeAll(() => server.listen({ onUnhandledFrame: 'error' } as never));
beforeEach(() => {
  seen.length = 0;
  $cart.set(EMPTY_CART);
  $cartDetails.set(null);
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const intent = { productId: 'ST00000002', variantId: 'ST00000002-001-10', qty: 1 };
const added = cartItem({ variantId: intent.variantId, id: 'line-new' });
const noWait = vi.fn(async () => undefined);

describe('addToCart', () => {
  it('makes the cart with the item when there is none, and keeps what the API answered', async () => {
    server.use(http.post(`${BASE}/cart/v1/cartWithItem`, async ({ request }) => {
      await record(request);
      return HttpResponse.json(cartOf([added], { basketId: 'basket-new' }));
    }));
    const cart = await addToCart(api, intent, { wait: noWait });
    expect(seen).toEqual([{ method: 'POST', path: '/cart/v1/cartWithItem', body: { productId: intent.variantId, qty: 1 } }]);
    expect(cart.basketId).toBe('basket-new');
    expect($cart.get()).toMatchObject({ basketId: 'basket-new', totalItems: 1, lines: [{ variantId: intent.variantId, qty: 1, storeId: null }] });
    expect($cartDetails.get()?.basketId).toBe('basket-new');
  });

  it('adds to the stored cart', async () => {
    $cart.set({ ...EMPTY_CART, basketId: 'basket-1', totalItems: 1 });
    server.use(http.post(`${BASE}/cart/v1/item`, async ({ request }) => {
      await record(request);
      return HttpResponse.json(cartOf([cartItem(), added]));
    }));
    await addToCart(api, intent, { wait: noWait });
    expect(seen).toEqual([{ method: 'POST', path: '/cart/v1/item', body: { cartId: 'basket-1', productId: intent.variantId, qty: 1 } }]);
    expect($cart.get().totalItems).toBe(2);
  });

  it('tries a failed add once more after 2 s, and keeps the cart as it was when that fails too', async () => {
    const before = { ...EMPTY_CART, basketId: 'basket-1', totalItems: 1, lines: [{ variantId: 'ST00000001-001-9', qty: 1, storeId: null }] };
    $cart.set(before);
    server.use(http.post(`${BASE}/cart/v1/item`, async ({ request }) => {
      await record(request);
      return HttpResponse.json(apiError(409, 'INV409', 'Only 0 left in stock.'), { status: 409 });
    }));
    const wait = vi.fn(async () => undefined);
    await expect(addToCart(api, intent, { wait })).rejects.toMatchObject({ errorId: 'INV409' });
    expect(seen).toHaveLength(2);
    expect(wait).toHaveBeenCalledExactlyOnceWith(ADD_TO_CART_RETRY_DELAY_MS);
    expect($cart.get()).toEqual(before);
    expect($cartDetails.get()).toBeNull();
  });

  it('succeeds on the second try after a passing failure', async () => {
    $cart.set({ ...EMPTY_CART, basketId: 'basket-1' });
    let calls = 0;
    server.use(http.post(`${BASE}/cart/v1/item`, () =>
      ++calls === 1 ? HttpResponse.json(apiError(500, 'GEN500'), { status: 500 }) : HttpResponse.json(cartOf([added]))));
    await expect(addToCart(api, intent, { wait: noWait })).resolves.toMatchObject({ totalItems: 1 });
    expect(calls).toBe(2);
  });

  it.each(['GWP_PRODUCT', 'INVALID_CUSTOMER'])('does not try %s again', async (errorId) => {
    $cart.set({ ...EMPTY_CART, basketId: 'basket-1' });
    server.use(http.post(`${BASE}/cart/v1/item`, async ({ request }) => {
      await record(request);
      return HttpResponse.json(apiError(400, errorId), { status: 400 });
    }));
    const wait = vi.fn(async () => undefined);
    await expect(addToCart(api, intent, { wait })).rejects.toMatchObject({ errorId });
    expect(seen).toHaveLength(1);
    expect(wait).not.toHaveBeenCalled();
  });

  it('CART_NOT_FOUND: a new cart, the remembered lines added back, then the item', async () => {
    $cart.set({
      ...EMPTY_CART, basketId: 'basket-gone', totalItems: 3,
      lines: [{ variantId: 'A-1', qty: 2, storeId: null }, { variantId: 'B-1', qty: 1, storeId: 'STORE-9' }],
    });
    let lines: ReturnType<typeof cartItem>[] = [];
    server.use(
      http.post(`${BASE}/cart/v1/item`, async ({ request }) => {
        await record(request);
        const body = (await request.json()) as { cartId: string; productId: string; qty: number };
        if (body.cartId === 'basket-gone') return HttpResponse.json(apiError(404, 'CART_NOT_FOUND'), { status: 404 });
        lines = [...lines, cartItem({ variantId: body.productId, id: `line-${body.productId}`, qty: body.qty })];
        return HttpResponse.json(cartOf(lines, { basketId: 'basket-again' }));
      }),
      http.post(`${BASE}/cart/v1/cart`, async ({ request }) => {
        await record(request);
        return HttpResponse.json(cartOf([], { basketId: 'basket-again' }));
      }),
    );
    const cart = await addToCart(api, intent, { wait: noWait });
    expect(seen.map(({ method, path, body }) => `${method} ${path} ${JSON.stringify(body)}`)).toEqual([
      'POST /cart/v1/item {"cartId":"basket-gone","productId":"ST00000002-001-10","qty":1}',
      'POST /cart/v1/cart {}',
      'POST /cart/v1/item {"cartId":"basket-again","productId":"A-1","qty":2}',
      'POST /cart/v1/item {"cartId":"basket-again","productId":"B-1","qty":1,"storeId":"STORE-9"}',
      'POST /cart/v1/item {"cartId":"basket-again","productId":"ST00000002-001-10","qty":1}',
    ]);
    expect(cart.items.map((item) => item.variantId)).toEqual(['A-1', 'B-1', intent.variantId]);
    expect($cart.get()).toMatchObject({ basketId: 'basket-again', totalItems: 4 });
  });

  it('CART_NOT_FOUND with the shopper’s other cart already filled: its lines are not added twice', async () => {
    $cart.set({ ...EMPTY_CART, basketId: 'basket-gone', lines: [{ variantId: 'A-1', qty: 2, storeId: null }] });
    server.use(
      http.post(`${BASE}/cart/v1/item`, async ({ request }) => {
        await record(request);
        const body = (await request.json()) as { cartId: string };
        return body.cartId === 'basket-gone'
          ? HttpResponse.json(apiError(404, 'CART_NOT_FOUND'), { status: 404 })
          : HttpResponse.json(cartOf([cartItem({ variantId: 'A-1', qty: 2 }), added], { basketId: 'account-cart' }));
      }),
      http.post(`${BASE}/cart/v1/cart`, () => HttpResponse.json(cartOf([cartItem({ variantId: 'A-1', qty: 2 })], { basketId: 'account-cart' }))),
    );
    await addToCart(api, intent, { wait: noWait });
    expect(seen.filter((call) => call.path === '/cart/v1/item').map((call) => (call.body as { productId: string }).productId)).toEqual([intent.variantId, intent.variantId]);
  });

  it('a pickup add without a cart makes it with action=pickup at that store', async () => {
    server.use(http.post(`${BASE}/cart/v1/cartWithItem`, ({ request }) => {
      const url = new URL(request.url);
      expect([url.searchParams.get('action'), url.searchParams.get('favStoreId')]).toEqual(['pickup', 'STORE-1']);
      return HttpResponse.json(cartOf([added]));
    }));
    await addToCart(api, { ...intent, storeId: 'STORE-1' }, { wait: noWait });
  });
});

describe('updateCartLine (quick shop in update context)', () => {
  it('changes the line to the chosen variant', async () => {
    $cart.set({ ...EMPTY_CART, basketId: 'basket-1' });
    server.use(http.put(`${BASE}/cart/v1/cart/basket-1/item`, async ({ request }) => {
      await record(request);
      return HttpResponse.json(cartOf([added]));
    }));
    await updateCartLine(api, { ...intent, itemId: 'line-old', previousVariantId: 'OLD-1' }, { wait: noWait });
    expect(seen).toEqual([{ method: 'PUT', path: '/cart/v1/cart/basket-1/item', body: { cartId: 'basket-1', itemId: 'line-old', productId: intent.variantId, qty: 1 } }]);
  });

  it('CART_NOT_FOUND: the cart is made again without the edited line, then the new variant is added', async () => {
    $cart.set({ ...EMPTY_CART, basketId: 'basket-gone', lines: [{ variantId: 'OLD-1', qty: 1, storeId: null }, { variantId: 'KEEP-1', qty: 1, storeId: null }] });
    server.use(
      http.put(`${BASE}/cart/v1/cart/basket-gone/item`, () => HttpResponse.json(apiError(404, 'CART_NOT_FOUND'), { status: 404 })),
      http.post(`${BASE}/cart/v1/cart`, () => HttpResponse.json(cartOf([], { basketId: 'basket-again' }))),
      http.post(`${BASE}/cart/v1/item`, async ({ request }) => {
        await record(request);
        return HttpResponse.json(cartOf([added], { basketId: 'basket-again' }));
      }),
    );
    await updateCartLine(api, { ...intent, itemId: 'line-old', previousVariantId: 'OLD-1' }, { wait: noWait });
    expect(seen.map((call) => (call.body as { productId: string }).productId)).toEqual(['KEEP-1', intent.variantId]);
  });
});
