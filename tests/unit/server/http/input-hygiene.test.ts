import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkJsonValue, isStorableText, MAX_BODY_BYTES, MAX_JSON_DEPTH } from '@server/http/input-hygiene';
import { startTestApi, TEST_API_BASE, type TestApi } from '../../../helpers/api-app';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

async function send(method: string, path: string, body?: BodyInit, headers: Record<string, string> = {}) {
  const response = await api.app.request(`http://localhost${TEST_API_BASE}${path}`, {
    method,
    headers: { accept: 'application/json', 'x-brand': 'stride', ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    ...(body === undefined ? {} : { body, duplex: 'half' }),
  } as RequestInit);
  const json = (await response.json()) as { errorDetails: Array<{ errorId: string; message: string; field?: string }>; statusCode: number; correlationId: string };
  return { status: response.status, json };
}

/** `depth` objects inside each other, as JSON text (JSON.stringify itself recurses). */
const nestedJson = (depth: number) => `${'{"child":'.repeat(depth)}"leaf"${'}'.repeat(depth)}`;

function nested(depth: number): unknown {
  let value: unknown = 'leaf';
  for (let level = 0; level < depth; level += 1) value = { child: value };
  return value;
}

describe('text the database cannot store', () => {
  it('knows NUL bytes and unpaired surrogates, and lets paired ones (emoji) through', () => {
    expect(isStorableText('Crème brûlée 🥾')).toBe(true);
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('\uD83D')).toBe(false);
    expect(isStorableText('x\uDC00')).toBe(false);
  });

  it('is refused in a query with 400 in the §8 shape naming the parameter, not a database error', async () => {
    const { status, json } = await send('GET', '/consumers-v3/consumer/lookup?locale=en-us&email=a%00b%40example.com');
    expect(status).toBe(400);
    expect(json.errorDetails[0]).toMatchObject({ errorId: 'API400', field: 'email' });
    expect(json.statusCode).toBe(400);
    expect(json.correlationId).toBeTruthy();
  });

  it('is refused in the path', async () => {
    const { status, json } = await send('GET', '/products/v2/products/ST%00X/details');
    expect(status).toBe(400);
    expect(json.errorDetails[0]!.field).toBe('(path)');
  });

  it('is refused anywhere in a JSON body, naming the field', async () => {
    const body = JSON.stringify({ storeEmployeeId: 'E1011', password: 'x\uD800y' }).replace('\\ud800', '\\uD800');
    const { status, json } = await send('POST', '/consumers-v3/consumer/agent/login', body);
    expect(status).toBe(400);
    expect(json.errorDetails[0]).toMatchObject({ errorId: 'API400', field: 'password' });
    const inKey = await send('POST', '/stores/v1/search', '{"postalCode":"10001","a\\u0000":1}');
    expect(inKey.status).toBe(400);
  });
});

describe('deeply nested JSON', () => {
  it(`is refused past ${MAX_JSON_DEPTH} levels, without recursion`, () => {
    expect(() => checkJsonValue(nested(MAX_JSON_DEPTH - 1))).not.toThrow();
    expect(() => checkJsonValue(nested(100_000))).toThrow(/nested deeper/);
  });

  it('answers 400 in the §8 shape for a 5,000-deep body, also on the content write API', async () => {
    for (const path of ['/stores/v1/search', '/content/v1/documents']) {
      const { status, json } = await send(path === '/content/v1/documents' ? 'PUT' : 'POST', path, nestedJson(5000));
      expect(status, path).toBe(400);
      expect(json.errorDetails[0]!.message).toContain('nested deeper');
    }
  });
});

describe('request size', () => {
  it('answers 413 API413 for a 5 MB body with its length declared', async () => {
    const big = JSON.stringify({ postalCode: 'x'.repeat(5 * 1024 * 1024) });
    const { status, json } = await send('POST', '/stores/v1/search', big, { 'content-length': String(big.length) });
    expect(status).toBe(413);
    expect(json.errorDetails[0]!.errorId).toBe('API413');
  });

  it('stops reading a streamed body once it passes the limit', async () => {
    let sent = 0;
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        // An endless body: the server must stop it, not read it whole.
        sent += chunk.length;
        if (sent > 50 * MAX_BODY_BYTES) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const { status, json } = await send('POST', '/stores/v1/search', stream);
    expect(status).toBe(413);
    expect(json.errorDetails[0]!.errorId).toBe('API413');
    expect(sent).toBeLessThan(3 * MAX_BODY_BYTES);
  });
});
