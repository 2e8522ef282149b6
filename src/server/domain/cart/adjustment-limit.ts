import { eq } from 'drizzle-orm';
import type { Cart } from '../../../../schemas/commerce/cart';
import type { Database } from '../../db/client';
import { stores } from '../../db/schema/catalog';
import { ApiError } from '../../http/api-error';

/** The store's maximum price adjustment in basis points (seeded per store; 0 when the store is gone). */
export async function maxAdjustmentBp(db: Database, storeId: string): Promise<number> {
  const [store] = await db.select({ max: stores.maxPriceAdjustmentBp }).from(stores).where(eq(stores.id, storeId));
  return store?.max ?? 0;
}

/**
 * The one rule for how much associates may take off (spec §6, a seeded maximum percentage per
 * store): the adjustments on a line together at most that share of the line's row total, the
 * order-level adjustments together at most that share of the merchandise before promotions.
 * Checked on the priced cart, so amounts and percents are held to the same limit.
 */
export function assertWithinLimit(cart: Cart, maxBp: number): void {
  const limitOf = (base: number) => Math.floor((base * maxBp) / 10_000);
  const takenOff = new Map<string | null, number>();
  for (const adjustment of cart.priceAdjustments) takenOff.set(adjustment.itemId, (takenOff.get(adjustment.itemId) ?? 0) + adjustment.discount);
  for (const [itemId, off] of takenOff) {
    const base = itemId === null ? cart.totals.itemSubTotal : (cart.items.find((item) => item.id === itemId)?.price.rowTotal ?? 0);
    if (off > limitOf(base)) {
      throw new ApiError('PAD422', `This price adjustment is above the store’s maximum of ${maxBp / 100}%.`, { field: 'amountOff', extra: { maxPercent: maxBp / 100 } });
    }
  }
}
