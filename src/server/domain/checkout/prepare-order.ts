import type { Cart } from '../../../../schemas/commerce/cart';
import type { Database } from '../../db/client';
import { ApiError } from '../../http/api-error';
import { readCart } from '../cart/read-cart';
import { isBalanceMethod } from './allocate-payments';
import type { Shopper } from '../cart/shopper';

/**
 * POST /cart/v1/cart/prepareOrder: the cart with the supply check run (quantities fixed, flash
 * messages), then what placement would refuse: nothing in stock, no shipping or billing address,
 * payments that do not cover the total without a card. Place order checks all of it again.
 */
export async function prepareOrder(db: Database, shopper: Shopper, basketId: string): Promise<Cart> {
  const cart = await readCart(db, shopper, basketId, { inventorySupplyCheck: true });
  const paid = cart.items.filter((item) => !item.bonus);
  if (paid.length === 0) {
    throw new ApiError('ITEMS_OOS', 'There is nothing in the cart to order.', { field: 'items', extra: { flash: cart.flash } });
  }
  if (cart.items.some((item) => !item.isDigitalProduct && item.storeId === null) && !cart.shippingAddress) throw new ApiError('CHK400', undefined, { field: 'shippingAddress' });
  if (!cart.billingAddress) throw new ApiError('BIL400', undefined, { field: 'billingAddress' });
  if (cart.totals.remainingToPay > 0 && !cart.payment_instruments.some((i) => !isBalanceMethod(String(i.payment_method_id)))) throw new ApiError('PYT402', undefined, { field: 'payment_instruments' });
  return cart;
}
