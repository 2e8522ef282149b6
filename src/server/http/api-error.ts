import { ERROR_CATALOGUE, type ErrorId } from '../../../schemas/protocol/error-catalogue';

/** An error the API answers in the §8 shape. Throw it anywhere below a route. */
export class ApiError extends Error {
  readonly errorId: ErrorId;
  readonly status: number;
  readonly field: string | undefined;
  /** More of the answer beside errorDetails (place order's flash messages, for one). */
  readonly extra: Record<string, unknown> | undefined;

  constructor(errorId: ErrorId, message?: string, options: { field?: string; status?: number; extra?: Record<string, unknown> } = {}) {
    super(message ?? ERROR_CATALOGUE[errorId].message);
    this.name = 'ApiError';
    this.errorId = errorId;
    this.status = options.status ?? ERROR_CATALOGUE[errorId].status;
    this.field = options.field;
    this.extra = options.extra;
  }
}
