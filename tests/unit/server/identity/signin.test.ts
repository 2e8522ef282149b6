import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, pkcePair, signIn, startIdentityApi, type IdentityTestApi } from './identity-api';

let api: IdentityTestApi;
beforeAll(async () => {
  api = await startIdentityApi({ throttle: { windowMs: 60_000, pairLimit: 3, clientLimit: 50, accountSoftLimit: 4, lockMs: 60_000, softDelayMs: 5 } });
}, 120_000);
afterAll(() => api?.close());

const from = (ip: string) => ({ client: ip });

describe('sign-in', () => {
  it('answers unknown and known emails alike, in similar time', async () => {
    let sample = 0;
    const timed = async (username: string) => {
      const started = performance.now();
      const { res } = await signIn(api, username, 'WrongPassw0rd', from(`198.51.100.${++sample}`));
      return { error: await errorOf(res), ms: performance.now() - started };
    };
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    await timed('warmup@stride.example');
    const known: number[] = [];
    const unknown: number[] = [];
    for (let round = 0; round < 5; round++) {
      const k = await timed('athlete@stride.example');
      const u = await timed(`nobody-${round}@stride.example`);
      expect(k.error).toMatchObject({ status: 401, errorId: 'AUT401' });
      expect(u.error).toMatchObject({ status: k.error.status, errorId: k.error.errorId, message: k.error.message });
      known.push(k.ms);
      unknown.push(u.ms);
    }
    // Both verify an argon2id hash: the unknown account is not answered in a fraction of the time.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.3);
  });

  it('refuses a failed recaptcha', async () => {
    const { challenge } = pkcePair();
    const res = await api.request('POST', '/consumers-v3/auth/signin', {
      body: { type: 'Registered', username: 'shopper@stride.example', password: 'Storefront2026', codeChallenge: challenge, recaptcha_response: 'sandbox-fail' },
    });
    expect(await errorOf(res)).toMatchObject({ status: 400, errorId: 'AUT430', field: 'recaptcha_response' });
  });

  it('locks one client out of an account with 429 and Retry-After; another client still signs in', async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const { res } = await signIn(api, 'member@stride.example', 'WrongPassw0rd', from('203.0.113.9'));
      expect(res.status).toBe(401);
    }
    const locked = await signIn(api, 'member@stride.example', 'Storefront2026', from('203.0.113.9'));
    expect(locked.res.status).toBe(429);
    expect(Number(locked.res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await errorOf(locked.res)).errorId).toBe('AUT429');

    const elsewhere = await signIn(api, 'member@stride.example', 'Storefront2026', from('192.0.2.44'));
    expect(elsewhere.res.status).toBe(200);
  });

  it('only slows an account failing from many clients, never locks its owner out', async () => {
    for (let n = 0; n < 6; n++) {
      const { res } = await signIn(api, 'employee@stride.example', 'WrongPassw0rd', from(`198.51.100.${50 + n}`));
      expect(res.status).toBe(401);
    }
    const owner = await signIn(api, 'employee@stride.example', 'Storefront2026', from('192.0.2.99'));
    expect(owner.res.status).toBe(200);
  });

  it('signs an employee in at a store (associate mode)', async () => {
    const res = await api.request('POST', '/consumers-v3/consumer/agent/login', { body: { storeEmployeeId: 'E1011', password: 'Associate2026' } });
    expect(res.status).toBe(200);
    const session = (await res.json()) as Record<string, unknown>;
    expect(session).toMatchObject({ tokenKind: 'agent', consumerType: 'EMPLOYEE', storeId: 'ST-US-01', storeEmployeeId: 'E1011' });
    expect(session).not.toHaveProperty('refreshToken');
    const wrong = await api.request('POST', '/consumers-v3/consumer/agent/login', { body: { storeEmployeeId: 'E1011', password: 'nope' } });
    expect((await errorOf(wrong)).errorId).toBe('AUT414');
  });
});

describe('who counts as the client', () => {
  const wrong = (via: { headers?: Record<string, string>; client?: string }) => signIn(api, 'shopper@summit.example', 'WrongPassw0rd', via, 'summit');

  it('is the socket, whatever X-Forwarded-For or x-usid a client writes: rotating them does not raise the rate on an account', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const { res } = await wrong({ client: '198.51.100.200', headers: { 'x-forwarded-for': `10.0.${attempt}.1`, 'x-usid': `usid-rotating-${attempt}` } });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses.slice(3)).toEqual([429, 429, 429]);
  });

  it('is not shared by clients without headers: another client’s failures never lock a shopper out', async () => {
    for (let attempt = 0; attempt < 4; attempt++) await wrong({ client: '198.51.100.201' });
    const shopper = await signIn(api, 'shopper@summit.example', 'Storefront2026', { client: '198.51.100.202' }, 'summit');
    expect(shopper.res.status).toBe(200);
  });
});

describe('behind a configured proxy', () => {
  let proxied: IdentityTestApi;
  beforeAll(async () => {
    proxied = await startIdentityApi({
      trustProxy: { hops: 1 },
      throttle: { windowMs: 60_000, pairLimit: 2, clientLimit: 50, accountSoftLimit: 50, lockMs: 60_000, softDelayMs: 0 },
    });
  }, 120_000);
  afterAll(() => proxied?.close());

  it('counts the address the proxy reports, not the proxy, and not what the client wrote before it', async () => {
    const viaProxy = (clientIp: string, spoofed = '6.6.6.6') => ({ client: '10.0.0.2', headers: { 'x-forwarded-for': `${spoofed}, ${clientIp}` } });
    for (let attempt = 0; attempt < 2; attempt++) {
      expect((await signIn(proxied, 'shopper@stride.example', 'WrongPassw0rd', viaProxy('203.0.113.50', `7.7.7.${attempt}`))).res.status).toBe(401);
    }
    expect((await signIn(proxied, 'shopper@stride.example', 'Storefront2026', viaProxy('203.0.113.50'))).res.status).toBe(429);
    // Another shopper behind the same proxy is a different client.
    expect((await signIn(proxied, 'shopper@stride.example', 'Storefront2026', viaProxy('203.0.113.51'))).res.status).toBe(200);
  });
});

describe('calls that reveal or send something are rate limited per client', () => {
  it('answers 429 with Retry-After past the limit: lookup, forgot password', async () => {
    const limited = await startIdentityApi({ throttle: { lookupPerClient: 3, resetPerClient: 2 } });
    try {
      const lookups = [];
      for (let n = 0; n < 4; n++) lookups.push((await limited.request('GET', `/consumers-v3/consumer/lookup?email=person${n}@example.com`, { client: '192.0.2.10' })).status);
      expect(lookups).toEqual([200, 200, 200, 429]);
      expect((await limited.request('GET', '/consumers-v3/consumer/lookup?email=a@example.com', { client: '192.0.2.11' })).status).toBe(200);
      const resets = [];
      for (let n = 0; n < 3; n++) resets.push((await limited.request('POST', '/consumers-v3/confirmforgotpassword', { client: '192.0.2.10', body: { email: 'shopper@stride.example' } })).status);
      expect(resets).toEqual([200, 200, 429]);
      const refused = await limited.request('POST', '/consumers-v3/confirmforgotpassword', { client: '192.0.2.10', body: { email: 'x@example.com' } });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await errorOf(refused)).errorId).toBe('AUT429');
    } finally {
      await limited.close();
    }
  });
});
