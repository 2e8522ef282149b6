import type { APIRequestContext, Page } from '@playwright/test';
import type { Cart } from '../../schemas/commerce/cart';
import type { Product, ProductVariant } from '../../schemas/commerce/product';
import { expect } from './fixtures';

/** Cart browser tests: preconditions go through the API (as the page's own session), not clicks. */
export const CART_KEY = 'storefront:cart';
export const CATEGORY_ID = '10001';
export const PASSWORD = 'Storefront2026';

export interface Pick {
  readonly product: Product;
  readonly variant: ProductVariant;
}

function buyable(product: Product): boolean {
  const soon = product.targetPublishDate !== null && Date.parse(product.targetPublishDate) > Date.now();
  return !soon && !product.presale && !product.customsExternalUrl && product.productType === 'physical';
}

/** In-stock variants of buyable products of the men's category (first page), cheapest first. */
export async function buyableVariants(request: APIRequestContext, minimumStock = 3): Promise<Pick[]> {
  const listing = await (await request.get(`/api/products/v2/search/productSearch?locale=en-us&category=${CATEGORY_ID}&limit=24`)).json();
  const picks: Pick[] = [];
  for (const { id } of listing.products as Array<{ id: string }>) {
    const product: Product = await (await request.get(`/api/products/v2/products/${id}/details?locale=en-us`)).json();
    if (!buyable(product)) continue;
    const inventory = await (await request.get(`/api/products/v2/products/${id}/inventory?locale=en-us`)).json();
    const variant = product.variants.find((candidate) => (inventory.variants[candidate.id]?.quantity ?? 0) >= minimumStock);
    if (variant) picks.push({ product, variant });
  }
  return picks.sort((a, b) => a.variant.price.current - b.variant.price.current);
}

/** Picks the variant's options in a buy box whose field ids start with `prefix` ('pdp', 'qs-{productId}'). */
export async function chooseVariant(page: Page, prefix: string, { product, variant }: Pick): Promise<void> {
  for (const attribute of product.attributes) {
    await page.locator(`label[for="${prefix}-${attribute.type}-${variant.attributes[attribute.type]!}"]`).click();
  }
}

/** A call to the API from the page, in the page's cookie session (as the storefront makes it). */
export async function pageApi<T = unknown>(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  return page.evaluate(async ({ method, path, body }) => {
    const url = `/api${path}${path.includes('?') ? '&' : '?'}locale=en-us`;
    const response = await fetch(url, {
      method,
      headers: { accept: 'application/json', 'content-type': 'application/json', 'x-brand': 'stride', 'x-storefront-session': 'cookie' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: await response.json().catch(() => null) };
  }, { method, path, body });
}

/**
 * A guest with a cart made through the API: a guest session in the page's cookies (and its marker,
 * as the storefront keeps it), the cart with these lines, and the stored cart the header reads.
 */
export async function guestWithCart(page: Page, lines: ReadonlyArray<{ variantId: string; qty: number }>): Promise<Cart> {
  await page.goto('/en-us/search');
  const session = await pageApi<{ expiresIn: number; consumerType: string; usid: string }>(page, 'POST', '/token/v2/auth/token', { type: 'Guest' });
  expect(session.status).toBe(200);
  let cart: Cart | null = null;
  for (const line of lines) {
    const answer: { status: number; body: Cart } = cart
      ? await pageApi<Cart>(page, 'POST', '/cart/v1/item', { cartId: cart.basketId, productId: line.variantId, qty: line.qty })
      : await pageApi<Cart>(page, 'POST', '/cart/v1/cartWithItem', { productId: line.variantId, qty: line.qty });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    cart = answer.body;
  }
  await storeSession(page, 'guest', session.body);
  await storeCart(page, cart!);
  return cart!;
}

/** The session marker the storefront keeps beside its cookies (src/lib/session/tokens.ts). */
export async function storeSession(page: Page, kind: 'guest' | 'registered', session: { expiresIn: number; consumerType: string; usid: string }): Promise<void> {
  await page.evaluate(({ kind, session }) => {
    localStorage.setItem('storefront_auth', JSON.stringify({ kind, expiresAt: Date.now() + session.expiresIn * 1000, consumerType: session.consumerType, usid: session.usid }));
  }, { kind, session });
}

export async function storeCart(page: Page, cart: Cart): Promise<void> {
  await page.evaluate(({ key, cart }) => {
    const lines = cart.items.filter((item) => !item.bonus).map((item) => ({ variantId: item.variantId, qty: item.qty, storeId: null }));
    localStorage.setItem(key, JSON.stringify({ basketId: cart.basketId, favoriteId: cart.favoriteId, totalItems: cart.totals.totalUnits, lines }));
  }, { key: CART_KEY, cart });
}

/** A new registered shopper (sign-up through the API), so lists and carts start empty. */
export async function newShopper(request: APIRequestContext, firstName: string): Promise<{ email: string; password: string }> {
  const email = `${firstName.toLowerCase()}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const response = await request.post('/api/consumers-v3/auth/signup?locale=en-us', {
    headers: { 'x-brand': 'stride' },
    data: { firstName, lastName: 'Cartwright', email, password: PASSWORD, isTermsConfirmed: true, recaptcha_response: 'sandbox-ok:register' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { email, password: PASSWORD };
}

export const usd = (minor: number) => `$${(minor / 100).toFixed(2)}`;

/**
 * Signs the page in through the API as the storefront does (credentials with a PKCE challenge,
 * then the code exchange in the cookie session), with `guestObjects` to merge, and keeps the
 * session marker and display state the header reads. Answers the token exchange.
 */
export async function signInThroughApi(
  page: Page, email: string, guestObjects: Record<string, string> = {}, password = PASSWORD,
): Promise<{ basketId?: string; cartNotification?: string }> {
  const session = await page.evaluate(async ({ email, password, guestObjects }) => {
    const headers = { accept: 'application/json', 'content-type': 'application/json', 'x-brand': 'stride', 'x-storefront-session': 'cookie' };
    const b64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    const verifier = b64(crypto.getRandomValues(new Uint8Array(32)));
    const challenge = b64(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))));
    const signin = await fetch('/api/consumers-v3/auth/signin?locale=en-us', {
      method: 'POST', headers, body: JSON.stringify({ type: 'Registered', username: email, password, codeChallenge: challenge, recaptcha_response: 'sandbox-ok:login' }),
    });
    const { authorizationCode } = await signin.json();
    const token = await fetch('/api/token/v2/auth/token?locale=en-us', {
      method: 'POST', headers, body: JSON.stringify({ type: 'Registered', authorizationCode, codeVerifier: verifier, guestObjects, action: 'postLogin' }),
    });
    return token.json();
  }, { email, password, guestObjects });
  await storeSession(page, 'registered', session);
  await page.evaluate((email) => localStorage.setItem('storefront_session', JSON.stringify({ status: 'registered', email })), email);
  return session;
}
