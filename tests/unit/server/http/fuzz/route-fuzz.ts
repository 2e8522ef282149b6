import fc from 'fast-check';
import { z } from 'zod';
import type { RouteSpec } from '@server/http/define-route';
import { deepValue, expectNoServerError, hostileText, hostileUrlText, hugeNumber, nested, toJsonText, wrongValue } from './hostile';

/**
 * Requests to one declared route (src/server/http/define-route.ts) with hostile path
 * parameters, query strings and bodies. The route's own contract names the parameters and body
 * fields worth aiming at; everything else is random.
 */

export interface FuzzRequest {
  readonly method: string;
  /** Below the API base path, with its query string. */
  readonly target: string;
  /** Raw body text (not always JSON). */
  readonly body?: string;
}

function propertyNames(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  try {
    const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as { properties?: Record<string, unknown> };
    return Object.keys(json.properties ?? {});
  } catch {
    return [];
  }
}

/** `/products/v2/products/:productId/details` with each parameter (and its constraint) replaced. */
function pathArbitrary(spec: RouteSpec): fc.Arbitrary<string> {
  const parts = spec.path.split(/(:\w+(?:\{(?:[^{}]|\{[^{}]*\})*\})?\??)/).filter((part) => part !== '');
  return fc.tuple(...parts.map((part) => (part.startsWith(':') ? hostileUrlText.map((value) => value || 'x') : fc.constant(part)))).map((values) => values.join(''));
}

const GIANT_QUERY = Array.from({ length: 4_000 }, (_, index) => `p${index}=${'v'.repeat(20)}`).join('&');

function queryArbitrary(spec: RouteSpec): fc.Arbitrary<string> {
  const known = propertyNames(spec.query);
  const name = known.length > 0 ? fc.oneof(fc.constantFrom(...known), hostileUrlText) : hostileUrlText;
  const pair = fc.tuple(name, hostileUrlText).map(([key, value]) => `${key}=${value}`);
  return fc.oneof(
    { weight: 6, arbitrary: fc.array(pair, { maxLength: 6 }).map((pairs) => pairs.join('&')) },
    { weight: 1, arbitrary: fc.constant(GIANT_QUERY) },
    { weight: 1, arbitrary: fc.constantFrom(...(known.length > 0 ? known : ['q'])).map((key) => Array.from({ length: 300 }, () => `${key}=1`).join('&')) },
  );
}

/** A body aimed at the route's fields (wrong types, huge numbers, hostile text, deep nesting), or anything at all. */
function bodyArbitrary(spec: RouteSpec): fc.Arbitrary<string> {
  const fields = propertyNames(spec.body);
  const aimed = fields.length > 0
    ? fc.dictionary(fc.oneof(fc.constantFrom(...fields), hostileText), wrongValue, { maxKeys: fields.length + 2 }).map(toJsonText)
    : fc.jsonValue({ maxDepth: 3 }).map(toJsonText);
  return fc.oneof(
    { weight: 6, arbitrary: aimed },
    { weight: 1, arbitrary: fc.oneof(wrongValue, deepValue, hugeNumber).map(toJsonText) },
    { weight: 1, arbitrary: fc.constantFrom('{', '{"a":}', '[1,2', 'nul', '"\\ud800"', '{"x":"\\u0000"}', '', '\u0000', '{"__proto__":{"polluted":true}}') },
  );
}

export function requestArbitrary(spec: RouteSpec): fc.Arbitrary<FuzzRequest> {
  const method = spec.method.toUpperCase();
  const body = spec.body || method !== 'GET' ? bodyArbitrary(spec).map((text) => text as string | undefined) : fc.constant(undefined);
  return fc.record({ path: pathArbitrary(spec), query: queryArbitrary(spec), body }).map(({ path, query, body: text }) => ({
    method,
    target: query ? `${path}?${query}` : path,
    ...(text === undefined || method === 'GET' ? {} : { body: text }),
  }));
}

/** Requests every route gets whatever fast-check draws: the cases issue 19 found, one of each. */
export function fixedRequests(spec: RouteSpec): FuzzRequest[] {
  const method = spec.method.toUpperCase();
  const path = spec.path.replace(/:\w+(\{(?:[^{}]|\{[^{}]*\})*\})?\??/g, 'a%00b');
  const plain = spec.path.replace(/:\w+(\{(?:[^{}]|\{[^{}]*\})*\})?\??/g, 'x');
  const names = propertyNames(spec.query);
  const fields = propertyNames(spec.body);
  const body = (value: unknown) => (method === 'GET' ? {} : { body: toJsonText(value) });
  return [
    { method, target: path },
    { method, target: `${plain}?${(names[0] ?? 'q')}=a%00b&locale=en-us` },
    { method, target: `${plain}?${(names[0] ?? 'q')}=%ED%A0%80` },
    { method, target: `${plain}?${GIANT_QUERY}` },
    { method, target: plain, ...body(Object.fromEntries(fields.map((field) => [field, 'a\u0000b']))) },
    { method, target: plain, ...body(Object.fromEntries(fields.map((field) => [field, 1e308]))) },
    { method, target: plain, ...body(Object.fromEntries(fields.map((field) => [field, nested(5_000)]))) },
    { method, target: plain, ...body(nested(100, 'array')) },
  ];
}

export type Send = (request: FuzzRequest) => Promise<Response>;

/** Sends the fixed requests and `numRuns` drawn ones to a route; fails on the first 5xx or error outside the §8 shape. */
export async function fuzzRoute(spec: RouteSpec, send: Send, numRuns: number): Promise<void> {
  for (const request of fixedRequests(spec)) await expectNoServerError(await send(request), describe(request));
  await fc.assert(
    fc.asyncProperty(requestArbitrary(spec), async (request) => {
      await expectNoServerError(await send(request), describe(request));
    }),
    { numRuns, endOnFailure: true },
  );
}

function describe(request: FuzzRequest): string {
  const body = request.body === undefined ? '' : ` body ${request.body.slice(0, 160)}`;
  return `${request.method} ${request.target.slice(0, 200)}${body}`;
}
