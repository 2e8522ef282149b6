import { and, eq } from 'drizzle-orm';
import type { CustomerNotification, GuestObjects, MergeResult } from '../../../../schemas/commerce/cart';
import type { Database } from '../../db/client';
import { cartItems, carts } from '../../db/schema/cart';
import { ApiError } from '../../http/api-error';
import { mergeFavorites } from '../wishlists/favorites';
import { savedListId } from '../wishlists/saved-for-later';
import { loadLines } from './cart-lines';
import { changeCart, type CartWork } from './cart-session';
import { activeCartId } from './create-cart';
import { lineKeyOf } from './line-rules';
import type { CartOwner, Shopper } from './shopper';
import { sellableForLine } from './stock';

const NOTICES: Record<'cartItemsMerged' | 'outOfStockNotification', CustomerNotification> = {
  cartItemsMerged: { code: 'cartItemsMerged', messageKey: 'cartItemsMerged', severity: 'info', itemId: null, message: 'The items of your previous cart were added to your cart.' },
  outOfStockNotification: { code: 'outOfStockNotification', messageKey: 'outOfStockNotification', severity: 'error', itemId: null, message: 'Some items of your previous cart are out of stock and could not be added.' },
};

/**
 * Moves the guest cart's lines into the locked registered cart: quantities summed, capped by the
 * line's maxQty and what can be delivered. Answers whether the count rose and whether some could not come.
 */
async function mergeLines(work: CartWork, guest: CartOwner, basketId: string): Promise<{ rose: boolean; short: boolean }> {
  const [guestCart] = await work.tx.select().from(carts)
    .where(and(eq(carts.id, basketId), eq(carts.siteId, work.shopper.siteId), eq(carts.ownerKind, guest.kind), eq(carts.ownerId, guest.id), eq(carts.status, 'active')))
    .for('update');
  if (!guestCart || guestCart.id === work.cart.id) return { rose: false, short: false };
  const incoming = (await loadLines(work.tx, guestCart.id, work.cart.currency, guestCart.favStoreId, work.facts)).filter((line) => !line.bonus);
  const held = await work.tx.select().from(cartItems).where(and(eq(cartItems.cartId, work.cart.id), eq(cartItems.bonus, false)));
  let rose = false;
  let short = false;
  for (const line of incoming) {
    const lineKey = lineKeyOf(line.variantId, line.delivery, line.storeId, line.recipeId, line.customAmount);
    const existing = held.find((row) => row.lineKey === lineKey);
    const sameVariant = held.filter((row) => row.variantId === line.variantId);
    const sellable = line.productType === 'digital' ? Number.MAX_SAFE_INTEGER
      : sellableForLine({ delivery: line.delivery, storeId: line.storeId, lineId: existing?.id ?? null }, sameVariant, line.available, line.storeStock);
    const wanted = (existing?.qty ?? 0) + line.qty;
    const qty = Math.min(wanted, existing?.maxQty ?? line.maxQty, sellable);
    if (qty < wanted) short = true;
    if (qty <= (existing?.qty ?? 0)) continue;
    rose = true;
    const at = work.now.toISOString();
    if (existing) {
      await work.tx.update(cartItems).set({ qty, updatedAt: at }).where(eq(cartItems.id, existing.id));
      existing.qty = qty;
    } else {
      const row = {
        id: crypto.randomUUID(), cartId: work.cart.id, lineKey, productId: line.productId, variantId: line.variantId, qty, maxQty: line.maxQty,
        delivery: line.delivery, storeId: line.storeId, giftOption: line.giftOption, customAmount: line.customAmount, recipeId: line.recipeId,
        precreatedCustomsCode: line.precreatedCustomsCode, productImageUrl: line.productImageUrl, pdpUrl: line.pdpUrl, createdAt: at, updatedAt: at,
      };
      await work.tx.insert(cartItems).values(row);
      held.push({ ...row, bonus: false, promotionId: null });
    }
  }
  if (work.cart.coupons.length === 0 && guestCart.coupons.length > 0) work.update({ coupons: guestCart.coupons });
  if (!work.cart.favStoreId && guestCart.favStoreId) work.update({ favStoreId: guestCart.favStoreId });
  await work.tx.update(carts).set({ status: 'merged', mergedInto: work.cart.id, updatedAt: work.now.toISOString() }).where(eq(carts.id, guestCart.id));
  return { rose, short };
}

/**
 * The token exchange's guestObjects, merged into the registered shopper's cart and lists (§4):
 * the guest cart (owned by the guest session that signs in; any other is ignored, never read)
 * into the shopper's active cart, and the guest's favorites into theirs. The notice is
 * cartItemsMerged when the count rose (it replaces an out-of-stock notice), else
 * outOfStockNotification when some items could not come.
 */
export async function mergeGuestObjects(db: Database, shopper: Shopper, guest: CartOwner, objects: GuestObjects, options: { now?: Date } = {}): Promise<MergeResult> {
  if (shopper.owner.kind !== 'consumer') throw new ApiError('AUT403');
  const now = options.now ?? new Date();
  const favoriteId = objects.favoriteId && !shopper.associate ? await mergeFavorites(db, shopper, guest, objects.favoriteId) : null;
  const saveForLaterId = shopper.associate ? null : await savedListId(db, shopper);
  if (!objects.basketId) return { cart: null, favoriteId, saveForLaterId, notification: null };
  const basketId = objects.basketId;
  const target = await activeCartId(db, shopper, { now });
  let notification: MergeResult['notification'] = null;
  const cart = await changeCart(db, shopper, target, async (work) => {
    const { rose, short } = await mergeLines(work, guest, basketId);
    notification = rose ? 'cartItemsMerged' : short ? 'outOfStockNotification' : null;
    if (notification) work.notify(NOTICES[notification]);
  }, { now });
  return { cart, favoriteId, saveForLaterId, notification };
}
