import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Cart } from '@schemas/commerce/cart';
import { queryRows } from '../../../helpers/query-rows';
import { expectError, login, signIn, startIdentityApi, type IdentityTestApi } from '../identity/identity-api';
import { setStock, variants, type TestVariant } from './cart-db';

/**
 * The §7 Cart and wishlists calls over HTTP: who may call them, what they answer, and every refusal
 * in the §8 shape. The money and promotion rules themselves are tested on the domain
 * (cart-items, cart-rules, cart-lifecycle, pricing*); here the contract around them.
 */
let api: IdentityTestApi;
let pool: TestVariant[];
let next = 0;
const take = () => pool[next++]!;

async function guestToken(brand = 'stride'): Promise<string> {
  const res = await api.request('POST', '/token/v2/auth/token', { brand, body: { type: 'Guest' } });
  return ((await res.json()) as { accessToken: string }).accessToken;
}

async function call(method: string, path: string, token: string | undefined, body?: unknown) {
  return api.request(method, path, { ...(token ? { token } : {}), ...(body === undefined ? {} : { body }) });
}

async function cartOf(res: Response): Promise<Cart> {
  if (res.status !== 200) throw new Error(`expected a cart, got ${res.status} ${await res.text()}`);
  return (await res.json()) as Cart;
}


beforeAll(async () => {
  api = await startIdentityApi();
  pool = (await variants(api.database.db, 'stride')).filter((variant) => variant.quantity >= 5);
});
afterAll(() => api.close());

