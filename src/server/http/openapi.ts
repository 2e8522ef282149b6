import { z } from 'zod';
import { apiErrorBodySchema } from '../../../schemas/commerce/error';
import { API_HEADERS } from '../../../schemas/protocol/headers';
import { ERROR_CATALOGUE, type ErrorId } from '../../../schemas/protocol/error-catalogue';
import type { ResponseSpec, RouteSpec } from './define-route';

/** Errors any route may answer (the request context, the router, the error handler and, for API408, the node server add them). */
export const COMMON_ERRORS: readonly ErrorId[] = ['API400', 'API404', 'API405', 'API406', 'API408', 'API413', 'API415', 'LOC400', 'SIT400', 'GEN500'];

type JsonSchema = Record<string, unknown>;

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  return rest;
}

/** `/products/:productId/:file{[0-9]+\.svg}` → `/products/{productId}/{file}` */
export function openApiPath(honoPath: string): string {
  return honoPath.replace(/:(\w+)(\{(?:[^{}]|\{[^{}]*\})*\})?\??/g, '{$1}');
}

function pathParameterNames(honoPath: string): string[] {
  return [...honoPath.matchAll(/:(\w+)/g)].map((match) => match[1]!);
}

function objectProperties(schema: z.ZodType | undefined, io: 'input' | 'output'): { properties: Record<string, JsonSchema>; required: string[] } {
  if (!schema) return { properties: {}, required: [] };
  const json = jsonSchema(schema, io);
  return { properties: (json.properties ?? {}) as Record<string, JsonSchema>, required: (json.required ?? []) as string[] };
}

function parameters(spec: RouteSpec): JsonSchema[] {
  const params = objectProperties(spec.params, 'input');
  const query = objectProperties(spec.query, 'input');
  const list = new Set(spec.queryLists ?? []);
  return [
    ...pathParameterNames(spec.path).map((name) => ({ name, in: 'path', required: true, schema: params.properties[name] ?? { type: 'string' } })),
    { $ref: '#/components/parameters/locale' },
    { $ref: '#/components/parameters/brand' },
    ...Object.entries(query.properties)
      .filter(([name]) => name !== 'locale')
      .map(([name, schema]) => ({
        name,
        in: 'query',
        required: query.required.includes(name),
        schema,
        ...(list.has(name) ? { style: 'form', explode: true, description: 'Repeat the parameter or separate values with commas.' } : {}),
      })),
  ];
}

function response(spec: z.ZodType | ResponseSpec, status: number): JsonSchema {
  const { schema, contentType = 'application/json', description } = spec instanceof z.ZodType ? { schema: spec } : spec;
  return {
    description: description ?? (status === 201 ? 'Created' : status === 204 ? 'No content' : 'OK'),
    ...(status === 204 ? {} : { content: { [contentType]: schema ? { schema: jsonSchema(schema, 'output') } : {} } }),
  };
}

/** The §8 errors of a route, one answer per status, each naming its error ids. */
function errorResponses(spec: RouteSpec): Record<string, JsonSchema> {
  const byStatus = new Map<number, ErrorId[]>();
  for (const id of new Set([...(spec.errors ?? []), ...COMMON_ERRORS])) {
    const { status } = ERROR_CATALOGUE[id];
    byStatus.set(status, [...(byStatus.get(status) ?? []), id]);
  }
  return Object.fromEntries(
    [...byStatus.entries()].sort(([a], [b]) => a - b).map(([status, ids]) => [
      String(status),
      {
        description: ids.map((id) => `${id}: ${ERROR_CATALOGUE[id].message}`).join('\n'),
        'x-error-ids': ids,
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
      },
    ]),
  );
}

function operation(spec: RouteSpec): JsonSchema {
  return {
    operationId: `${spec.method}${openApiPath(spec.path).replace(/[{}]/g, '').replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ?? '').toUpperCase())}`,
    tags: [spec.tag],
    summary: spec.summary,
    ...(spec.description ? { description: spec.description } : {}),
    parameters: parameters(spec),
    ...(spec.body ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(spec.body, 'input') } } } } : {}),
    responses: {
      ...Object.fromEntries(Object.entries(spec.responses).map(([status, answer]) => [status, response(answer, Number(status))])),
      ...errorResponses(spec),
    },
    ...(spec.security === 'session' ? { security: [{ session: [] }, { sessionCookie: [] }] } : {}),
    ...(spec.security === 'editor' ? { security: [{ editor: [] }] } : {}),
  };
}

/** The OpenAPI 3.1 document of the declared routes, mounted at `basePath`. */
export function openApiDocument(routes: readonly RouteSpec[], basePath: string): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const spec of routes) {
    const path = `${basePath}${openApiPath(spec.path)}`;
    (paths[path] ??= {})[spec.method] = operation(spec);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Storefront commerce API',
      version: '1',
      description: 'Every call of the storefront specification §7. Errors follow §8: `{ errorDetails: [{ errorId, message }], statusCode, correlationId }`. Amounts are integer minor units.',
    },
    servers: [{ url: '/' }],
    tags: [...new Set(routes.map((spec) => spec.tag))].sort().map((name) => ({ name })),
    paths,
    components: {
      schemas: { ApiError: jsonSchema(apiErrorBodySchema, 'output') },
      parameters: {
        locale: { name: 'locale', in: 'query', required: false, description: 'Locale of the answer (en-us, fr-fr, ...); en-us by default.', schema: { type: 'string' } },
        brand: { name: API_HEADERS.brand, in: 'header', required: false, description: 'Site (stride, loom, summit); or the siteId query parameter.', schema: { type: 'string' } },
      },
      securitySchemes: {
        session: { type: 'http', scheme: 'bearer', description: 'Access token of a guest or registered session (POST /token/v2/auth/token).' },
        sessionCookie: { type: 'apiKey', in: 'cookie', name: 'sf_access', description: `The storefront's own pages: httpOnly cookie, with ${API_HEADERS.sessionTransport}: cookie.` },
        editor: { type: 'apiKey', in: 'header', name: API_HEADERS.editorToken, description: 'Editor or preview token (content writes and preview reads); also accepted as a Bearer token.' },
      },
    },
  };
}
