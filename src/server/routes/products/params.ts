import { ApiError } from '../../http/api-error';

/** Product ids as in storefront urls; anything else cannot be a product (PRD404). */
export function productIdParam(raw: string): string {
  if (!/^[A-Z0-9]{8,11}$/.test(raw)) throw new ApiError('PRD404');
  return raw;
}

/** Review, question and answer ids: the product id plus a suffix. */
export function childIdParam(raw: string, errorId: 'REV404' | 'QNA404'): string {
  if (!/^[A-Z0-9-]{8,40}$/.test(raw)) throw new ApiError(errorId);
  return raw;
}
