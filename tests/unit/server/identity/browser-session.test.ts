import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, login, signIn, startIdentityApi, type IdentityTestApi } from './identity-api';

// The storefront browser session (src/server/session): tokens as httpOnly cookies for clients
// that send x-storefront-session: cookie, the §7 JSON unchanged for every other client.

let api: IdentityTestApi;
beforeAll(async () => {
  api = await startIdentityApi();
}, 120_000);
afterAll(() => api?.close());

const BROWSER = { 'x-storefront-session': 'cookie' };

interface ParsedCookie {
  readonly value: string;
  readonly attributes: Readonly<Record<string, string | true>>;
}

function cookiesOf(res: Response): Record<string, ParsedCookie> {
  const cookies: Record<string, ParsedCookie> = {};
  for (const header of res.headers.getSetCookie()) {
    const [pair, ...rest] = header.split(';').map((part) => part.trim());
    const [name, value] = pair!.split('=') as [string, string];
    const attributes: Record<string, string | true> = {};
    for (const attribute of rest) {
      const [key, val] = attribute.split('=');
      attributes[key!.toLowerCase()] = val ?? true;
    }
    cookies[name] = { value, attributes };
  }
  return cookies;
}

const cookieHeader = (values: Record<string, string>) => Object.entries(values).map(([name, value]) => `${name}=${value}`).join('; ');

async function browserGuest() {
  const res = await api.request('POST', '/token/v2/auth/token', { body: { type: 'Guest' }, headers: BROWSER });
  return { res, cookies: cookiesOf(res), body: (await res.json()) as Record<string, unknown> };
}

/** Sign-in as the storefront's pages do it: guest cookies, credentials, exchange in cookie mode. */
async function browserLogin(username = 'shopper@stride.example') {
  const guest = await browserGuest();
  const { res, verifier } = await signIn(api, username, undefined, { headers: BROWSER });
  const { authorizationCode } = (await res.json()) as { authorizationCode: string };
  const exchange = await api.request('POST', '/token/v2/auth/token', {
    body: { type: 'Registered', authorizationCode, codeVerifier: verifier },
    headers: { ...BROWSER, cookie: cookieHeader({ sf_access: guest.cookies.sf_access!.value }) },
  });
  return { guest, exchange, cookies: cookiesOf(exchange), body: (await exchange.json()) as Record<string, unknown> };
}

