import type { ApiErrorBody } from '@schemas/commerce/error';

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
