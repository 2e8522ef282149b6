import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { ProductTranslations } from '../../db/schema/catalog';
import { cartItems, type CartRow } from '../../db/schema/cart';
import type { LoadedLine } from './cart-lines';
import type { ProductFactsCache } from './product-facts';
import type { GiftOffer } from './pricing/types';

export interface GiftInfo {
  readonly available: number;
  readonly productId: string;
  readonly name: string;
  readonly translations: ProductTranslations;
}

/** Stock (read with the cart's lines) and names (product facts, cached) of the gift variants offered. */
export async function giftCatalog(
  db: Database, facts: ProductFactsCache, variantIds: readonly string[], stock: ReadonlyMap<string, number>,
): Promise<Map<string, GiftInfo>> {
  if (variantIds.length === 0) return new Map();
  const known = await facts.get(db, variantIds);
  return new Map([...known].map(([id, fact]) => [id, { available: stock.get(id) ?? 0, productId: fact.productId, name: fact.name, translations: fact.translations }]));
}

export const bonusLineKey = (promotionId: string, variantId: string) => `bonus|${promotionId}|${variantId}`;

/**
 * The gifts the cart should hold: for each offer, the shopper's own choice (kept to gifts still
 * offered, at most maxGifts; an empty choice declines), else the first gift in stock.
 */
export function desiredGifts(offers: readonly GiftOffer[], choices: CartRow['giftChoices']): Map<string, string[]> {
  const desired = new Map<string, string[]>();
  for (const offer of offers) {
    const chosen = choices[offer.promotion.id];
    const variants = chosen ? chosen.filter((id) => offer.choices.includes(id)) : offer.choices.slice(0, 1);
    desired.set(offer.promotion.id, variants.slice(0, offer.promotion.maxGifts));
  }
  return desired;
}

/**
 * Makes the cart's bonus lines match the offers (adds the gifts earned, removes those no longer
 * earned or out of stock). Returns whether anything changed.
 */
export async function syncGiftLines(
  db: Database, cart: CartRow, lines: readonly LoadedLine[], offers: readonly GiftOffer[], gifts: ReadonlyMap<string, GiftInfo>, now: Date,
): Promise<boolean> {
  const desired = desiredGifts(offers, cart.giftChoices);
  const wanted = new Set([...desired].flatMap(([promotionId, variantIds]) => variantIds.map((id) => bonusLineKey(promotionId, id))));
  const held = lines.filter((line) => line.bonus);
  const stale = held.filter((line) => !wanted.has(line.lineKey)).map((line) => line.id);
  const heldKeys = new Set(held.map((line) => line.lineKey));
  const missing = [...desired].flatMap(([promotionId, variantIds]) => variantIds.filter((id) => !heldKeys.has(bonusLineKey(promotionId, id))).map((id) => ({ promotionId, id })));
  if (stale.length > 0) await db.delete(cartItems).where(and(eq(cartItems.cartId, cart.id), inArray(cartItems.id, stale)));
  if (missing.length > 0) {
    await db.insert(cartItems).values(missing.map(({ promotionId, id }) => ({
      id: crypto.randomUUID(), cartId: cart.id, lineKey: bonusLineKey(promotionId, id), productId: gifts.get(id)?.productId ?? '', variantId: id,
      qty: 1, maxQty: 1, bonus: true, promotionId, createdAt: now.toISOString(), updatedAt: now.toISOString(),
    }))).onConflictDoNothing();
  }
  return stale.length > 0 || missing.length > 0;
}
