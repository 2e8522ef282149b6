import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import { TrieRouter } from 'hono/router/trie-router';
import { ApiError } from './api-error';
import type { ApiEnv } from './env';
import { takeCorrelationId } from './request-context';

/** A route as Hono lists it in `app.routes`; middleware is listed with method 'ALL'. */
interface ListedRoute {
  readonly method: string;
  readonly path: string;
}

const MIDDLEWARE = 'ALL';

/**
 * Which methods the API answers at a path, from the app's own route table: a request with another
 * method is a 405 API405 with an `Allow` header (spec §8 API405), not a 404. OPTIONS answers 204
 * with `Allow`. Built once, on first use, after every route is registered.
 */
export function allowedMethods(routes: () => readonly ListedRoute[]) {
  let router: TrieRouter<string> | undefined;
  const build = () => {
    const built = new TrieRouter<string>();
    for (const route of routes()) if (route.method !== MIDDLEWARE) built.add(MIDDLEWARE, route.path, route.method.toUpperCase());
    return built;
  };
  return (path: string): string[] => {
    router ??= build();
    const [matches] = router.match('GET', path) as [Array<[string, unknown]>, unknown];
    const methods = new Set(matches.map(([method]) => method));
    if (methods.has('GET')) methods.add('HEAD');
    return [...methods].sort();
  };
}

/** Throws 405 API405 (with Allow) when the path exists for other methods only; else does nothing. */
export function refuseOtherMethods(c: Context<ApiEnv>, allowed: string[]): void {
  if (allowed.length === 0 || allowed.includes(c.req.method)) return;
  c.header('allow', allowed.join(', '));
  throw new ApiError('API405', `${c.req.method} is not allowed on ${new URL(c.req.url).pathname}: use ${allowed.join(', ')}.`);
}

/**
 * First middleware of the API: a method no route takes at this path is refused before the body
 * or the content type is looked at (so a POST to a read route is a 405, not a 415). GET and HEAD
 * are checked in the not-found handler instead, so reads pay nothing for it.
 */
export function methodGuard(allowedAt: (path: string) => string[]): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD') return next();
    const routed = matchedRoutes(c).some((route) => route.method !== MIDDLEWARE);
    if (routed) return next();
    const allowed = allowedAt(c.req.path);
    if (allowed.length > 0) takeCorrelationId(c);
    if (method === 'OPTIONS' && allowed.length > 0) {
      c.header('allow', [...allowed, 'OPTIONS'].join(', '));
      c.header('cache-control', 'no-store');
      return c.body(null, 204);
    }
    refuseOtherMethods(c, allowed);
    return next();
  };
}
