import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders, type OrderRow } from '../../db/schema/orders';
import { ApiError } from '../../http/api-error';
import type { Shopper } from '../cart/shopper';
import { createHmac } from 'node:crypto';
import { safeEqual, tokenHash } from '../identity/crypto';
import { readDataDirSecret } from '../system/data-dir-secret';

export interface OrderKey {
  /** The guest's access token from the place-order answer. */
  readonly st?: string | undefined;
  /** TrackOrder for guests: the email the order was placed with. */
  readonly email?: string | undefined;
}

let accessKey: string | undefined;

/**
 * A guest's access token (st) to one order, derived from the order with a key of this installation
 * (ORDER_ACCESS_SECRET, or one kept in DATA_DIR): an idempotent replay of place order gives the same
 * token again without the token ever being stored; the order keeps only its hash.
 */
export function guestOrderToken(siteId: string, orderNumber: string): string {
  accessKey ??= readDataDirSecret({ envVar: 'ORDER_ACCESS_SECRET', fileName: 'order-access-secret' });
  return createHmac('sha256', accessKey).update(`guest-order:${siteId}:${orderNumber}`).digest('base64url');
}

/**
 * An order the caller may see: their own (same owner), or a guest's with its st token or its email.
 * Anything else (another shopper's order, a wrong email) answers exactly like a missing one: ORD404.
 */
export async function accessibleOrder(db: Database, shopper: Shopper, orderNumber: string, key: OrderKey = {}): Promise<OrderRow> {
  const [order] = await db.select().from(orders).where(and(eq(orders.orderNumber, orderNumber), eq(orders.siteId, shopper.siteId)));
  const mine = order && order.ownerKind === shopper.owner.kind && order.ownerId === shopper.owner.id;
  const byToken = order && key.st && order.guestTokenHash && safeEqual(order.guestTokenHash, tokenHash(key.st));
  const byEmail = order && key.email && order.ownerKind === 'guest' && order.email === key.email.trim().toLowerCase();
  if (!order || !(mine || byToken || byEmail) || order.processing === 'failed') throw new ApiError('ORD404', undefined, { field: 'orderNumber' });
  return order;
}
