import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { giftCards, type GiftCardRow } from '../../db/schema/orders';
import { ApiError } from '../../http/api-error';
import { giftCardPinMatches } from '../payments/gift-card-pin';

/**
 * A gift card of the site by number and PIN. A wrong number, a wrong PIN and a card of another
 * currency answer the same GC_INVALID2 (no oracle for guessing); the caller throttles the checks.
 */
export async function giftCardByNumber(db: Database, siteId: string, number: string, pin: string, currency: string | null, field = 'c_gcCardNumber'): Promise<GiftCardRow> {
  const [card] = await db.select().from(giftCards).where(and(eq(giftCards.siteId, siteId), eq(giftCards.number, number)));
  if (!card || !giftCardPinMatches(card.id, pin, card.pinHash) || (currency !== null && card.currency !== currency)) {
    throw new ApiError('GC_INVALID2', undefined, { field });
  }
  return card;
}
