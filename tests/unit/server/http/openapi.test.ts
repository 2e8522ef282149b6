import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE } from '@schemas/protocol/error-catalogue';
import { openApiPath } from '@server/http/openapi';
import { startTestApi, TEST_API_BASE, type TestApi } from '../../../helpers/api-app';

interface Operation {
  tags: string[];
  summary: string;
  parameters: Array<{ name?: string; in?: string; $ref?: string }>;
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, { description: string; content?: Record<string, { schema?: Record<string, unknown> }>; 'x-error-ids'?: string[] }>;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
}

let api: TestApi;
let document: Document;

beforeAll(async () => {
  api = await startTestApi();
  const response = await api.call('/openapi.json');
  expect(response.status).toBe(200);
  document = (await response.json()) as Document;
});
afterAll(() => api.close());

const registered = () =>
  api.app.routes
    .filter((route) => route.method !== 'ALL')
    .map((route) => ({ method: route.method.toLowerCase(), path: openApiPath(route.path) }));

describe('GET /openapi.json', () => {
  it('is an OpenAPI 3.1 document with the §8 error body as a component', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.components.schemas.ApiError).toMatchObject({ type: 'object', required: expect.arrayContaining(['errorDetails', 'statusCode', 'correlationId']) });
  });

  it('names every route the API registers, and nothing else', () => {
    const routes = registered();
    expect(routes.length).toBeGreaterThan(50);
    const missing = routes.filter((route) => !document.paths[route.path]?.[route.method]).map((route) => `${route.method} ${route.path}`);
    expect(missing).toEqual([]);
    const listed = Object.entries(document.paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method} ${path}`));
    expect(listed.sort()).toEqual([...new Set(routes.map((route) => `${route.method} ${route.path}`))].sort());
  });

  it('describes bodies, answers and path parameters from the zod contracts', () => {
    const signUp = document.paths[`${TEST_API_BASE}/consumers-v3/auth/signup`]!.post!;
    const body = signUp.requestBody!.content['application/json']!.schema as { properties: Record<string, unknown>; required: string[] };
    expect(Object.keys(body.properties)).toEqual(expect.arrayContaining(['email', 'password', 'isTermsConfirmed', 'subscriptions']));
    expect(signUp.responses['201']!.content!['application/json']!.schema).toMatchObject({ properties: { consumerNo: { type: 'string' } } });

    const details = document.paths[`${TEST_API_BASE}/products/v2/products/{productId}/details`]!.get!;
    expect(details.parameters).toContainEqual(expect.objectContaining({ name: 'productId', in: 'path' }));
    expect(details.responses['200']!.content!['application/json']!.schema).toMatchObject({ type: 'object' });

    const media = document.paths[`${TEST_API_BASE}/media/products/{productId}/{file}`]!.get!;
    expect(Object.keys(media.responses['200']!.content!)).toEqual(['image/svg+xml']);
  });

  it('lists each route’s §8 errors under their statuses', () => {
    const changePassword = document.paths[`${TEST_API_BASE}/consumers-v3/consumer/changepassword`]!.post!;
    expect(changePassword.responses['401']!['x-error-ids']).toContain('AUT402');
    expect(changePassword.responses['400']!['x-error-ids']).toEqual(expect.arrayContaining(['AUT413', 'API400']));
    for (const operations of Object.values(document.paths)) {
      for (const operation of Object.values(operations)) {
        for (const [status, answer] of Object.entries(operation.responses)) {
          for (const id of answer['x-error-ids'] ?? []) expect(ERROR_CATALOGUE[id as keyof typeof ERROR_CATALOGUE].status).toBe(Number(status));
        }
        expect(operation.responses['500']!['x-error-ids']).toContain('GEN500');
      }
    }
  });

  it('is public and cacheable', async () => {
    const response = await api.call('/openapi.json');
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
  });
});
