import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, ApiRequestError } from '@lib/api/client';
import { getProductDetails } from '@lib/api/products';
import { checkAnswerContract } from '@lib/api/check-answer.server';
import { createApiApp } from '@server/app';
import { openDatabase, type DatabaseHandle } from '@server/db/client';
import { migrate } from '@server/db/migrate';

// The storefront can talk to a remote commerce API (API_URL): here msw plays that remote API.
const REMOTE = 'https://commerce.remote.test/v1';
const seen: Request[] = [];
const server = setupServer(
  http.get(`${REMOTE}/products/v2/products/:id/details`, ({ request, params }) => {
    seen.push(request.clone());
    if (params.id === 'BROKEN01') return HttpResponse.json({ name: 'missing most fields' });
    if (params.id === 'HTMLPAGE') return new HttpResponse('<html>proxy error</html>', { status: 502 });
    return HttpResponse.json(
      { errorDetails: [{ errorId: 'PRD404', message: 'This product is not available.' }], statusCode: 404, correlationId: 'remote-1' },
      { status: 404 },
    );
  }),
);

beforeAll(() => server.listen());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// As the server side's client is made (src/middleware.ts): answers held to their contracts.
const client = new ApiClient({ baseUrl: REMOTE, fetch: (request) => fetch(request), locale: 'fr-ca', siteId: 'loom', correlationId: 'corr-9', checkAnswer: checkAnswerContract });
/** As the browser's client is made (islands/shared/browser-api.ts): its own origin's answers, taken as typed. */
const browserClient = new ApiClient({ baseUrl: REMOTE, fetch: (request) => fetch(request), locale: 'fr-ca', siteId: 'loom' });

describe('typed client against a remote commerce API', () => {
  it('sends the locale parameter and the common headers', async () => {
    await expect(getProductDetails(client, 'LM12345678')).rejects.toBeInstanceOf(ApiRequestError);
    const request = seen.at(-1)!;
    expect(new URL(request.url).searchParams.get('locale')).toBe('fr-ca');
    expect(request.headers.get('x-brand')).toBe('loom');
    expect(request.headers.get('x-correlation-id')).toBe('corr-9');
    expect(request.headers.get('x-transaction-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(request.headers.get('accept')).toBe('application/json');
  });

  it('turns a §8 error body into an ApiRequestError with its id, status and correlation id', async () => {
    const error = await getProductDetails(client, 'LM12345678').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 404, errorId: 'PRD404', correlationId: 'remote-1', message: 'This product is not available.' });
  });

  it('refuses an answer that breaks the contract instead of rendering it', async () => {
    const error = await getProductDetails(client, 'BROKEN01').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 502 });
    expect((error as Error).message).toMatch(/does not match its contract/);
  });

  it('the browser client reads errors the same way without the contracts, and a malformed error body as the bare status', async () => {
    const error = await getProductDetails(browserClient, 'LM12345678').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 404, errorId: 'PRD404', correlationId: 'remote-1', message: 'This product is not available.' });
    server.use(http.get(`${REMOTE}/products/v2/products/:id/details`, () => HttpResponse.json({ errorDetails: [{ errorId: 7 }], statusCode: 409 }, { status: 409 })));
    const malformed = await getProductDetails(browserClient, 'LM12345678').catch((caught: unknown) => caught);
    expect(malformed).toMatchObject({ status: 409, errorId: 'API409', body: undefined });
  });

  it('explains a non-JSON failure', async () => {
    const error = await getProductDetails(client, 'HTMLPAGE').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 502, errorId: 'API502' });
  });
});

describe('API base path', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    await migrate(database.db);
  });
  afterAll(() => database.close());

  it('mounts every route under the configured base path and nothing outside it', async () => {
    const app = createApiApp({ db: database.db, basePath: '/commerce' });
    expect((await app.request('/commerce/health')).status).toBe(200);
    expect((await app.request('/api/health')).status).toBe(404);
  });
});
