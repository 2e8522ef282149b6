import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import type { ErrorId } from '../../../schemas/protocol/error-catalogue';
import type { ApiEnv } from './env';
import { parseOrThrow, readBody, readListQuery } from './validate';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** One answer of a route: a zod schema for JSON, or another content type (media, files). */
export interface ResponseSpec {
  readonly schema?: z.ZodType;
  /** `application/json` unless said otherwise. */
  readonly contentType?: string;
  readonly description?: string;
}

type Schema = z.ZodType | undefined;
type Parsed<S extends Schema> = S extends z.ZodType ? z.output<S> : undefined;

export interface RouteSpec<P extends Schema = Schema, Q extends Schema = Schema, B extends Schema = Schema> {
  readonly method: HttpMethod;
  /** The full path below the API's base path, in Hono's syntax (`/products/v2/products/:productId/details`). */
  readonly path: string;
  /** The family the route belongs to (OpenAPI tag): Products, Content, Consumer, ... */
  readonly tag: string;
  readonly summary: string;
  readonly description?: string;
  readonly params?: P;
  readonly query?: Q;
  /** Query parameters that may repeat or be comma-separated (`size=9&size=10`, `size=9,10`): parsed as lists. */
  readonly queryLists?: readonly string[];
  readonly body?: B;
  /** Successful answers by status. */
  readonly responses: Readonly<Record<number, z.ZodType | ResponseSpec>>;
  /** The §8 errors this route answers beyond those every route may (API400, API404, API405, GEN500, ...). */
  readonly errors?: readonly ErrorId[];
  /** Who may call it: a shopper's session token (`session`), an editor token (`editor`), anyone (default). */
  readonly security?: 'session' | 'editor';
  /** The largest body this route takes, when it is not MAX_BODY_BYTES (a photo upload): limitBodySize reads it. */
  readonly maxBodyBytes?: number;
  /** Runs before the input is parsed (authentication, for example). */
  readonly middleware?: readonly MiddlewareHandler<ApiEnv>[];
}

export interface RouteInput<P extends Schema, Q extends Schema, B extends Schema> {
  readonly params: Parsed<P>;
  readonly query: Parsed<Q>;
  readonly body: Parsed<B>;
}

export type RouteHandler<P extends Schema, Q extends Schema, B extends Schema> = (
  c: Context<ApiEnv>,
  input: RouteInput<P, Q, B>,
) => Response | Promise<Response>;

/** The routes that take a body of another size than MAX_BODY_BYTES, by their handler (what Hono's matchedRoutes gives). */
const BODY_LIMITS = new WeakMap<object, number>();

/** The body size the matched route takes, when it declared one. */
export function declaredBodyLimit(handler: object): number | undefined {
  return BODY_LIMITS.get(handler);
}

/** By method and path: declaring the same route again (one app per test, say) replaces it. */
const OPERATIONS = new Map<string, RouteSpec>();

/** Every route declared with defineRoute, in declaration order (the OpenAPI document reads them). */
export function declaredRoutes(): readonly RouteSpec[] {
  return [...OPERATIONS.values()];
}

/**
 * Declares a route: registers the handler on the router and records its contract (params,
 * query, body, answers, errors) for the OpenAPI document, so the document lists every route by
 * construction. Params, query and body are parsed with their schemas before the handler runs;
 * a bad one is 400 API400 naming the field.
 */
export function defineRoute<P extends Schema = undefined, Q extends Schema = undefined, B extends Schema = undefined>(
  router: Hono<ApiEnv>,
  spec: RouteSpec<P, Q, B>,
  handler: RouteHandler<P, Q, B>,
): void {
  OPERATIONS.set(`${spec.method} ${spec.path}`, spec as RouteSpec);
  const run = async (c: Context<ApiEnv>) => {
    const params = (spec.params ? parseOrThrow(spec.params, c.req.param()) : undefined) as Parsed<P>;
    const query = (spec.query ? readListQuery(c, spec.query, spec.queryLists ?? []) : undefined) as Parsed<Q>;
    const body = (spec.body ? await readBody(c, spec.body) : undefined) as Parsed<B>;
    return handler(c, { params, query, body });
  };
  if (spec.maxBodyBytes !== undefined) BODY_LIMITS.set(run, spec.maxBodyBytes);
  router.on(spec.method.toUpperCase(), [spec.path], ...(spec.middleware ?? []), run);
}
