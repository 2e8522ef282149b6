import { vi } from 'vitest';

export interface StubCall {
  readonly method: string;
  readonly path: string;
  readonly search: URLSearchParams;
  readonly headers: Headers;
  readonly body: unknown;
}

type Reply = { status?: number; body: unknown } | ((call: StubCall) => { status?: number; body: unknown });

/**
 * Stubs the browser's fetch for the commerce API: routes are "METHOD /path" (without the /api
 * base) answered in order of definition; every call is recorded. Unknown routes answer 500.
 */
export function stubApi(routes: Record<string, Reply>) {
  const calls: StubCall[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL) => {
    const request = input instanceof Request ? input : new Request(input);
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api/, '');
    const text = await request.text();
    const call: StubCall = { method: request.method, path, search: url.searchParams, headers: request.headers, body: text ? JSON.parse(text) : undefined };
    calls.push(call);
    const key = Object.keys(routes).find((route) => {
      const [method, pattern] = route.split(' ');
      return method === request.method && new RegExp(`^${pattern}$`).test(path);
    });
    const reply = key ? routes[key]! : { status: 500, body: { errorDetails: [{ errorId: 'GEN500', message: 'no stub' }], statusCode: 500, correlationId: 'x' } };
    const { status = 200, body } = typeof reply === 'function' ? reply(call) : reply;
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchStub);
  return { calls, fetchStub };
}

export const apiError = (status: number, errorId: string, message: string) => ({
  status,
  body: { errorDetails: [{ errorId, message }], statusCode: status, correlationId: 'test' },
});
