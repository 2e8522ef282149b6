import { expect } from 'vitest';
import { ERROR_CATALOGUE } from '@schemas/protocol/error-catalogue';
import type { createApiApp } from '@server/app';
import { errorOf } from '../identity/identity-api';

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
  /** The §8 error: its id, the catalogue's status for it, a correlation id, and the field when named. */
  async function expectError(res: Response, errorId: string, field?: string) {
    const error = await errorOf(res);
    expect(error.errorId).toBe(errorId);
    expect(error.status).toBe(ERROR_CATALOGUE[errorId as keyof typeof ERROR_CATALOGUE].status);
    expect(error.correlationId).toEqual(expect.any(String));
    if (field) expect(error.field).toBe(field);
    return error;
  }
  return { call, json, expectError };
}
