import { and, eq } from 'drizzle-orm';
import type { AddItemRequest, Cart } from '../../../../schemas/commerce/cart';
import { LOCALES } from '../../../shared/i18n/sites';
import type { Database } from '../../db/client';
import { carts } from '../../db/schema/cart';
import { stores } from '../../db/schema/catalog';
import { ApiError } from '../../http/api-error';
import { discardBuyNowBasket, openBuyNowBasket } from './buy-now';
import { addItem } from './items';
import { readCart } from './read-cart';
import { expiryFor, type Shopper } from './shopper';

/** The shopper's active cart of the site, made if there is none (one per owner: the partial unique index decides a race). */
export async function activeCartId(db: Database, shopper: Shopper, options: { favStoreId?: string | undefined; now: Date }): Promise<string> {
  const locale = LOCALES[shopper.locale];
  await db.insert(carts).values({
    id: crypto.randomUUID(), siteId: shopper.siteId, currency: locale.currency, country: locale.country,
    ownerKind: shopper.owner.kind, ownerId: shopper.owner.id, favStoreId: options.favStoreId ?? null,
    expiresAt: expiryFor(shopper.owner, options.now), createdAt: options.now.toISOString(), updatedAt: options.now.toISOString(),
  }).onConflictDoNothing();
  const [cart] = await db.select({ id: carts.id }).from(carts).where(and(
    eq(carts.siteId, shopper.siteId), eq(carts.ownerKind, shopper.owner.kind), eq(carts.ownerId, shopper.owner.id), eq(carts.status, 'active'),
  ));
  return cart!.id;
}

async function assertStore(db: Database, shopper: Shopper, storeId: string | undefined): Promise<void> {
  if (!storeId) return;
  const [store] = await db.select({ id: stores.id }).from(stores).where(and(eq(stores.id, storeId), eq(stores.siteId, shopper.siteId)));
  if (!store) throw new ApiError('STR404', `Store '${storeId}' was not found.`, { field: 'favStoreId' });
}

/**
 * POST /cart/v1/cart: the shopper's cart (a registered shopper or guest session keeps one active
 * cart per site: asking again answers the same one). Currency and country come from the locale.
 */
export async function createCart(db: Database, shopper: Shopper, request: { favStoreId?: string | undefined } = {}, options: { now?: Date } = {}): Promise<Cart> {
  const now = options.now ?? new Date();
  await assertStore(db, shopper, request.favStoreId);
  const basketId = await activeCartId(db, shopper, { favStoreId: request.favStoreId, now });
  return readCart(db, shopper, basketId, request.favStoreId ? { favStoreId: request.favStoreId } : {}, { now });
}

/**
 * POST /cart/v1/cartWithItem: the cart and its first item (product-page pay buttons and quick
 * shop). action=pickup picks the item up at favStoreId; customAmount is a gift card's amount.
 * With `bid` (product-page Apple Pay and PayPal) the item goes into a buy-now basket of its own
 * (`buy-now.ts`), not the active cart, through the same add: the same stock, limits and promotions.
 */
export async function cartWithItem(
  db: Database,
  shopper: Shopper,
  item: Omit<AddItemRequest, 'cartId'>,
  query: { bid?: string | undefined; action?: 'pickup' | undefined; favStoreId?: string | undefined; customAmount?: number | undefined } = {},
  options: { now?: Date } = {},
): Promise<Cart> {
  const now = options.now ?? new Date();
  await assertStore(db, shopper, query.favStoreId);
  const buyNow = query.bid !== undefined;
  const basketId = buyNow
    ? await openBuyNowBasket(db, shopper, query.bid!, { favStoreId: query.favStoreId, now })
    : await activeCartId(db, shopper, { favStoreId: query.favStoreId, now });
  const storeId = query.action === 'pickup' ? (item.storeId ?? query.favStoreId) : item.storeId;
  try {
    return await addItem(db, shopper, { ...item, cartId: basketId, storeId, customAmount: item.customAmount ?? query.customAmount }, { now });
  } catch (error) {
    if (buyNow) await discardBuyNowBasket(db, shopper, basketId, now);
    throw error;
  }
}
