import { GIFT_CARD_BALANCE_CHECKS_PER_WINDOW, GIFT_CARD_BALANCE_WINDOW_MS } from '../../../../schemas/constants';
import type { Database } from '../../db/client';
import { ApiError } from '../../http/api-error';
import { countRequest } from '../identity/throttle';
import { maskGiftCardNumber } from '../payments/gift-card-pin';
import { giftCardByNumber } from './gift-cards';

/**
 * POST /cart/v1/giftcard/balance: counted per client before the card is even looked up, so
 * guessing numbers and PINs stops at the limit (GFC429 with Retry-After) whatever the answers were.
 */
export async function giftCardBalance(db: Database, siteId: string, client: string, cardNumber: string, pin: string) {
  const verdict = await countRequest(db, `giftcard:${siteId}:${client}`, GIFT_CARD_BALANCE_CHECKS_PER_WINDOW, GIFT_CARD_BALANCE_WINDOW_MS);
  if (verdict.retryAfterSeconds) return { retryAfterSeconds: verdict.retryAfterSeconds } as const;
  const card = await giftCardByNumber(db, siteId, cardNumber, pin, null, 'cardNumber');
  if (card.balance <= 0) throw new ApiError('GC_ZERO_BALANCE', undefined, { field: 'cardNumber' });
  return { answer: { c_gcCardNumber: maskGiftCardNumber(card.number), balance: card.balance, currency: card.currency } } as const;
}
