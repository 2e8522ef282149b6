import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiClient } from '@lib/api/client';
import { clearTokens, currentTokens, ensureGuestToken, readTokens, refreshTokens, storeTokens } from '@lib/session/tokens';

const session = (accessToken: string, consumerType = 'GUEST') => ({
  accessToken, refreshToken: `r-${accessToken}`, expiresIn: 900, usid: 'u-1', consumerNo: 'c-1', consumerType,
  favorites: { favoriteId: null, favStoreId: null }, isEmployeeDiscountTCAccepted: false,
});

function fakeApi(answer: (body: { type: string }) => Response) {
  const calls: { type: string }[] = [];
  const api = new ApiClient({
    baseUrl: 'http://shop.test/api', locale: 'en-us', siteId: 'stride',
    fetch: async (request) => {
      const body = (await request.json()) as { type: string };
      calls.push(body);
      return answer(body);
    },
  });
  return { api, calls };
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const errorBody = (errorId: string, statusCode: number) => ({ errorDetails: [{ errorId, message: errorId }], statusCode, correlationId: 'x' });

beforeEach(() => {
  const store = new Map<string, string>();
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

describe('browser session tokens (spec §4)', () => {
  it('asks for a guest token only when no token is stored', async () => {
    const { api, calls } = fakeApi(() => json(200, session('guest-1')));
    expect((await ensureGuestToken(api))?.accessToken).toBe('guest-1');
    expect((await ensureGuestToken(api))?.accessToken).toBe('guest-1');
    expect(calls).toEqual([{ type: 'Guest' }]);
    storeTokens('registered', session('shopper-1', 'REGULAR'));
    await ensureGuestToken(api);
    expect(calls).toHaveLength(1);
    expect(readTokens()?.kind).toBe('registered');
  });

  it('ignores a 403 on the guest call', async () => {
    const { api } = fakeApi(() => json(403, errorBody('AUT403', 403)));
    await expect(ensureGuestToken(api)).resolves.toBeNull();
  });

  it('shares one refresh between concurrent callers (the refresh token rotates)', async () => {
    storeTokens('registered', session('old', 'REGULAR'), Date.now() - 3_600_000);
    const { api, calls } = fakeApi(() => json(200, session('new', 'REGULAR')));
    const [a, b] = await Promise.all([currentTokens(api), currentTokens(api)]);
    expect(a?.accessToken).toBe('new');
    expect(b?.accessToken).toBe('new');
    expect(calls).toEqual([{ type: 'Refresh', refreshToken: 'r-old' }]);
    expect(readTokens()).toMatchObject({ kind: 'registered', accessToken: 'new' });
  });

  it('a refused refresh clears the tokens and falls back to a guest token', async () => {
    storeTokens('registered', session('old', 'REGULAR'), Date.now() - 3_600_000);
    const { api, calls } = fakeApi((body) => (body.type === 'Refresh' ? json(401, errorBody('AUT407', 401)) : json(200, session('guest-2'))));
    expect(await currentTokens(api)).toMatchObject({ kind: 'guest', accessToken: 'guest-2' });
    expect(calls.map((call) => call.type)).toEqual(['Refresh', 'Guest']);
    expect(await refreshTokens(api)).toBeNull();
    expect(readTokens()).toBeNull();
  });
});
