import { and, eq, sql } from 'drizzle-orm';
import { LOCALES } from '../../../shared/i18n/sites';
import type { Database } from '../../db/client';
import { carts } from '../../db/schema/cart';
import { ApiError } from '../../http/api-error';
import { BUY_NOW_CART_LIFETIME_MS, type Shopper } from './shopper';

/** `bid=new` asks for a fresh buy-now basket; any other value must be the caller's live one, which it replaces. */
export const NEW_BUY_NOW_BASKET = 'new';

/**
 * A product page's express purchase (spec §7 cartWithItem `bid`): a basket of the same owner beside the
 * active cart (status buy_now, so the one-active-cart index, the cart reads, the merge at sign-in and the
 * segments never see it), for the wallet's calls to name by its id. It expires BUY_NOW_CART_LIFETIME_MS after
 * it was made. Asking again with the previous basket's id retires that one first (one transaction); an id that
 * is not the caller's live buy-now basket answers CART_NOT_FOUND, like any cart that is not theirs.
 */
export async function openBuyNowBasket(db: Database, shopper: Shopper, bid: string, options: { favStoreId?: string | undefined; now: Date }): Promise<string> {
  const { now } = options;
  const locale = LOCALES[shopper.locale];
  const id = crypto.randomUUID();
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    if (bid !== NEW_BUY_NOW_BASKET) {
      const retired = await tx.update(carts).set({ status: 'expired', updatedAt: now.toISOString() }).where(and(
        eq(carts.id, bid), eq(carts.siteId, shopper.siteId), eq(carts.ownerKind, shopper.owner.kind), eq(carts.ownerId, shopper.owner.id),
        eq(carts.status, 'buy_now'), sql`${carts.expiresAt} > ${now.toISOString()}`,
      )).returning({ id: carts.id });
      if (retired.length === 0) throw new ApiError('CART_NOT_FOUND', undefined, { field: 'bid' });
    }
    await tx.insert(carts).values({
      id, siteId: shopper.siteId, currency: locale.currency, country: locale.country, status: 'buy_now',
      ownerKind: shopper.owner.kind, ownerId: shopper.owner.id, favStoreId: options.favStoreId ?? null,
      expiresAt: new Date(now.getTime() + BUY_NOW_CART_LIFETIME_MS).toISOString(), createdAt: now.toISOString(), updatedAt: now.toISOString(),
    });
  });
  return id;
}

/** A buy-now basket whose item could not be added is retired at once (it was never handed out). */
export async function discardBuyNowBasket(db: Database, shopper: Shopper, basketId: string, now: Date): Promise<void> {
  await db.update(carts).set({ status: 'expired', updatedAt: now.toISOString() }).where(and(
    eq(carts.id, basketId), eq(carts.ownerKind, shopper.owner.kind), eq(carts.ownerId, shopper.owner.id), eq(carts.status, 'buy_now'),
  ));
}
