import type { ApiErrorBody, ApiErrorDetail } from '@schemas/commerce/error';

/*
 * Its own module (no zod): islands that only need to tell an API failure apart import it without
 * the contracts; src/lib/api/client.ts re-exports it.
 */

/** A failed API call, carrying the §8 error body. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly errorId: string;
  readonly correlationId: string | undefined;
  readonly body: ApiErrorBody | undefined;
  /** Seconds from the Retry-After header (429 lockouts), when the API sent one. */
  readonly retryAfterSeconds: number | undefined;

  constructor(status: number, body: ApiErrorBody | undefined, fallback: string, retryAfterSeconds?: number) {
    super(body?.errorDetails[0]?.message ?? fallback);
    this.name = 'ApiRequestError';
    this.status = status;
    this.body = body;
    this.errorId = body?.errorDetails[0]?.errorId ?? `API${status}`;
    this.correlationId = body?.correlationId;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

const isErrorDetail = (value: unknown): value is ApiErrorDetail =>
  typeof value === 'object' && value !== null &&
  typeof (value as ApiErrorDetail).errorId === 'string' && typeof (value as ApiErrorDetail).message === 'string' &&
  ['string', 'undefined'].includes(typeof (value as ApiErrorDetail).field);

/**
 * The §8 error body of a failed call, or undefined when the body is not one. A plain shape check
 * rather than the zod contract (schemas/commerce/error.ts), so telling errors apart costs the
 * browser no zod.
 */
export function readApiErrorBody(json: unknown): ApiErrorBody | undefined {
  if (typeof json !== 'object' || json === null) return undefined;
  const { errorDetails, statusCode, correlationId, appId } = json as Record<string, unknown>;
  if (!Array.isArray(errorDetails) || errorDetails.length === 0 || !errorDetails.every(isErrorDetail)) return undefined;
  if (typeof statusCode !== 'number' || !Number.isInteger(statusCode) || typeof correlationId !== 'string') return undefined;
  if (appId !== undefined && typeof appId !== 'string') return undefined;
  return {
    errorDetails: errorDetails.map(({ errorId, message, field }) => ({ errorId, message, ...(field === undefined ? {} : { field }) })),
    statusCode, correlationId, ...(appId === undefined ? {} : { appId }),
  };
}

/** A failed call the API answered with a §8 body (its errorId and message), or null for anything else (network failure, bug). */
export function apiFailureOf(error: unknown): ApiRequestError | null {
  return error instanceof ApiRequestError && error.body ? error : null;
}

/** The errorId of an API error, or null for anything else. */
export function errorIdOf(error: unknown): string | null {
  return apiFailureOf(error)?.errorId ?? null;
}