describe('token answers for the storefront browser', () => {
  it('set httpOnly SameSite=Lax cookies (refresh cookie only on the token path) and leave the tokens out of the JSON', async () => {
    const { res, cookies, body } = await browserGuest();
    expect(res.status).toBe(200);
    expect(body).toMatchObject({ consumerType: 'GUEST', expiresIn: 900, usid: expect.any(String) });
    expect(body).not.toHaveProperty('accessToken');
    expect(body).not.toHaveProperty('refreshToken');
    expect(cookies.sf_access!.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookies.sf_access!.attributes).toMatchObject({ httponly: true, samesite: 'Lax', path: '/api', 'max-age': '900' });
    expect(cookies.sf_refresh!.attributes).toMatchObject({ httponly: true, samesite: 'Lax', path: '/api/token/v2/auth/token', 'max-age': String(30 * 24 * 3600) });
    // Plain http (local development): not Secure, or the browser would drop the cookies.
    expect(cookies.sf_access!.attributes).not.toHaveProperty('secure');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('mark the cookies Secure when the shopper is on https (behind the proxy)', async () => {
    const res = await api.request('POST', '/token/v2/auth/token', { body: { type: 'Guest' }, headers: { ...BROWSER, 'x-forwarded-proto': 'https' } });
    const cookies = cookiesOf(res);
    expect(cookies.sf_access!.attributes.secure).toBe(true);
    expect(cookies.sf_refresh!.attributes.secure).toBe(true);
  });

  it('keep the §7 JSON with tokens and set no cookie for API clients without the browser marker', async () => {
    const res = await api.request('POST', '/token/v2/auth/token', { body: { type: 'Guest' } });
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(await res.json()).toMatchObject({ accessToken: expect.any(String), refreshToken: expect.any(String) });
  });

  it('sign-in gives a new session id (usid) and revokes the guest session the cookie named', async () => {
    const { guest, exchange, cookies, body } = await browserLogin();
    expect(exchange.status).toBe(200);
    expect(body).toMatchObject({ consumerType: 'REGISTERED', consumerNo: expect.any(String) });
    expect(body).not.toHaveProperty('refreshToken');
    expect(body.usid).not.toBe(guest.body.usid);
    expect(cookies.sf_access!.value).not.toBe(guest.cookies.sf_access!.value);
    // The guest's access token is dead: 401 (revoked), not 403 (a live guest on a shopper's route).
    const old = await api.request('GET', '/consumers-v3/consumer', { token: guest.cookies.sf_access!.value });
    expect((await errorOf(old)).errorId).toBe('AUT402');
  });
});

describe('requests authorised by the cookie', () => {
  it('read the access token from the cookie when there is no Authorization header', async () => {
    const { cookies } = await browserLogin();
    const res = await api.request('GET', '/consumers-v3/consumer', { headers: { cookie: cookieHeader({ sf_access: cookies.sf_access!.value }) } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { consumerProfile: { consumerDetails: { email: string } } }).consumerProfile.consumerDetails.email).toBe('shopper@stride.example');
    const none = await api.request('GET', '/consumers-v3/consumer');
    expect((await errorOf(none)).errorId).toBe('AUT402');
  });

  it('refuse a state change that fails the CSRF check with 403 AUT431, and allow same-origin ones', async () => {
    const { cookies } = await browserLogin();
    const cookie = cookieHeader({ sf_access: cookies.sf_access!.value });
    const update = (headers: Record<string, string>) =>
      api.request('PUT', '/consumers-v3/consumer', { body: { preferences: { preferredShoeSize: '10' } }, headers: { cookie, ...headers } });

    expect(await errorOf(await update({ 'sec-fetch-site': 'cross-site' }))).toMatchObject({ status: 403, errorId: 'AUT431' });
    expect(await errorOf(await update({ origin: 'https://evil.test' }))).toMatchObject({ status: 403, errorId: 'AUT431' });
    expect((await errorOf(await update({}))).errorId).toBe('AUT431');
    expect((await update({ 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    expect((await update({ origin: 'http://localhost' })).status).toBe(200);
    expect((await update(BROWSER)).status).toBe(200);
    // Reading is not a state change.
    expect((await api.request('GET', '/consumers-v3/consumer', { headers: { cookie, 'sec-fetch-site': 'cross-site' } })).status).toBe(200);
  });

  it('do not apply the cookie when an Authorization header is sent (API clients keep their rules)', async () => {
    const { cookies } = await browserLogin();
    const other = await login(api, 'member@stride.example');
    const res = await api.request('GET', '/consumers-v3/consumer', { token: other.accessToken, headers: { cookie: cookieHeader({ sf_access: cookies.sf_access!.value }) } });
    expect(((await res.json()) as { consumerProfile: { consumerDetails: { email: string } } }).consumerProfile.consumerDetails.email).toBe('member@stride.example');
  });
});

describe('refresh and sign-out by cookie', () => {
  it('rotates the session from the refresh cookie; a replayed refresh cookie is refused and the cookies expire', async () => {
    const { cookies, body } = await browserLogin();
    const refresh = (token: string) =>
      api.request('POST', '/token/v2/auth/token', { body: { type: 'Refresh' }, headers: { ...BROWSER, cookie: cookieHeader({ sf_refresh: token }) } });
    const rotated = await refresh(cookies.sf_refresh!.value);
    expect(rotated.status).toBe(200);
    const next = cookiesOf(rotated);
    const json = (await rotated.json()) as Record<string, unknown>;
    expect(json.usid).toBe(body.usid);
    expect(json).not.toHaveProperty('refreshToken');
    expect(next.sf_refresh!.value).not.toBe(cookies.sf_refresh!.value);
    const profile = await api.request('GET', '/consumers-v3/consumer', { headers: { cookie: cookieHeader({ sf_access: next.sf_access!.value }) } });
    expect(profile.status).toBe(200);

    const replay = await refresh(cookies.sf_refresh!.value);
    expect(await errorOf(replay)).toMatchObject({ status: 401, errorId: 'AUT407' });
    const cleared = cookiesOf(replay);
    expect(cleared.sf_access).toMatchObject({ value: '', attributes: { 'max-age': '0', path: '/api' } });
    expect(cleared.sf_refresh).toMatchObject({ value: '', attributes: { 'max-age': '0', path: '/api/token/v2/auth/token' } });
  });

  it('asks for a refresh token when neither the body nor a cookie has one', async () => {
    const res = await api.request('POST', '/token/v2/auth/token', { body: { type: 'Refresh' } });
    expect(await errorOf(res)).toMatchObject({ status: 400, errorId: 'API400', field: 'refreshToken' });
  });

  it('refuses a cross-site refresh by cookie (CSRF)', async () => {
    const { cookies } = await browserLogin();
    const res = await api.request('POST', '/token/v2/auth/token', {
      body: { type: 'Refresh' }, headers: { 'sec-fetch-site': 'cross-site', cookie: cookieHeader({ sf_refresh: cookies.sf_refresh!.value }) },
    });
    expect((await errorOf(res)).errorId).toBe('AUT431');
  });

  it('sign-out without a refresh token ends the cookie session and expires both cookies', async () => {
    const { cookies } = await browserLogin();
    const cookie = cookieHeader({ sf_access: cookies.sf_access!.value });
    const res = await api.request('POST', '/consumers-v3/consumer/auth/signout', { body: {}, headers: { ...BROWSER, cookie } });
    expect(res.status).toBe(200);
    const cleared = cookiesOf(res);
    expect(cleared.sf_access!.attributes['max-age']).toBe('0');
    expect(cleared.sf_refresh!.attributes['max-age']).toBe('0');
    expect((await api.request('GET', '/consumers-v3/consumer', { headers: { cookie } })).status).toBe(401);
    const refresh = await api.request('POST', '/token/v2/auth/token', { body: { type: 'Refresh' }, headers: { ...BROWSER, cookie: cookieHeader({ sf_refresh: cookies.sf_refresh!.value }) } });
    expect(refresh.status).toBe(401);
  });
});
