import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ERROR_CATALOGUE, type ErrorId } from '../../../schemas/protocol/error-catalogue';
import type { ApiErrorBody } from '@schemas/commerce/error';
import { ApiError } from './api-error';
import type { ApiEnv } from './env';

function correlationIdOf(c: Context<ApiEnv>): string {
  return c.get('correlationId') ?? crypto.randomUUID();
}

export function errorBody(
  c: Context<ApiEnv>,
  errorId: string,
  message: string,
  statusCode: number,
  field?: string,
): ApiErrorBody {
  return {
    errorDetails: [{ errorId, message, ...(field ? { field } : {}) }],
    statusCode,
    correlationId: correlationIdOf(c),
  };
}

function respond(c: Context<ApiEnv>, body: ApiErrorBody) {
  c.header('cache-control', 'no-store');
  return c.json(body, body.statusCode as 400);
}

/** Every error leaves the API in the §8 shape; unexpected ones are logged, never echoed. */
export const onApiError: ErrorHandler<ApiEnv> = (error, c) => {
  if (error instanceof ApiError) {
    return respond(c, { ...error.extra, ...errorBody(c, error.errorId, error.message, error.status, error.field) });
  }
  if (error instanceof HTTPException) {
    const status = error.status;
    const errorId = `API${status}` as ErrorId;
    const known = ERROR_CATALOGUE[errorId];
    return respond(c, errorBody(c, known ? errorId : 'API400', known?.message ?? error.message, status));
  }
  console.error(`[api] ${c.req.method} ${new URL(c.req.url).pathname} failed (correlationId ${correlationIdOf(c)}):`, error);
  return respond(c, errorBody(c, 'GEN500', ERROR_CATALOGUE.GEN500.message, 500));
};

export const onApiNotFound: NotFoundHandler<ApiEnv> = (c) =>
  respond(c, errorBody(c, 'API404', `No API route for ${c.req.method} ${new URL(c.req.url).pathname}.`, 404));

/** The not-found handler, answering 405 API405 (with Allow) when the path exists for other methods. */
export function apiNotFound(allowedAt: (path: string) => string[]): NotFoundHandler<ApiEnv> {
  return (c) => {
    const allowed = allowedAt(c.req.path);
    if (allowed.length > 0 && !allowed.includes(c.req.method)) {
      c.header('allow', allowed.join(', '));
      return respond(c, errorBody(c, 'API405', `${c.req.method} is not allowed on ${new URL(c.req.url).pathname}: use ${allowed.join(', ')}.`, 405));
    }
    return onApiNotFound(c);
  };
}
