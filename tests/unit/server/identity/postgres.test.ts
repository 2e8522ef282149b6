import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiApp, type ApiApp } from '@server/app';
import { openDatabase, type DatabaseHandle } from '@server/db/client';
import { migrate } from '@server/db/migrate';
import { ensureSeeded } from '@server/db/seed/index';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../../../helpers/postgres';
import { identityApiOver, login, pkcePair, SEED_PASSWORD, type IdentityTestApi } from './identity-api';

/** Races only mean something on real PostgreSQL (PGlite is one connection). */
describe('identity races on PostgreSQL', () => {
  let server: ThrowawayPostgres | undefined;
  let database: DatabaseHandle | undefined;
  let api: IdentityTestApi;

  beforeAll(async () => {
    server = await startThrowawayPostgres();
    database = await openDatabase({ databaseUrl: server.databaseUrl, dataDir: 'unused' });
    await migrate(database.db);
    await ensureSeeded(database.db);
    const app: ApiApp = createApiApp({ db: database.db, basePath: '/api', identity: { throttle: { windowMs: 60_000, pairLimit: 3, clientLimit: 100, accountSoftLimit: 100, lockMs: 60_000, softDelayMs: 0 } } });
    api = identityApiOver(app, database);
  }, 180_000);

  afterAll(async () => {
    await database?.close();
    await server?.stop();
  });

  it('lets exactly one of many concurrent exchanges of a code succeed; the others get 409', async () => {
    const { verifier, challenge } = pkcePair();
    const signin = await api.request('POST', '/consumers-v3/auth/signin', { body: { type: 'Registered', username: 'member@stride.example', password: SEED_PASSWORD, codeChallenge: challenge, recaptcha_response: 'sandbox-ok:login' } });
    const { authorizationCode } = (await signin.json()) as { authorizationCode: string };
    const results = await Promise.all(Array.from({ length: 8 }, () => api.request('POST', '/token/v2/auth/token', { body: { type: 'Registered', authorizationCode, codeVerifier: verifier } })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
  });

  it('creates one account when the same email signs up concurrently', async () => {
    const body = { firstName: 'Race', lastName: 'Runner', email: 'race@example.com', password: 'Racing2026', isTermsConfirmed: true, recaptcha_response: 'sandbox-ok:register' };
    const results = await Promise.all(Array.from({ length: 6 }, () => api.request('POST', '/consumers-v3/auth/signup', { body })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
  });

  it('keeps one main address when first addresses are added concurrently', async () => {
    const { accessToken } = await login(api, 'athlete@stride.example');
    const address = { firstName: 'Ari', lastName: 'Athlete', addressLine1: '1 Main St', city: 'Chicago', postalCode: '60611', country: 'US', email: 'a@example.com', phone: '3125550188', approachType: 'S' };
    const results = await Promise.all(Array.from({ length: 6 }, () => api.request('POST', '/consumers-v3/consumer/address', { token: accessToken, body: address })));
    expect(results.every((r) => r.status === 201)).toBe(true);
    const profile = (await (await api.request('GET', '/consumers-v3/consumer', { token: accessToken })).json()) as { consumerProfile: { consumerDetails: { address: Array<{ main: boolean }> } } };
    expect(profile.consumerProfile.consumerDetails.address.filter((a) => a.main)).toHaveLength(1);
  });

  it('counts concurrent failed sign-ins: the pair is locked afterwards', async () => {
    const attempt = () => {
      const { challenge } = pkcePair();
      return api.request('POST', '/consumers-v3/auth/signin', { client: '203.0.113.70', body: { type: 'Registered', username: 'shopper@stride.example', password: 'Wrong2026x', codeChallenge: challenge, recaptcha_response: 'sandbox-ok:login' } });
    };
    await Promise.all(Array.from({ length: 5 }, attempt));
    expect((await attempt()).status).toBe(429);
  });
});
