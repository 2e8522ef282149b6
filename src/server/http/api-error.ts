import { ERROR_CATALOGUE, type ErrorId } from '../../../schemas/protocol/error-catalogue';

/** An error the API answers in the §8 shape. Throw it anywhere below a route. */
export class ApiError extends Error {
  readonly errorId: ErrorId;
  readonly status: number;
  readonly field: string | undefined;

  constructor(errorId: ErrorId, message?: string, options: { field?: string; status?: number } = {}) {
    super(message ?? ERROR_CATALOGUE[errorId].message);
    this.name = 'ApiError';
    this.errorId = errorId;
    this.status = options.status ?? ERROR_CATALOGUE[errorId].status;
    this.field = options.field;
  }
}
