import { createHash, randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApiApp, type ApiApp } from '@server/app';
import type { DatabaseHandle } from '@server/db/client';
import { declaredRoutes } from '@server/http/define-route';
import { contentSecret } from '@server/domain/content/content-secret';
import { mintContentToken } from '@server/domain/content/content-tokens';
import { BLOCK_CATALOGUE } from '@schemas/content/block-catalogue';
import { CANVAS_PATH, fuzzBlockFields } from './content-fuzz';
import { fuzzRoute, type FuzzRequest } from './route-fuzz';

/**
 * The property-based fuzz of issue 19, registered for one database (PGlite in
 * api-fuzz.test.ts, PostgreSQL in api-fuzz.postgres.test.ts): every declared route with hostile
 * path parameters, queries and bodies, and every content block field through the editor API.
 * Bounded: a few draws per route and field (FUZZ_RUNS raises it), one app, one database.
 */

const BASE = '/api';
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 12);
const DRAWS_PER_FIELD = Math.max(1, Math.round(RUNS_PER_ROUTE / 6));

// Importing the app declared its routes; one app here adds the ones declared while it is made.
createApiApp({ db: undefined as never, basePath: BASE });
const ROUTES = declaredRoutes().map((spec) => [`${spec.method.toUpperCase()} ${spec.path}`, spec] as const);

interface Target {
  readonly app: ApiApp;
  readonly sessionToken: string;
  readonly editorToken: string;
}

async function signIn(app: ApiApp): Promise<string> {
  const verifier = randomBytes(32).toString('base64url');
  const headers = { accept: 'application/json', 'content-type': 'application/json', 'x-brand': 'stride' };
  const signin = await app.request(`${BASE}/consumers-v3/auth/signin`, {
    method: 'POST', headers,
    body: JSON.stringify({ type: 'Registered', username: 'shopper@stride.example', password: 'Storefront2026', codeChallenge: createHash('sha256').update(verifier).digest('base64url'), recaptcha_response: 'sandbox-ok:login' }),
  }, { clientAddress: 'fuzz-sign-in' });
  const { authorizationCode } = (await signin.json()) as { authorizationCode: string };
  const token = await app.request(`${BASE}/token/v2/auth/token`, { method: 'POST', headers, body: JSON.stringify({ type: 'Registered', authorizationCode, codeVerifier: verifier }) }, { clientAddress: 'fuzz-sign-in' });
  return ((await token.json()) as { accessToken: string }).accessToken;
}

export function defineApiFuzz(openDatabase: () => Promise<DatabaseHandle>): void {
  let target: Target;

  beforeAll(async () => {
    const database = await openDatabase();
    const app = createApiApp({ db: database.db, basePath: BASE });
    target = { app, sessionToken: await signIn(app), editorToken: mintContentToken('editor', '*', await contentSecret()).token };
  }, 240_000);

  function send(request: FuzzRequest, token?: string): Promise<Response> {
    const headers: Record<string, string> = { accept: 'application/json', 'x-brand': 'stride' };
    if (request.body !== undefined) headers['content-type'] = 'application/json';
    if (token) headers.authorization = `Bearer ${token}`;
    // The path is sent as written (hostile encodings included), not normalised by a URL object.
    return Promise.resolve(target.app.fetch(new Request(`http://localhost${BASE}${request.target}`, { method: request.method, headers, body: request.body }), { clientAddress: 'fuzz-client' }));
  }

  describe('every declared route answers hostile input without a 5xx, in the §8 shape', () => {
    it('knows the routes', () => {
      expect(ROUTES.length).toBeGreaterThan(60);
    });

    it.each(ROUTES)('%s', async (_name, spec) => {
      const token = spec.security === 'session' ? target.sessionToken : spec.security === 'editor' ? target.editorToken : undefined;
      await fuzzRoute(spec, (request) => send(request, token), RUNS_PER_ROUTE);
    }, 120_000);
  });

  describe('every content block field, written through the editor API with hostile values', () => {
    it.each(BLOCK_CATALOGUE.map((definition) => [definition.type]))('%s', async (type) => {
      const sink = {
        put: (body: string) => send({ method: 'PUT', target: '/content/v1/documents', body }, target.editorToken),
        read: () => send({ method: 'GET', target: CANVAS_PATH }),
      };
      expect(await fuzzBlockFields(type, sink, DRAWS_PER_FIELD)).toBeGreaterThan(0);
    }, 180_000);
  });
}
