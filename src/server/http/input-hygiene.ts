import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { matchedRoutes } from 'hono/route';
import { declaredBodyLimit } from './define-route';
import { ApiError } from './api-error';
import type { ApiEnv } from './env';

/**
 * Text the database cannot hold is refused at the door, in one place: PostgreSQL stores no NUL
 * character, and a lone UTF-16 surrogate is not a character at all (it cannot be encoded as
 * UTF-8). Anything a client sends (path, query, JSON body) passes through here first.
 */
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Request bodies larger than this are refused with 413 API413 before they are read whole (1 MiB: a content document is a few tens of KB). */
export const MAX_BODY_BYTES = 1024 * 1024;

function limitOf(maxBytes: number): MiddlewareHandler<ApiEnv> {
  return bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new ApiError('API413', `The request body is larger than ${maxBytes} bytes.`, { field: '(body)' });
    },
  });
}

/**
 * 413 API413 for a body over MAX_BODY_BYTES, or over the size the matched route declares
 * (`maxBodyBytes` in defineRoute: a photo upload), counted as it streams in (a declared
 * Content-Length is judged at once).
 */
export function limitBodySize(maxBytes = MAX_BODY_BYTES): MiddlewareHandler<ApiEnv> {
  const standard = limitOf(maxBytes);
  const larger = new Map<number, MiddlewareHandler<ApiEnv>>();
  return async (c, next) => {
    const declared = matchedRoutes(c).map((route) => declaredBodyLimit(route.handler)).find((limit) => limit !== undefined);
    if (declared === undefined) return standard(c, next);
    let limit = larger.get(declared);
    if (!limit) larger.set(declared, (limit = limitOf(declared)));
    return limit(c, next);
  };
}

/** JSON bodies nested deeper than this are refused (a canvas with 8 levels of blocks stays far below it). */
export const MAX_JSON_DEPTH = 64;

export function isStorableText(value: string): boolean {
  return !UNSTORABLE.test(value);
}

function refuse(field: string): never {
  throw new ApiError('API400', `${field}: contains a character that cannot be stored (a NUL byte or an unpaired surrogate).`, { field });
}

/**
 * Walks a parsed JSON value without recursion: refuses it when it nests deeper than
 * MAX_JSON_DEPTH or holds text (keys included) the database cannot store, naming the field.
 */
export function checkJsonValue(value: unknown, root = '(body)'): void {
  const stack: Array<{ value: unknown; path: string; depth: number }> = [{ value, path: '', depth: 0 }];
  while (stack.length > 0) {
    const { value: current, path, depth } = stack.pop()!;
    const field = path || root;
    if (typeof current === 'string') {
      if (!isStorableText(current)) refuse(field);
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (depth >= MAX_JSON_DEPTH) {
      throw new ApiError('API400', `${field}: the body is nested deeper than ${MAX_JSON_DEPTH} levels.`, { field });
    }
    const entries = Array.isArray(current) ? current.map((item, index) => [String(index), item] as const) : Object.entries(current);
    for (const [key, item] of entries) {
      const childPath = path ? `${path}.${key}` : key;
      if (!isStorableText(key)) refuse(childPath);
      stack.push({ value: item, path: childPath, depth: depth + 1 });
    }
  }
}

/** Refuses a request whose path or query holds text the database cannot store (or is not valid percent-encoding). */
export function requestHygiene(): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const url = new URL(c.req.url);
    let path: string;
    try {
      path = decodeURIComponent(url.pathname);
    } catch {
      throw new ApiError('API400', 'The address is not valid percent-encoding.', { field: '(path)' });
    }
    if (!isStorableText(path)) refuse('(path)');
    for (const [name, value] of url.searchParams) {
      if (!isStorableText(name) || !isStorableText(value)) refuse(isStorableText(name) ? name : '(query)');
    }
    await next();
  };
}
