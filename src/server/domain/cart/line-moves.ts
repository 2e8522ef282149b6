import { and, eq, sql } from 'drizzle-orm';
import type { CustomerNotification } from '../../../../schemas/commerce/cart';
import type { Database } from '../../db/client';
import { cartItems, type LineDelivery } from '../../db/schema/cart';
import { lineKeyOf } from './line-rules';

interface MovableLine {
  readonly id: string;
  readonly variantId: string;
  readonly qty: number;
  readonly recipeId: string | null;
  readonly customAmount: number | null;
}

/**
 * Moves a line to another delivery (or store). If the cart already has a line of that variant
 * there, the two become one (quantities added, within that line's maxQty).
 */
export async function moveLine(db: Database, cartId: string, line: MovableLine, delivery: LineDelivery, storeId: string | null, now: Date): Promise<void> {
  const lineKey = lineKeyOf(line.variantId, delivery, storeId, line.recipeId, line.customAmount);
  const [twin] = await db.select({ id: cartItems.id }).from(cartItems).where(and(eq(cartItems.cartId, cartId), eq(cartItems.lineKey, lineKey)));
  if (twin && twin.id !== line.id) {
    await db.update(cartItems).set({ qty: sql`least(${cartItems.qty} + ${line.qty}, ${cartItems.maxQty})`, updatedAt: now.toISOString() }).where(eq(cartItems.id, twin.id));
    await db.delete(cartItems).where(eq(cartItems.id, line.id));
    return;
  }
  await db.update(cartItems).set({ delivery, storeId: delivery === 'home' ? null : storeId, lineKey, updatedAt: now.toISOString() }).where(eq(cartItems.id, line.id));
}

const INFO: ReadonlySet<CustomerNotification['code']> = new Set(['StsToPickup', 'STHToPickup']);

const MESSAGES: Partial<Record<CustomerNotification['code'], string>> = {
  PickupToSth: 'The store no longer has this item: it will be delivered to your address.',
  PickupToSts: 'The store no longer has this item: it will be shipped to the store for you.',
  StsToSth: 'This item can no longer be shipped to the store: it will be delivered to your address.',
  StsToPickup: 'Good news: the store has this item, you can pick it up sooner.',
  STHToPickup: 'This item is out of stock online but available for pickup at your store.',
  OrderShippingMethodDowngraded: 'Your delivery method is no longer available and was changed to standard delivery.',
};

/** The §4 notice of a delivery transition (message key itemDeliveryMethodChanged). */
export function deliveryNotice(code: CustomerNotification['code'], itemId: string | null): CustomerNotification {
  return { code, messageKey: 'itemDeliveryMethodChanged', severity: INFO.has(code) ? 'info' : 'error', itemId, message: MESSAGES[code] ?? '' };
}
