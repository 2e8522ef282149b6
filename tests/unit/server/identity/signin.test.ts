import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, pkcePair, signIn, startIdentityApi, type IdentityTestApi } from './identity-api';

let api: IdentityTestApi;
beforeAll(async () => {
  api = await startIdentityApi({ throttle: { windowMs: 60_000, pairLimit: 3, clientLimit: 50, accountSoftLimit: 4, lockMs: 60_000, softDelayMs: 5 } });
}, 120_000);
afterAll(() => api?.close());

const from = (ip: string) => ({ 'x-forwarded-for': ip });

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
    expect(session).toMatchObject({ consumerType: 'EMPLOYEE', storeId: 'ST-US-01', storeEmployeeId: 'E1011', favorites: { favoriteId: null } });
    const wrong = await api.request('POST', '/consumers-v3/consumer/agent/login', { body: { storeEmployeeId: 'E1011', password: 'nope' } });
    expect((await errorOf(wrong)).errorId).toBe('AUT414');
  });
});
