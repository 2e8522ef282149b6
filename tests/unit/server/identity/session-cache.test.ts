import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SessionCache, keepSessionsInMemory, sessionCacheOf } from '@server/domain/identity/session-cache';
import { actFor, authenticate, type SessionContext } from '@server/domain/identity/tokens';
import { login, startIdentityApi, type IdentityTestApi } from './identity-api';

const context = (sessionId: string): SessionContext => ({
  sessionId, usid: `u-${sessionId}`, siteId: 'stride', consumerType: 'GUEST', consumerId: null, storeId: null, storeEmployeeId: null, tokenKind: 'access',
});

describe('SessionCache', () => {
  it('answers a kept session until its token expires, then forgets it', () => {
    const cache = new SessionCache();
    cache.keep('h1', context('s1'), 1_000, cache.generation);
    expect(cache.get('h1', 999)?.sessionId).toBe('s1');
    expect(cache.get('h1', 1_000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('forgets every token of a changed session, and only those', () => {
    const cache = new SessionCache();
    cache.keep('access-1', context('s1'), 5_000, cache.generation);
    cache.keep('access-2', context('s1'), 5_000, cache.generation);
    cache.keep('other', context('s2'), 5_000, cache.generation);
    cache.forgetSession('s1');
    expect(cache.get('access-1', 0)).toBeUndefined();
    expect(cache.get('access-2', 0)).toBeUndefined();
    expect(cache.get('other', 0)?.sessionId).toBe('s2');
  });

  it('does not keep a lookup that was reading while a session changed', () => {
    const cache = new SessionCache();
    const readAt = cache.generation;
    cache.forgetSession('s1');
    cache.keep('h1', context('s1'), 5_000, readAt);
    expect(cache.get('h1', 0)).toBeUndefined();
  });

  it('holds at most its capacity, dropping the oldest', () => {
    const cache = new SessionCache(2);
    for (const id of ['a', 'b', 'c']) cache.keep(id, context(id), 5_000, cache.generation);
    expect(cache.size).toBe(2);
    expect(cache.get('a', 0)).toBeUndefined();
    expect(cache.get('c', 0)?.sessionId).toBe('c');
  });
});

describe('sessions kept in memory behind the API (as the server keeps them on PGlite)', () => {
  let api: IdentityTestApi;
  beforeAll(async () => {
    api = await startIdentityApi();
    keepSessionsInMemory(api.database.db);
  }, 120_000);
  afterAll(() => api?.close());
  afterEach(() => vi.useRealTimers());

  const profile = (token: string) => api.request('GET', '/consumers-v3/consumer', { token });

  it('answers a known token from memory, and a signed-out one with 401 on the very next call', async () => {
    const session = await login(api, 'member@stride.example');
    expect((await profile(session.accessToken)).status).toBe(200);
    const kept = sessionCacheOf(api.database.db)!.size;
    expect(kept).toBeGreaterThan(0);
    expect((await profile(session.accessToken)).status).toBe(200);
    expect(sessionCacheOf(api.database.db)!.size).toBe(kept);

    expect((await api.request('POST', '/consumers-v3/consumer/auth/signout', { body: { refreshToken: session.refreshToken } })).status).toBe(200);
    expect((await profile(session.accessToken)).status).toBe(401);
  });

  it('refuses an access token rotated away by a refresh, though it was kept', async () => {
    const first = await login(api, 'shopper@stride.example');
    expect((await profile(first.accessToken)).status).toBe(200);
    const refreshed = await api.request('POST', '/token/v2/auth/token', { body: { type: 'Refresh', refreshToken: first.refreshToken } });
    const second = (await refreshed.json()) as { accessToken: string };
    expect((await profile(first.accessToken)).status).toBe(401);
    expect((await profile(second.accessToken)).status).toBe(200);
  });

  it('refuses a kept token once it has expired', async () => {
    const session = await login(api, 'member@stride.example');
    expect((await profile(session.accessToken)).status).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 16 * 60_000 });
    expect((await profile(session.accessToken)).status).toBe(401);
  });

  it("sees at once the customer an associate's session now acts for", async () => {
    const db = api.database.db;
    const shopper = await login(api, 'shopper@stride.example');
    const before = await authenticate(db, shopper.accessToken);
    expect(await authenticate(db, shopper.accessToken)).toBe(before);
    const member = await login(api, 'member@stride.example');
    const memberId = (await authenticate(db, member.accessToken))!.consumerId!;
    expect(memberId).not.toBe(before!.consumerId);
    await actFor(db, before!.sessionId, memberId);
    expect((await authenticate(db, shopper.accessToken))!.consumerId).toBe(memberId);
  });
});
