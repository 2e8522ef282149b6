import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, login, signIn, startIdentityApi, type IdentityTestApi } from './identity-api';

let api: IdentityTestApi;
beforeAll(async () => {
  api = await startIdentityApi();
}, 120_000);
afterAll(() => api?.close());

const exchange = (body: Record<string, unknown>) => api.request('POST', '/token/v2/auth/token', { body: { type: 'Registered', ...body } });

describe('guest and registered tokens', () => {
  it('issues a guest session with opaque tokens that authenticate nothing personal', async () => {
    const res = await api.request('POST', '/token/v2/auth/token', { body: { type: 'Guest' } });
    expect(res.status).toBe(200);
    const session = (await res.json()) as Record<string, unknown>;
    expect(session).toMatchObject({ consumerType: 'GUEST', expiresIn: 900, isEmployeeDiscountTCAccepted: false, favorites: { favoriteId: null, favStoreId: null } });
    expect(session.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const profile = await api.request('GET', '/consumers-v3/consumer', { token: session.accessToken as string });
    expect((await errorOf(profile)).errorId).toBe('AUT403');
  });

  it('exchanges a code with the right verifier; guest objects the caller does not own are not adopted', async () => {
    const { res, verifier } = await signIn(api, 'member@stride.example');
    const { authorizationCode } = (await res.json()) as { authorizationCode: string };
    const token = await exchange({ authorizationCode, codeVerifier: verifier, guestObjects: { basketId: 'b-1', favoriteId: 'f-1', saveForLaterId: 's-1' }, action: 'postLogin' });
    expect(token.status).toBe(200);
    const session = (await token.json()) as Record<string, unknown>;
    expect(session).toMatchObject({ consumerNo: 'C100000002', consumerType: 'REGISTERED', memberId: 'M100000002', favorites: { favoriteId: null } });
    expect(session.basketId).toBeUndefined();
  });

  it('refuses plain PKCE, a wrong verifier and a reused code', async () => {
    const plain = await signIn(api, 'shopper@stride.example');
    const { authorizationCode } = (await plain.res.json()) as { authorizationCode: string };
    // The challenge itself as verifier is what 'plain' would send.
    expect((await errorOf(await exchange({ authorizationCode, codeVerifier: plain.challenge }))).errorId).toBe('AUT406');
    const method = await api.request('POST', '/consumers-v3/auth/signin', {
      body: { type: 'Registered', username: 'shopper@stride.example', password: 'x', codeChallenge: plain.challenge, codeChallengeMethod: 'plain', recaptcha_response: 'sandbox-ok:login' },
    });
    expect((await errorOf(method)).errorId).toBe('AUT406');

    const wrong = await exchange({ authorizationCode, codeVerifier: 'A'.repeat(43) });
    expect(await errorOf(wrong)).toMatchObject({ status: 400, errorId: 'AUT405' });
    expect((await exchange({ authorizationCode, codeVerifier: plain.verifier })).status).toBe(200);
    // Straight away again: the double submit answer the storefront retries on.
    expect(await errorOf(await exchange({ authorizationCode, codeVerifier: plain.verifier }))).toMatchObject({ status: 409, errorId: 'DUPLICATED_TOKEN' });
  });

  it('answers one of two concurrent exchanges with 409 DUPLICATED_TOKEN', async () => {
    const { res, verifier } = await signIn(api, 'shopper@stride.example');
    const { authorizationCode } = (await res.json()) as { authorizationCode: string };
    const both = await Promise.all([exchange({ authorizationCode, codeVerifier: verifier }), exchange({ authorizationCode, codeVerifier: verifier })]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('refuses a code replayed after the duplicate window and revokes the session it made', async () => {
    const { res, verifier } = await signIn(api, 'shopper@stride.example');
    const { authorizationCode } = (await res.json()) as { authorizationCode: string };
    const first = (await (await exchange({ authorizationCode, codeVerifier: verifier })).json()) as { accessToken: string };
    await api.database.db.execute(sql`update auth_codes set claimed_at = now() - interval '1 minute' where session_id is not null`);
    expect((await errorOf(await exchange({ authorizationCode, codeVerifier: verifier }))).errorId).toBe('AUT404');
    expect((await api.request('GET', '/consumers-v3/consumer', { token: first.accessToken })).status).toBe(401);
  });
});

describe('refresh rotation', () => {
  it('rotates refresh tokens and revokes the whole family when an old one is replayed', async () => {
    const first = await login(api, 'shopper@stride.example');
    const refresh = (refreshToken: string) => api.request('POST', '/token/v2/auth/token', { body: { type: 'Refresh', refreshToken } });
    const second = (await (await refresh(first.refreshToken)).json()) as typeof first;
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(second.usid).toBe(first.usid);
    // The rotated-away access token no longer works; the new one does.
    expect((await api.request('GET', '/consumers-v3/consumer', { token: first.accessToken })).status).toBe(401);
    expect((await api.request('GET', '/consumers-v3/consumer', { token: second.accessToken })).status).toBe(200);

    const replay = await refresh(first.refreshToken);
    expect(await errorOf(replay)).toMatchObject({ status: 401, errorId: 'AUT407' });
    expect((await api.request('GET', '/consumers-v3/consumer', { token: second.accessToken })).status).toBe(401);
    expect((await refresh(second.refreshToken)).status).toBe(401);
  });

  it('signs out: the refresh token and its access token stop working', async () => {
    const session = await login(api, 'member@stride.example');
    const out = await api.request('POST', '/consumers-v3/consumer/auth/signout', { body: { refreshToken: session.refreshToken } });
    expect(out.status).toBe(200);
    expect((await api.request('GET', '/consumers-v3/consumer', { token: session.accessToken })).status).toBe(401);
    expect((await api.request('POST', '/token/v2/auth/token', { body: { type: 'Refresh', refreshToken: session.refreshToken } })).status).toBe(401);
  });

  it('answers 401 in the §8 shape without a token', async () => {
    const res = await api.request('GET', '/consumers-v3/consumer');
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBe('Bearer');
    const body = await errorOf(res);
    expect(body).toMatchObject({ errorId: 'AUT402', statusCode: 401 });
    expect(body.correlationId).toBeTruthy();
  });
});
