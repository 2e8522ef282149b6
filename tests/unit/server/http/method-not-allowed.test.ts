import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '@schemas/commerce/error';
import { createApiApp } from '@server/app';
import { openDatabase, type DatabaseHandle } from '@server/db/client';
import { migrate } from '@server/db/migrate';

let database: DatabaseHandle;
let app: ReturnType<typeof createApiApp>;

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
  await migrate(database.db);
  app = createApiApp({ db: database.db, basePath: '/api' });
});
afterAll(() => database.close());

const canvas = '/api/publish/caas/v1/canvas/augmentedpage/stride/home';

describe('a method the path does not take (spec §8 API405)', () => {
  it.each([
    ['POST', { 'content-type': 'application/json' }, '{}'],
    ['POST', {}, undefined],
    ['PUT', { 'content-type': 'text/plain' }, 'x'],
    ['DELETE', {}, undefined],
    ['PATCH', { 'content-type': 'application/json' }, '{}'],
  ] as const)('%s on a read route is 405 with Allow, in the §8 shape, not cached', async (method, headers, body) => {
    const response = await app.request(canvas, { method, headers: { 'x-correlation-id': 'qa-405', ...headers }, body });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-correlation-id')).toBe('qa-405');
    const error = apiErrorBodySchema.parse(await response.json());
    expect(error).toMatchObject({ statusCode: 405, correlationId: 'qa-405', errorDetails: [{ errorId: 'API405' }] });
  });

  it('GET on a write-only route is 405 naming PUT', async () => {
    const response = await app.request('/api/content/v1/documents');
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('PUT');
    expect(apiErrorBodySchema.parse(await response.json()).errorDetails[0]!.errorId).toBe('API405');
  });

  it('OPTIONS lists the methods; unknown paths stay 404 API404 for every method', async () => {
    const options = await app.request(canvas, { method: 'OPTIONS' });
    expect(options.status).toBe(204);
    expect(options.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    for (const method of ['GET', 'POST', 'DELETE', 'OPTIONS']) {
      const response = await app.request('/api/publish/caas/v1/canvas/nothing/here/at/all', { method });
      expect(response.status, method).toBe(404);
      expect(apiErrorBodySchema.parse(await response.json()).errorDetails[0]!.errorId).toBe('API404');
    }
  });

  it('the methods a route does take still work', async () => {
    const put = await app.request('/api/content/v1/documents', { method: 'PUT', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(put.status).toBe(400);
    const head = await app.request('/api/health', { method: 'HEAD' });
    expect(head.status).toBe(200);
  });
});