describe('cart over HTTP', () => {
  it('needs a session, and answers a cart that no cache may keep', async () => {
    await expectError(await call('POST', '/cart/v1/cart', undefined, {}), 'AUT402');
    const res = await call('POST', '/cart/v1/cart', await guestToken(), {});
    expect(res.headers.get('cache-control')).toBe('no-store');
    const cart = await cartOf(res);
    expect(cart).toMatchObject({ currency: 'USD', items: [], totals: { total: 0 } });
  });

  it('adds one line per variant, changes and removes it, with totals from the server', async () => {
    const token = await guestToken();
    const variant = take();
    const created = await cartOf(await call('POST', '/cart/v1/cartWithItem', token, { productId: variant.id, qty: 1 }));
    const again = await cartOf(await call('POST', '/cart/v1/item', token, { cartId: created.basketId, productId: variant.id, qty: 2 }));
    expect(again.basketId).toBe(created.basketId);
    expect(again.items.filter((item) => !item.bonus)).toHaveLength(1);
    const line = again.items.find((item) => item.variantId === variant.id)!;
    expect(line.qty).toBe(3);
    expect(again.totals.itemSubTotal).toBe(variant.salePrice * 3);
    // Every cart call names the line's picture under the API's base path (GET once answered /api/cart/v1/media/…).
    const read = await cartOf(await call('GET', `/cart/v1/cart/${created.basketId}`, token));
    expect(line.productImageURL).toMatch(/^\/api\/media\/products\//);
    expect(read.items.find((item) => item.id === line.id)!.productImageURL).toBe(line.productImageURL);

    const changed = await cartOf(await call('PUT', `/cart/v1/cart/${created.basketId}/item`, token, { cartId: created.basketId, itemId: line.id, qty: 1 }));
    expect(changed.items.find((item) => item.id === line.id)!.qty).toBe(1);
    const removed = await cartOf(await call('DELETE', '/cart/v1/item', token, { cartId: created.basketId, itemId: line.id }));
    expect(removed.items).toEqual([]);
    expect(removed.totals.total).toBe(0);
    await expectError(await call('DELETE', '/cart/v1/item', token, { cartId: created.basketId, itemId: line.id }), 'BSK404');
  });

  it('refuses bad quantities, unknown variants and gifts by hand, leaving the cart as it was', async () => {
    const token = await guestToken();
    const variant = take();
    const { basketId } = await cartOf(await call('POST', '/cart/v1/cartWithItem', token, { productId: variant.id, qty: 1 }));
    await expectError(await call('POST', '/cart/v1/item', token, { cartId: basketId, productId: variant.id, qty: 0 }), 'API400', 'qty');
    await expectError(await call('POST', '/cart/v1/item', token, { cartId: basketId, productId: variant.id, qty: -2 }), 'API400', 'qty');
    await expectError(await call('POST', '/cart/v1/item', token, { cartId: basketId, productId: variant.id, qty: '2' }), 'API400', 'qty');
    await expectError(await call('POST', '/cart/v1/item', token, { cartId: basketId, productId: variant.id, qty: 2, maxQty: 2 }), 'ADDED_MAX_QUANTITY');
    await setStock(api.database.db, variant.id, 4);
    const overStock = await expectError(await call('POST', '/cart/v1/item', token, { cartId: basketId, productId: variant.id, qty: 9 }), 'INV409');
    expect(overStock.message).toMatch(/4/);
    await expectError(await call('POST', '/cart/v1/item', token, { cartId: basketId, productId: 'no-such-variant', qty: 1 }), 'VAR404');
    const [gift] = await queryRows<{ id: string }>(api.database.db, sql`select v.id from catalog_variants v join catalog_products p on p.id = v.product_id where p.site_id = 'stride' and p.badge = 'Free Gift'`);
    await expectError(await call('POST', '/cart/v1/item', token, { cartId: basketId, productId: gift!.id }), 'GWP_PRODUCT');
    const after = await cartOf(await call('GET', `/cart/v1/cart/${basketId}`, token));
    expect(after.items.filter((item) => !item.bonus).map((item) => [item.variantId, item.qty])).toEqual([[variant.id, 1]]);
  });

  it("answers another shopper's basket exactly like a missing one", async () => {
    const owner = await guestToken();
    const { basketId } = await cartOf(await call('POST', '/cart/v1/cartWithItem', owner, { productId: take().id }));
    const stranger = await guestToken();
    const foreign = await expectError(await call('GET', `/cart/v1/cart/${basketId}`, stranger), 'CART_NOT_FOUND');
    const missing = await expectError(await call('GET', '/cart/v1/cart/00000000-0000-0000-0000-000000000000', stranger), 'CART_NOT_FOUND');
    expect(foreign.message).toBe(missing.message);
    await expectError(await call('POST', '/cart/v1/item', stranger, { cartId: basketId, productId: take().id }), 'CART_NOT_FOUND');
    // A session of another brand is not a session here at all.
    await expectError(await call('GET', `/cart/v1/cart/${basketId}`, await guestToken('loom')), 'AUT402');
  });

  it('applies a promo code and refuses unknown, expired and repeated ones at the coupon field', async () => {
    const token = await guestToken();
    const { basketId } = await cartOf(await call('POST', '/cart/v1/cartWithItem', token, { productId: take().id, qty: 2 }));
    const applied = await cartOf(await call('PUT', '/cart/v1/coupon', token, { cartId: basketId, code: 'welcome15' }));
    expect(applied.couponItems.map((coupon) => coupon.code)).toEqual(['WELCOME15']);
    expect(applied.totals.totalDiscount).toBeGreaterThan(0);
    await expectError(await call('PUT', '/cart/v1/coupon', token, { cartId: basketId, code: 'WELCOME15' }), 'PRM409');
    await expectError(await call('PUT', '/cart/v1/coupon', token, { cartId: basketId, code: 'NOPE-NOT-A-CODE' }), 'PRM400');
    await expectError(await call('PUT', '/cart/v1/coupon', token, { cartId: basketId, code: 'SUMMER25' }), 'PRM410');
    const cleared = await cartOf(await call('DELETE', '/cart/v1/coupon', token, { cartId: basketId, code: 'WELCOME15' }));
    expect(cleared.couponItems).toEqual([]);
    expect(cleared.totals.totalDiscount).toBeLessThan(applied.totals.totalDiscount);
  });

  it('lists shipping methods and switches the home method', async () => {
    const token = await guestToken();
    const { basketId } = await cartOf(await call('POST', '/cart/v1/cartWithItem', token, { productId: take().id }));
    const res = await call('GET', `/cart/v1/cart/${basketId}/shippingMethod/me`, token);
    expect(res.status).toBe(200);
    const { applicableShippingMethods } = (await res.json()) as { applicableShippingMethods: Array<{ code: string }> };
    expect(applicableShippingMethods.map((method) => method.code)).toEqual(expect.arrayContaining(['standard', 'express']));
    const express = await cartOf(await call('POST', '/cart/v1/shippingMethod', token, { cartId: basketId, code: 'express', shippingId: 'me' }));
    expect(express.shippingMethods.find((shipment) => shipment.shippingId === 'me')?.selectedShippingMethod?.code).toBe('express');
    await expectError(await call('POST', '/cart/v1/shippingMethod', token, { cartId: basketId, code: 'teleport', shippingId: 'me' }), 'SHP400');
  });

  it('refuses price adjustments to anyone but an associate', async () => {
    const token = await guestToken();
    const { basketId } = await cartOf(await call('POST', '/cart/v1/cartWithItem', token, { productId: take().id }));
    await expectError(await call('POST', `/cart/v1/cart/${basketId}/price_adjustments`, token, { amountOff: 500, reason: 'Damaged box' }), 'PAD403');
  });

  it('keeps saved for later for registered shoppers: a line goes there and back with its quantity', async () => {
    const guest = await guestToken();
    const { basketId: guestBasket, items: [guestLine] } = await cartOf(await call('POST', '/cart/v1/cartWithItem', guest, { productId: take().id }));
    await expectError(await call('PUT', '/cart/v2/saveForLater', guest, { cartId: guestBasket, itemId: guestLine!.id }), 'AUT403');

    const { accessToken } = await login(api, 'shopper@stride.example');
    const variant = take();
    const { basketId, items } = await cartOf(await call('POST', '/cart/v1/cartWithItem', accessToken, { productId: variant.id, qty: 2 }));
    const line = items.find((item) => item.variantId === variant.id)!;
    const saved = await cartOf(await call('PUT', '/cart/v2/saveForLater', accessToken, { cartId: basketId, itemId: line.id }));
    expect(saved.items.some((item) => item.variantId === variant.id)).toBe(false);
    const list = (await (await call('GET', '/wishlists/v2/saveForLater', accessToken)).json()) as { saveForLaterId: string; items: Array<{ itemId: string; variantId: string; qty: number }> };
    const entry = list.items.find((item) => item.variantId === variant.id)!;
    expect(entry.qty).toBe(2);
    const back = await cartOf(await call('POST', `/cart/v2/cart/${basketId}/saveForLater`, accessToken, { saveForLaterId: list.saveForLaterId, itemId: entry.itemId }));
    expect(back.items.find((item) => item.variantId === variant.id)?.qty).toBe(2);
  });

  it('merges the guest cart at sign-in when the exchange comes from that guest session', async () => {
    const guest = await guestToken();
    const variant = take();
    const { basketId } = await cartOf(await call('POST', '/cart/v1/cartWithItem', guest, { productId: variant.id, qty: 1 }));
    const { res, verifier } = await signIn(api, 'member@stride.example');
    const { authorizationCode } = (await res.json()) as { authorizationCode: string };
    const exchange = await api.request('POST', '/token/v2/auth/token', {
      token: guest,
      body: { type: 'Registered', authorizationCode, codeVerifier: verifier, guestObjects: { basketId } },
    });
    expect(exchange.status).toBe(200);
    const session = (await exchange.json()) as { accessToken: string; basketId?: string; cartNotification?: string };
    expect(session.cartNotification).toBe('cartItemsMerged');
    expect(session.basketId).toBeDefined();
    const merged = await cartOf(await call('GET', `/cart/v1/cart/${session.basketId}`, session.accessToken));
    expect(merged.items.find((item) => item.variantId === variant.id)?.qty).toBeGreaterThanOrEqual(1);
    // The guest's basket is spent: its old token reads it as belonging to someone else now.
    await expectError(await call('GET', `/cart/v1/cart/${basketId}`, guest), 'INVALID_CUSTOMER');
  });

  it('never merges a guest’s buy-now basket (a product page’s express purchase) into the account’s cart', async () => {
    const guest = await guestToken();
    const basket = await cartOf(await call('POST', '/cart/v1/cartWithItem?bid=new', guest, { productId: take().id, qty: 1 }));
    const { res, verifier } = await signIn(api, 'member@stride.example');
    const { authorizationCode } = (await res.json()) as { authorizationCode: string };
    const accountBefore = await cartOf(await call('POST', '/cart/v1/cart', (await login(api, 'member@stride.example')).accessToken, {}));
    const exchange = await api.request('POST', '/token/v2/auth/token', {
      token: guest,
      body: { type: 'Registered', authorizationCode, codeVerifier: verifier, guestObjects: { basketId: basket.basketId } },
    });
    const session = (await exchange.json()) as { accessToken: string; basketId?: string; cartNotification?: string | null };
    expect(session.cartNotification ?? null).toBeNull();
    const account = await cartOf(await call('GET', `/cart/v1/cart/${session.basketId}`, session.accessToken));
    expect(account.basketId).toBe(accountBefore.basketId);
    expect(account.items.map((item) => [item.variantId, item.qty])).toEqual(accountBefore.items.map((item) => [item.variantId, item.qty]));
    // The basket stays the guest session's own, until it expires.
    expect((await cartOf(await call('GET', `/cart/v1/cart/${basket.basketId}`, guest))).items).toHaveLength(1);
  });
});

describe('favorites over HTTP', () => {
  it('adds, lists, shares read-only to anyone and removes', async () => {
    const token = await guestToken();
    const variant = take();
    const added = (await (await call('POST', '/wishlists/v2/favorites', token, { id: variant.productId })).json()) as { favoriteId: string; items: Array<{ itemId: string; productId: string }> };
    expect(added.items.map((item) => item.productId)).toEqual([variant.productId]);
    const listed = (await (await call('GET', '/wishlists/v2/favorites?start=0&count=10', token)).json()) as { total: number };
    expect(listed.total).toBe(1);
    const share = (await (await call('POST', `/wishlists/v2/favorites/${added.favoriteId}/share`, token)).json()) as { shareId: string };
    const shared = await call('GET', `/wishlists/v2/favorites/${added.favoriteId}/share?shareId=${share.shareId}`, undefined);
    expect(shared.status, await shared.clone().text()).toBe(200);
    expect(await shared.json()).toMatchObject({ readOnly: true, items: [{ productId: variant.productId }] });
    await expectError(await call('GET', `/wishlists/v2/favorites/${added.favoriteId}/share?shareId=guessed`, undefined), 'LST404');
    await expectError(await call('DELETE', `/wishlists/v2/favorites/${added.favoriteId}/items/${added.items[0]!.itemId}`, await guestToken()), 'LST404');
    const emptied = (await (await call('DELETE', `/wishlists/v2/favorites/${added.favoriteId}/items/${added.items[0]!.itemId}`, token)).json()) as { total: number };
    expect(emptied.total).toBe(0);
  });
});

describe('the contract', () => {
  it('publishes every cart and wishlists call in the OpenAPI document', async () => {
    const document = (await (await api.request('GET', '/openapi.json')).json()) as { paths: Record<string, Record<string, unknown>> };
    for (const [path, method] of [
      ['/cart/v1/cart', 'post'], ['/cart/v1/cartWithItem', 'post'], ['/cart/v1/cart/{basketId}', 'get'], ['/cart/v1/item', 'post'],
      ['/cart/v1/item', 'delete'], ['/cart/v1/cart/{basketId}/item', 'put'], ['/cart/v1/coupon', 'put'], ['/cart/v1/coupon', 'delete'],
      ['/cart/v1/shippingMethod', 'post'], ['/cart/v1/cart/{basketId}/shippingMethod/{shippingId}', 'get'], ['/cart/v2/saveForLater', 'put'],
      ['/cart/v2/cart/{basketId}/saveForLater', 'post'], ['/cart/v2/saveForLater/{saveForLaterId}/items/{itemId}', 'delete'],
      ['/cart/v1/cart/{basketId}/price_adjustments', 'post'], ['/cart/v1/cart/{basketId}/price_adjustments/{adjustmentId}', 'patch'],
      ['/wishlists/v2/favorites', 'get'], ['/wishlists/v2/favorites', 'post'], ['/wishlists/v2/saveForLater', 'get'],
      ['/wishlists/v2/favorites/{favoriteId}/share', 'get'], ['/wishlists/v2/favorites/{favoriteId}/share', 'post'],
      ['/wishlists/v2/favorites/{favoriteId}/items/{itemId}', 'delete'],
    ] as const) {
      expect(document.paths[`/api${path}`]?.[method], `${method} ${path}`).toBeDefined();
    }
  });
});
