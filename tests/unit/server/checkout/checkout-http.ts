import type { createApiApp } from '@server/app';
import { expectError } from '../identity/identity-api';

type App = ReturnType<typeof createApiApp>;

/**
 * The checkout API files' way of calling the app in process: a shopper's bearer token, the stride
 * brand, a JSON body; `x-test-client` names the client address (throttles count per client).
 */
export function checkoutHttp(app: () => App, clientAddress = 'test-client') {
  async function call(method: string, path: string, token: string | undefined, body?: unknown, headers: Record<string, string> = {}) {
    const h: Record<string, string> = { accept: 'application/json', 'x-brand': 'stride', ...headers };
    if (token) h.authorization = `Bearer ${token}`;
    if (body !== undefined) h['content-type'] = 'application/json';
    return app().request(`http://localhost/api${path}`, { method, headers: h, ...(body === undefined ? {} : { body: JSON.stringify(body) }) }, { clientAddress: headers['x-test-client'] ?? clientAddress });
  }
  async function json<T>(res: Response): Promise<T> {
    if (res.status !== 200) throw new Error(`expected 200, got ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  }
  return { call, json, expectError };
}
