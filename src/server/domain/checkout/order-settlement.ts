import { allowancesOf, refundAllowance } from './yearly-allowances';
import { mailText } from '../../../shared/i18n/messages/mail';
import { formatMoney } from '../../../shared/i18n/money';
import { DEFAULT_LOCALE, isLocaleCode } from '../../../shared/i18n/sites';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { carts } from '../../db/schema/cart';
import { orders, paymentAttempts, type OrderRow, type PaymentAttemptStatus } from '../../db/schema/orders';
import type { Mailer } from '../identity/mailer';
import { earnForOrder, reverseOrderPoints } from '../loyalty/ledger';
import { releaseVouchers } from '../loyalty/vouchers';
import { commitCoupons, refundGiftCards, releaseCoupons, releaseStock } from './spend-steps';
import { issueDigitalGiftCards } from './gift-card-issuing';

/**
 * Settling a placed order, each in one short transaction with guarded updates, so placement, a
 * 3-D Secure PATCH and the sweeper can race and exactly one of them wins:
 * finalize (payment authorised: the order is stored for good, the cart is spent, digital gift cards
 * issued, the mails queued),
 * or release (payment refused or abandoned: every spend step undone, the cart may be ordered again).
 */
export async function finalizeOrder(db: Database, orderId: string, attempt: { id: string; pspReference: string } | null, mailer: Mailer): Promise<OrderRow | null> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const now = new Date().toISOString();
    const [order] = await tx.update(orders).set({ processing: 'finalized', updatedAt: now })
      .where(and(eq(orders.id, orderId), eq(orders.processing, 'processing'))).returning();
    if (!order) return null;
    if (attempt) {
      const moved = await tx.update(paymentAttempts).set({ status: 'authorised', pspReference: attempt.pspReference, paymentData: null, updatedAt: now })
        .where(and(eq(paymentAttempts.id, attempt.id), eq(paymentAttempts.status, 'pending'))).returning({ id: paymentAttempts.id });
      if (moved.length === 0) throw new Error(`payment attempt ${attempt.id} was settled elsewhere`);
    }
    await commitCoupons(tx, order.spend.coupons);
    await earnForOrder(tx, order, new Date());
    await issueDigitalGiftCards(tx, order, mailer);
    await tx.update(carts).set({ status: 'ordered', paymentInstruments: [], updatedAt: now, version: sql`${carts.version} + 1` }).where(eq(carts.id, order.cartId));
    await mailer.send(tx, {
      siteId: order.siteId, to: order.email, template: 'order-confirmation',
      subject: mailText(order.locale)('orderSubject', { orderNumber: order.orderNumber }),
      body: mailText(order.locale)('orderBody', { orderNumber: order.orderNumber, total: formatMoney(order.total, order.currency, isLocaleCode(order.locale) ? order.locale : DEFAULT_LOCALE) }),
    });
    return order;
  });
}

/** Undoes every spend step of an order still processing (guarded: only once), marking its attempt. */
export async function releaseOrder(db: Database, orderId: string, attemptStatus: Extract<PaymentAttemptStatus, 'failed' | 'voided'>, reason: string): Promise<boolean> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const now = new Date().toISOString();
    const [order] = await tx.update(orders).set({ processing: 'failed', updatedAt: now })
      .where(and(eq(orders.id, orderId), eq(orders.processing, 'processing'))).returning();
    if (!order) return false;
    await undoSpend(tx, order, reason);
    await tx.update(paymentAttempts).set({ status: attemptStatus, refusalReason: reason, paymentData: null, updatedAt: now })
      .where(and(eq(paymentAttempts.orderId, orderId), eq(paymentAttempts.status, 'pending')));
    return true;
  });
}

/**
 * Gives back what placement spent: stock, coupon uses, gift card balances, yearly allowances, points and vouchers;
 * points earned on the order are reversed too. Rows are locked in placement's order (stock,
 * coupons, gift cards, then the member's points), so an undo and a placement of the same shopper
 * cannot wait on each other in a circle.
 */
export async function undoSpend(tx: Database, order: OrderRow, reason: string): Promise<void> {
  await releaseStock(tx, order.spend.stock);
  await releaseCoupons(tx, order.spend.coupons);
  await refundGiftCards(tx, order.spend.giftCards, order.id, reason);
  if (order.ownerKind === 'consumer') {
    for (const [kind, amount] of allowancesOf(order.spend)) await refundAllowance(tx, order.ownerId, kind, amount);
    await reverseOrderPoints(tx, order.ownerId, order.id, reason, new Date());
    if ((order.spend.vouchers ?? []).length > 0) await releaseVouchers(tx, order.id, new Date());
  }
}
