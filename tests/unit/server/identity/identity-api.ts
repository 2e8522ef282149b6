import { createHash, randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { ERROR_CATALOGUE } from '@schemas/protocol/error-catalogue';
import { createApiApp, type ApiApp } from '@server/app';
import type { DatabaseHandle } from '@server/db/client';
import type { IdentityOverrides } from '@server/domain/identity/options';
import { openSeededDatabase } from '../../../helpers/seeded-database';

export const SEED_PASSWORD = 'Storefront2026';

export interface IdentityTestApi {
  readonly app: ApiApp;
  readonly database: DatabaseHandle;
  /** `client` is the address of the socket the request came from (the server tells the app; 'test-client' by default). */
  request(method: string, path: string, options?: { body?: unknown; token?: string; headers?: Record<string, string>; locale?: string; brand?: string; client?: string }): Promise<Response>;
  close(): Promise<void>;
}

/** A seeded in-memory database behind the real app, with identity options for the test. */
export async function startIdentityApi(identity: IdentityOverrides = {}): Promise<IdentityTestApi> {
  const database = await openSeededDatabase();
  const app = createApiApp({ db: database.db, basePath: '/api', identity: { storefrontOrigin: 'https://shop.test', ...identity } });
  return identityApiOver(app, database, () => database.close());
}

/** Requests to an app whose API is under /api, as the identity tests make them; `close` ends what the caller opened. */
export function identityApiOver(app: ApiApp, database: DatabaseHandle, close: () => Promise<void> = async () => undefined): IdentityTestApi {
  return {
    app,
    database,
    async request(method, path, options = {}) {
      const url = new URL(`http://localhost/api${path}`);
      if (options.locale) url.searchParams.set('locale', options.locale);
      const headers: Record<string, string> = { accept: 'application/json', 'x-brand': options.brand ?? 'stride', ...options.headers };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      if (options.body !== undefined) headers['content-type'] = 'application/json';
      return app.request(url.toString(), { method, headers, ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }) }, { clientAddress: options.client ?? 'test-client' });
    },
    close,
  };
}

export function pkcePair() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** How a request arrives: extra headers, and the address of the socket it came from. */
export interface Via {
  readonly headers?: Record<string, string>;
  readonly client?: string;
}

export async function signIn(api: IdentityTestApi, username: string, password = SEED_PASSWORD, via: Via = {}, brand = 'stride') {
  const { verifier, challenge } = pkcePair();
  const res = await api.request('POST', '/consumers-v3/auth/signin', {
    brand, ...via,
    body: { type: 'Registered', username, password, codeChallenge: challenge, recaptcha_response: 'sandbox-ok:login' },
  });
  return { res, verifier, challenge };
}

/** Full sign-in: credentials, then the code exchange; returns the auth session. */
export async function login(api: IdentityTestApi, username: string, password = SEED_PASSWORD, brand = 'stride') {
  const { res, verifier } = await signIn(api, username, password, {}, brand);
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const { authorizationCode } = (await res.json()) as { authorizationCode: string };
  const token = await api.request('POST', '/token/v2/auth/token', { brand, body: { type: 'Registered', authorizationCode, codeVerifier: verifier } });
  if (token.status !== 200) throw new Error(`exchange failed: ${token.status} ${await token.text()}`);
  return (await token.json()) as { accessToken: string; refreshToken: string; consumerNo: string; consumerType: string; usid: string; memberId?: string };
}

export async function errorOf(res: Response) {
  const body = (await res.json()) as { errorDetails: Array<{ errorId: string; message: string; field?: string }>; statusCode: number; correlationId: string };
  return { status: res.status, statusCode: body.statusCode, correlationId: body.correlationId, ...body.errorDetails[0]!, body };
}

/** The §8 error: its id, the catalogue's status for it (also in statusCode), a correlation id, and the field when named. */
export async function expectError(res: Response, errorId: string, field?: string) {
  const error = await errorOf(res);
  expect(error.errorId).toBe(errorId);
  expect(error.status).toBe(ERROR_CATALOGUE[errorId as keyof typeof ERROR_CATALOGUE].status);
  expect(error.statusCode).toBe(error.status);
  expect(error.correlationId).toEqual(expect.any(String));
  if (field) expect(error.field).toBe(field);
  return error;
}
