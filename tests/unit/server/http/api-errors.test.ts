import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { z } from 'zod';
import { apiErrorBodySchema } from '@schemas/commerce/error';
import { createApiApp } from '@server/app';
import { openDatabase, type DatabaseHandle } from '@server/db/client';
import { migrate } from '@server/db/migrate';
import type { ApiEnv } from '@server/http/env';
import { onApiError, onApiNotFound } from '@server/http/error-handler';
import { requestContext } from '@server/http/request-context';
import { readBody } from '@server/http/validate';

let database: DatabaseHandle;
let app: ReturnType<typeof createApiApp>;

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
  await migrate(database.db);
  app = createApiApp({ db: database.db, basePath: '/api' });
});
afterAll(() => database.close());

async function errorOf(response: Response) {
  const body = apiErrorBodySchema.parse(await response.json());
  expect(body.statusCode).toBe(response.status);
  return body;
}

describe('commerce API errors (§8 shape)', () => {
  it('answers health with the database status', async () => {
    const response = await app.request('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', database: 'ok' });
  });

  it('echoes the correlation id header, on success and on error', async () => {
    const ok = await app.request('/api/health', { headers: { 'x-correlation-id': 'corr-123' } });
    expect(ok.headers.get('x-correlation-id')).toBe('corr-123');
    const missing = await app.request('/api/no/such/route', { headers: { 'x-correlation-id': 'corr-456' } });
    expect(missing.status).toBe(404);
    const body = await errorOf(missing);
    expect(body.correlationId).toBe('corr-456');
    expect(body.errorDetails[0]!.errorId).toBe('API404');
  });

  it('makes a correlation id when none (or a malformed one) is given', async () => {
    const body = await errorOf(await app.request('/api/nope', { headers: { 'x-correlation-id': 'bad id with spaces' } }));
    expect(body.correlationId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses an unknown locale and an unknown site with 400 naming the field', async () => {
    const locale = await errorOf(await app.request('/api/health?locale=xx-yy'));
    expect(locale.errorDetails[0]).toMatchObject({ errorId: 'LOC400', field: 'locale' });
    const site = await errorOf(await app.request('/api/health', { headers: { 'x-brand': 'acme' } }));
    expect(site.errorDetails[0]).toMatchObject({ errorId: 'SIT400', field: 'siteId' });
  });

  it('accepts locales in either case and separator', async () => {
    expect((await app.request('/api/health?locale=fr_CA')).status).toBe(200);
  });

  it('answers 415 for a body that is not JSON and 406 when JSON is not acceptable', async () => {
    // A route that takes a body (POST on a read-only route is a 405: method-not-allowed.test.ts).
    const unsupported = await app.request('/api/content/v1/documents', { method: 'PUT', body: 'a=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect((await errorOf(unsupported)).errorDetails[0]!.errorId).toBe('API415');
    const notAcceptable = await app.request('/api/health', { headers: { accept: 'application/xml' } });
    expect((await errorOf(notAcceptable)).errorDetails[0]!.errorId).toBe('API406');
  });
});

describe('request body validation', () => {
  // The mechanism every write route uses: a zod schema from schemas/commerce read by readBody.
  const bodySchema = z.object({ productId: z.string().min(1), qty: z.number().int().min(1).max(999_999) });
  const probe = new Hono<ApiEnv>();
  probe.use(requestContext());
  probe.post('/items', async (c) => c.json(await readBody(c, bodySchema), 201));
  probe.get('/boom', () => {
    throw new Error('secret stack detail');
  });
  probe.onError(onApiError);
  probe.notFound(onApiNotFound);
  const post = (body: string) => probe.request('/items', { method: 'POST', body, headers: { 'content-type': 'application/json' } });

  it('accepts a valid body', async () => {
    expect((await post('{"productId":"ST0A1B2C","qty":2}')).status).toBe(201);
  });

  it.each([
    ['{"productId":"ST0A1B2C","qty":0}', 'qty'],
    ['{"productId":"","qty":1}', 'productId'],
    ['{"qty":1}', 'productId'],
    ['[]', '(body)'],
    ['{not json', '(body)'],
    ['', '(body)'],
  ])('answers 400 API400 for %s, naming %s', async (body, field) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.errorDetails[0]).toMatchObject({ errorId: 'API400', field });
    expect(error.errorDetails[0]!.message.length).toBeGreaterThan(5);
  });

  it('hides unexpected failures behind GEN500 without a stack trace', async () => {
    const response = await probe.request('/boom');
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toContain('secret stack detail');
    expect(JSON.parse(text).errorDetails[0].errorId).toBe('GEN500');
  });
});
