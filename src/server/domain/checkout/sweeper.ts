import { and, eq, lt } from 'drizzle-orm';
import { PAYMENT_ATTEMPT_STALE_MS } from '../../../../schemas/constants';
import type { Database } from '../../db/client';
import { paymentAttempts } from '../../db/schema/orders';
import { providerNamed, type PaymentProviders } from '../../payments';
import { releaseOrder } from './order-settlement';
import { yieldToRequests } from '../../db/yield-to-requests';

/**
 * Settles payment attempts left pending (a crash between the processor's answer and the order's
 * storing, or a 3-D Secure challenge the shopper never finished): the authorisation, if any, is
 * voided by our merchant reference, and the order's spend steps are undone. Safe to run on every
 * process at once: releaseOrder's guarded update lets exactly one of them settle each order.
 */
export async function settlePendingAttempts(db: Database, providers: PaymentProviders, options: { now?: Date; staleMs?: number } = {}): Promise<number> {
  const cutoff = new Date((options.now ?? new Date()).getTime() - (options.staleMs ?? PAYMENT_ATTEMPT_STALE_MS)).toISOString();
  const stale = await db.select().from(paymentAttempts).where(and(eq(paymentAttempts.status, 'pending'), lt(paymentAttempts.updatedAt, cutoff))).limit(100);
  let settled = 0;
  for (const attempt of stale) {
    await yieldToRequests();
    await providerNamed(providers, attempt.provider).void({ merchantReference: attempt.merchantReference, pspReference: attempt.pspReference });
    if (await releaseOrder(db, attempt.orderId, 'voided', 'settled by the sweeper')) settled += 1;
  }
  return settled;
}
