import { ApiError } from '../../http/api-error';
import type { CardProcessor, TokenDetails } from '../../payments/card-processor';

/**
 * The one reading of a card token the hosted fields produced (cart instrument, saved card, a
 * token sent with place order): what the processor says of it, PAY400 when it knows none; and the
 * one expiry rule (a card runs until the end of its expiry month, UTC).
 */
export function cardTokenDetails(processor: Pick<CardProcessor, 'inspectToken'>, token: string, field: string): TokenDetails {
  const details = processor.inspectToken(token);
  if (!details) throw new ApiError('PAY400', 'The card token is not valid. Please enter the card again.', { field });
  return details;
}

export function cardExpired(month: number, year: number, now: Date): boolean {
  return year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1);
}
