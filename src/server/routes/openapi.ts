import { Hono } from 'hono';
import { z } from 'zod';
import { declaredRoutes } from '../http/define-route';
import type { ApiEnv } from '../http/env';
import { openApiDocument } from '../http/openapi';
import { defineRoute } from '../http/define-route';

/** The API's own routes (method and path, as Hono lists them): the document names exactly these. */
export type ListedRoutes = () => ReadonlyArray<{ readonly method: string; readonly path: string }>;

/**
 * GET /openapi.json: the OpenAPI 3.1 document of every route this app registers, generated from
 * the routes' own zod contracts (src/server/http/define-route.ts). Built once per app.
 */
export function openApiRoutes(listed: ListedRoutes, basePath: string) {
  const routes = new Hono<ApiEnv>();
  let document: string | undefined;
  defineRoute(routes, {
    method: 'get', path: '/openapi.json', tag: 'System', summary: 'This document: the OpenAPI 3.1 description of the API',
    responses: { 200: z.record(z.string(), z.unknown()) },
  }, (c) => {
    document ??= JSON.stringify(openApiDocument(registeredOperations(listed, basePath), basePath));
    c.header('cache-control', 'public, max-age=300');
    c.header('content-type', 'application/json; charset=utf-8');
    return c.body(document);
  });
  return routes;
}

/** The declared routes the app actually registers (a route family left out by configuration is not listed). */
export function registeredOperations(listed: ListedRoutes, basePath: string) {
  const registered = new Set(listed().filter((route) => route.method !== 'ALL').map((route) => `${route.method.toLowerCase()} ${route.path.slice(basePath.length)}`));
  return declaredRoutes().filter((spec) => registered.has(`${spec.method} ${spec.path}`));
}
