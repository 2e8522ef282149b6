import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiClient } from '@lib/api/client';
import { ASSOCIATE_HEAD_SCRIPT } from '@lib/csp/inline-scripts.mjs';
import { CART_STORAGE_KEY } from '@stores/storage-keys';
import { ASSOCIATE_CART_MARK, ASSOCIATE_STORAGE_KEY, readAssociate, storeAssociate, type AssociateSession } from '@lib/session/associate-storage';
import { isEmployeeConnected, withSession } from '@lib/session/tokens';

/**
 * The associate's session in the browser (spec §6): it lives in the tab's sessionStorage, its token
 * replaces the shopper's cookie on every call while it lives, and when it runs out or the API
 * refuses it, the tab forgets it and goes back to /associate-login.
 */
const ASSOCIATE: AssociateSession = {
  accessToken: 'agent-token-0123456789abcdef', expiresAt: Date.now() + 600_000, usid: 'u-agent', storeId: 'ST-US-01', storeName: 'Stride New York',
  storeEmployeeId: 'E1011', storeEmployeeName: 'Jonas Bianchi', maxPriceAdjustmentPercent: 20, loginPath: '/en-us/associate-login', customer: null,
};

function fakeApi(status = 200) {
  const seen: Array<{ authorization: string | null; transport: string | null }> = [];
  const api = new ApiClient({
    baseUrl: 'http://shop.test/api', locale: 'en-us', siteId: 'stride',
    fetch: async (request) => {
      seen.push({ authorization: request.headers.get('authorization'), transport: request.headers.get('x-storefront-session') });
      return new Response(JSON.stringify(status === 200 ? { ok: true } : { errorDetails: [{ errorId: 'AUT402', message: 'Please sign in.' }], statusCode: status, correlationId: 'c' }), { status });
    },
  });
  return { api, seen };
}

let tab: Map<string, string>;
let assigned: string[];
beforeEach(() => {
  tab = new Map();
  assigned = [];
  const storage = { getItem: (key: string) => tab.get(key) ?? null, setItem: (key: string, value: string) => void tab.set(key, value), removeItem: (key: string) => void tab.delete(key) };
  vi.stubGlobal('sessionStorage', storage);
  vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => undefined, removeItem: () => undefined });
  vi.stubGlobal('window', { dispatchEvent: () => true, location: { assign: (url: string) => assigned.push(url) } });
});
afterEach(() => vi.unstubAllGlobals());

describe('associate session in the tab', () => {
  it('sends the associate token as a Bearer header instead of the cookie, and counts as employee-connected', async () => {
    storeAssociate(ASSOCIATE);
    const { api, seen } = fakeApi();
    await withSession(api, (authorized) => authorized.request('/cart/v1/cart', { method: 'POST', body: {}, answer: 'cart' }));
    expect(seen).toEqual([{ authorization: `Bearer ${ASSOCIATE.accessToken}`, transport: null }]);
    expect(isEmployeeConnected(null)).toBe(true);
  });

  it('ends when the token has run out: no call is made, the tab forgets it and goes back to sign in', async () => {
    storeAssociate({ ...ASSOCIATE, expiresAt: Date.now() - 1 });
    const { api, seen } = fakeApi();
    await expect(withSession(api, (authorized) => authorized.request('/cart/v1/cart', { method: 'POST', body: {}, answer: 'cart' }))).rejects.toMatchObject({ status: 401 });
    expect(seen).toEqual([]);
    expect(readAssociate()).toBeNull();
    expect(assigned).toEqual(['/en-us/associate-login?expired=1']);
  });

  it('ends when the API refuses the token (401), without a refresh', async () => {
    storeAssociate(ASSOCIATE);
    const { api, seen } = fakeApi(401);
    await expect(withSession(api, (authorized) => authorized.request('/cart/v1/cart', { method: 'POST', body: {}, answer: 'cart' }))).rejects.toMatchObject({ status: 401 });
    expect(seen).toHaveLength(1);
    expect(readAssociate()).toBeNull();
    expect(assigned).toEqual(['/en-us/associate-login?expired=1']);
  });

  it('turns tracking off before the page view is pushed, on the key the session is stored under', () => {
    expect(ASSOCIATE_HEAD_SCRIPT).toContain(`'${ASSOCIATE_STORAGE_KEY}'`);
    const page = { dataLayer: undefined as unknown };
    const run = new Function('window', 'sessionStorage', 'localStorage', ASSOCIATE_HEAD_SCRIPT);
    const none = { getItem: () => null, removeItem: () => undefined };
    run(page, none, none);
    expect(page.dataLayer).toBeUndefined();
    run(page, { getItem: () => '{}' }, none);
    (page.dataLayer as { push(event: unknown): unknown }).push({ event: 'pageView' });
    expect(Array.isArray(page.dataLayer)).toBe(false);
  });

  it('forgets a customer’s cart left in the browser by a tab closed without logging out', () => {
    expect(ASSOCIATE_HEAD_SCRIPT).toContain(`'${ASSOCIATE_CART_MARK}'`);
    expect(ASSOCIATE_HEAD_SCRIPT).toContain(`'${CART_STORAGE_KEY}'`);
    const browser = new Map([[CART_STORAGE_KEY, '{"basketId":"b-1"}'], [ASSOCIATE_CART_MARK, '1']]);
    const local = { getItem: (key: string) => browser.get(key) ?? null, removeItem: (key: string) => void browser.delete(key) };
    const run = new Function('window', 'sessionStorage', 'localStorage', ASSOCIATE_HEAD_SCRIPT);
    run({}, { getItem: () => '{}' }, local);
    expect(browser.has(CART_STORAGE_KEY)).toBe(true);
    run({}, { getItem: () => null }, local);
    expect([...browser.keys()]).toEqual([]);
  });
});
