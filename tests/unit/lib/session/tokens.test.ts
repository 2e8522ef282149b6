import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiClient, ApiRequestError } from '@lib/api/client';
import {
  clearTokens, currentTokens, ensureGuestToken, isEmployeeConnected, readTokens, refreshTokens, storeTokens, TOKENS_STORAGE_KEY, withSession,
} from '@lib/session/tokens';

/** A browser session answer: the tokens are in cookies, never in the body. */
const session = (expiresIn = 900, consumerType = 'GUEST') => ({
  expiresIn, usid: 'u-1', consumerNo: 'c-1', consumerType, favorites: { favoriteId: null, favStoreId: null }, isEmployeeDiscountTCAccepted: false,
});

interface Call {
  readonly path: string;
  readonly body: Record<string, unknown> | undefined;
  readonly transport: string | null;
  readonly authorization: string | null;
}

function fakeApi(answer: (call: Call) => Response) {
  const calls: Call[] = [];
  const api = new ApiClient({
    baseUrl: 'http://shop.test/api', locale: 'en-us', siteId: 'stride',
    fetch: async (request) => {
      const text = await request.text();
      const call = {
        path: new URL(request.url).pathname,
        body: text ? (JSON.parse(text) as Record<string, unknown>) : undefined,
        transport: request.headers.get('x-storefront-session'),
        authorization: request.headers.get('authorization'),
      };
      calls.push(call);
      return answer(call);
    },
  });
  return { api, calls };
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const errorBody = (errorId: string, statusCode: number) => ({ errorDetails: [{ errorId, message: errorId }], statusCode, correlationId: 'x' });
const HOUR = 3_600_000;

let store: Map<string, string>;
beforeEach(() => {
  store = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
    removeItem: (key: string) => void store.delete(key),
  });
});
afterEach(() => {
  clearTokens();
  vi.unstubAllGlobals();
});

describe('browser session marker (spec §4; tokens are httpOnly cookies)', () => {
  it('asks for a guest session only when none is stored, over the cookie transport, and stores no token', async () => {
    const { api, calls } = fakeApi(() => json(200, session()));
    expect(await ensureGuestToken(api)).toMatchObject({ kind: 'guest', consumerType: 'GUEST' });
    await ensureGuestToken(api);
    expect(calls).toEqual([{ path: '/api/token/v2/auth/token', body: { type: 'Guest' }, transport: 'cookie', authorization: null }]);
    storeTokens('registered', session(900, 'REGISTERED'));
    await ensureGuestToken(api);
    expect(calls).toHaveLength(1);
    expect(readTokens()?.kind).toBe('registered');
    expect(Object.keys(JSON.parse(store.get(TOKENS_STORAGE_KEY)!) as object).sort()).toEqual(['consumerType', 'expiresAt', 'kind', 'usid']);
  });

  it('records the store of an associate’s session: an employee-connected session (§6), which others are not', () => {
    storeTokens('registered', { ...session(900, 'EMPLOYEE'), storeId: 'ST-US-01' });
    expect(readTokens()).toMatchObject({ consumerType: 'EMPLOYEE', storeId: 'ST-US-01' });
    expect(isEmployeeConnected(readTokens())).toBe(true);
    storeTokens('registered', session(900, 'EMPLOYEE'));
    expect(isEmployeeConnected(readTokens())).toBe(false);
    expect(isEmployeeConnected(null)).toBe(false);
  });

  it('ignores a 403 on the guest call', async () => {
    const { api } = fakeApi(() => json(403, errorBody('AUT403', 403)));
    await expect(ensureGuestToken(api)).resolves.toBeNull();
  });

  it('refreshes an expired session by cookie (no token in the body), once for concurrent callers', async () => {
    storeTokens('registered', session(900, 'REGISTERED'), Date.now() - HOUR);
    const { api, calls } = fakeApi(() => json(200, session(900, 'REGISTERED')));
    const [a, b] = await Promise.all([currentTokens(api), currentTokens(api)]);
    expect(a).toMatchObject({ kind: 'registered' });
    expect(b).toBe(a);
    expect(calls).toEqual([{ path: '/api/token/v2/auth/token', body: { type: 'Refresh' }, transport: 'cookie', authorization: null }]);
    expect(readTokens()!.expiresAt).toBeGreaterThan(Date.now());
  });

  it('a refused refresh clears the marker and falls back to a guest session', async () => {
    storeTokens('registered', session(900, 'REGISTERED'), Date.now() - HOUR);
    const { api, calls } = fakeApi((call) => (call.body?.type === 'Refresh' ? json(401, errorBody('AUT407', 401)) : json(200, session())));
    expect(await currentTokens(api)).toMatchObject({ kind: 'guest' });
    expect(calls.map((call) => call.body?.type)).toEqual(['Refresh', 'Guest']);
    expect(await refreshTokens(api)).toBeNull();
    expect(readTokens()).toBeNull();
  });

  it('drops tokens stored in page storage before the cookie sessions', () => {
    store.set(TOKENS_STORAGE_KEY, JSON.stringify({ kind: 'registered', accessToken: 'a', refreshToken: 'r', expiresAt: Date.now() + HOUR, usid: 'u', consumerType: 'REGISTERED' }));
    expect(readTokens()).toBeNull();
    expect(store.has(TOKENS_STORAGE_KEY)).toBe(false);
  });

  it('withSession refreshes once and repeats a call the API answered 401', async () => {
    storeTokens('registered', session(900, 'REGISTERED'));
    let profileCalls = 0;
    const { api, calls } = fakeApi((call) => {
      if (call.path.endsWith('/consumer')) return ++profileCalls === 1 ? json(401, errorBody('AUT402', 401)) : json(200, { ok: true });
      return json(200, session(900, 'REGISTERED'));
    });
    const result = await withSession(api, (authorized) => authorized.request('/consumers-v3/consumer', { answer: 'consumerProfileResponse' }));
    expect(result).toEqual({ ok: true });
    expect(calls.map((call) => `${call.path}:${call.transport}`)).toEqual([
      '/api/consumers-v3/consumer:cookie', '/api/token/v2/auth/token:cookie', '/api/consumers-v3/consumer:cookie',
    ]);
  });

  it('withSession gives up when the refresh is refused', async () => {
    storeTokens('registered', session(900, 'REGISTERED'));
    const { api } = fakeApi((call) => (call.path.endsWith('/consumer') ? json(401, errorBody('AUT402', 401)) : json(401, errorBody('AUT407', 401))));
    const failure = await withSession(api, (authorized) => authorized.request('/consumers-v3/consumer', { answer: 'consumerProfileResponse' })).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect((failure as ApiRequestError).errorId).toBe('AUT402');
    expect(readTokens()).toBeNull();
  });
});
