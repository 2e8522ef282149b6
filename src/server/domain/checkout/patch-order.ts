import { and, eq } from 'drizzle-orm';
import type { PatchOrderRequest } from '../../../../schemas/commerce/checkout';
import type { Order } from '../../../../schemas/commerce/orders';
import type { Database } from '../../db/client';
import { paymentAttempts } from '../../db/schema/orders';
import { ApiError } from '../../http/api-error';
import type { Shopper } from '../cart/shopper';
import { accessibleOrder } from './order-access';
import { settleAuthorisation, type CheckoutDeps } from './place-order';

/** PATCH /cart/v2/checkout/order/{orderNumber}: the 3-D Secure result completes (or undoes) the order waiting for it. */
export async function patchOrder(db: Database, shopper: Shopper, orderNumber: string, request: PatchOrderRequest, deps: CheckoutDeps): Promise<Order> {
  const order = await accessibleOrder(db, shopper, orderNumber, { st: request.st });
  const [attempt] = await db.select().from(paymentAttempts).where(and(eq(paymentAttempts.orderId, order.id), eq(paymentAttempts.status, 'pending')));
  if (order.processing !== 'processing' || !attempt?.paymentData) throw new ApiError('ORD412', undefined, { field: 'orderNumber' });
  const threeDSResult = request.paymentMethod.additionalData.threeDS2Result;
  const paymentData = attempt.paymentData;
  return settleAuthorisation(db, order, { attemptId: attempt.id, merchantReference: attempt.merchantReference }, deps.card, deps, undefined, () => deps.card.details({ merchantReference: attempt.merchantReference, paymentData, threeDSResult }));
}
