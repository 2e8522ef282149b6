import { and, eq } from 'drizzle-orm';
import type { Cart } from '../../../../schemas/commerce/cart';
import type { Database } from '../../db/client';
import { cartItems } from '../../db/schema/cart';
import { ApiError } from '../../http/api-error';
import { assertListWrites } from '../wishlists/list-access';
import { savedForLater, saveLine, takeSavedItem } from '../wishlists/saved-for-later';
import { changeCart } from './cart-session';
import { putVariant } from './items';
import type { Shopper } from './shopper';

/**
 * PUT /cart/v2/saveForLater: moves a cart line to the registered shopper's saved-for-later list,
 * keeping its quantity; one transaction with the cart locked. A gift cannot be saved (GWP_PRODUCT).
 */
export async function saveItemForLater(db: Database, shopper: Shopper, request: { cartId: string; itemId: string }, options: { now?: Date } = {}): Promise<Cart> {
  assertListWrites(shopper, { registeredOnly: true });
  return changeCart(db, shopper, request.cartId, async (work) => {
    const [line] = await work.tx.select().from(cartItems).where(and(eq(cartItems.cartId, work.cart.id), eq(cartItems.id, request.itemId)));
    if (!line) throw new ApiError('BSK404', undefined, { field: 'itemId' });
    if (line.bonus) throw new ApiError('GWP_PRODUCT', 'A gift with purchase cannot be saved for later.', { field: 'itemId' });
    await saveLine(work.tx, shopper, { productId: line.productId, variantId: line.variantId, qty: line.qty, recipeId: line.recipeId, pdpUrl: line.pdpUrl }, work.now);
    await work.tx.delete(cartItems).where(eq(cartItems.id, line.id));
  }, { ...options, saveForLater: (tx) => savedForLater(tx, shopper) });
}

/**
 * POST /cart/v2/cart/{basketId}/saveForLater: moves a saved item into the cart with its quantity,
 * under the rules of adding (stock, maxQty); if it cannot come (ITEM_OOS, INV409) it stays saved.
 */
export async function moveSavedItemToCart(db: Database, shopper: Shopper, request: { basketId: string; itemId: string }, options: { now?: Date } = {}): Promise<Cart> {
  assertListWrites(shopper, { registeredOnly: true });
  return changeCart(db, shopper, request.basketId, async (work) => {
    const item = await takeSavedItem(work.tx, shopper, request.itemId);
    await putVariant(work, { productId: item.variantId, qty: item.qty, recipeId: item.recipeId ?? undefined, pdpUrl: item.pdpUrl ?? undefined });
  }, { ...options, saveForLater: (tx) => savedForLater(tx, shopper) });
}
