import { and, count, desc, eq, sql } from 'drizzle-orm';
import { mailText } from '../../../shared/i18n/messages/mail';
import { ORDER_HISTORY_PAGE_SIZE } from '../../../../schemas/constants';
import type { Order, OrderStatus } from '../../../../schemas/commerce/orders';
import type { Database } from '../../db/client';
import { orderLines, orders, paymentAttempts, type OrderRow } from '../../db/schema/orders';
import { ApiError } from '../../http/api-error';
import { providerNamed, type PaymentProviders } from '../../payments';
import { isBalanceMethod } from './allocate-payments';
import type { Shopper } from '../cart/shopper';
import type { Mailer } from '../identity/mailer';
import { simplePdf } from './invoice-pdf';
import { accessibleOrder, type OrderKey } from './order-access';
import { orderView } from './order-view';
import { undoSpend } from './order-settlement';
import { resendGiftCards, voidIssuedGiftCards } from './gift-card-issuing';
import { shipStock } from './spend-steps';
import { reverseOrderPoints } from '../loyalty/ledger';
import { releaseVouchers } from '../loyalty/vouchers';

const money = (amount: number, currency: string) => `${(amount / 100).toFixed(2)} ${currency}`;

export async function readOrder(db: Database, shopper: Shopper, orderNumber: string, key: OrderKey = {}): Promise<Order> {
  return orderView(db, await accessibleOrder(db, shopper, orderNumber, key));
}

/** POST purchasehistory: the shopper's placed orders, newest first, paged. */
export async function purchaseHistory(db: Database, shopper: Shopper, page: number, pageSize = ORDER_HISTORY_PAGE_SIZE) {
  const mine = and(eq(orders.siteId, shopper.siteId), eq(orders.ownerKind, shopper.owner.kind), eq(orders.ownerId, shopper.owner.id), sql`${orders.processing} <> 'failed'`);
  const [total] = await db.select({ n: count() }).from(orders).where(mine);
  const rows = await db.select().from(orders).where(mine).orderBy(desc(orders.createdAt), desc(orders.id)).limit(pageSize).offset((page - 1) * pageSize);
  const summaries = await Promise.all(rows.map(async (order) => {
    const lines = await db.select({ qty: orderLines.qty, image: orderLines.productImageUrl }).from(orderLines).where(eq(orderLines.orderId, order.id));
    return {
      orderNumber: order.orderNumber, status: order.status, createdAt: new Date(order.createdAt).toISOString(), currency: order.currency, total: order.total,
      totalUnits: lines.reduce((sum, line) => sum + line.qty, 0), productImageURLs: lines.map((line) => line.image).filter(Boolean).slice(0, 4),
    };
  }));
  return { orders: summaries, page, pageSize, total: total?.n ?? 0 };
}

/**
 * POST CancelOrder: only a stored order not yet shipped. One transaction moves the status with a
 * guarded update and gives back everything it spent; the card authorisation is voided after it.
 */
export async function cancelOrder(db: Database, shopper: Shopper, orderNumber: string, key: OrderKey, providers: PaymentProviders, mailer: Mailer): Promise<Order> {
  const order = await accessibleOrder(db, shopper, orderNumber, key);
  const cancelled = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const [row] = await tx.update(orders).set({ status: 'cancelled', updatedAt: new Date().toISOString(), shipments: order.shipments.map((s) => ({ ...s, status: 'cancelled' as const })), payments: order.payments.map((p) => ({ ...p, status: isBalanceMethod(p.code) ? 'refunded' : 'voided' })) })
      .where(and(eq(orders.id, order.id), eq(orders.status, 'created'), eq(orders.processing, 'finalized'))).returning();
    if (!row) throw new ApiError('ORD410', undefined, { field: 'orderNumber' });
    await voidIssuedGiftCards(tx, order.id);
    await undoSpend(tx, order, 'cancelled');
    await mailer.send(tx, { siteId: row.siteId, to: row.email, template: 'order-cancelled', subject: mailText(row.locale)('orderCancelledSubject', { orderNumber: row.orderNumber }), body: mailText(row.locale)('orderCancelledBody', { orderNumber: row.orderNumber }) });
    return row;
  });
  const attempts = await db.select().from(paymentAttempts).where(and(eq(paymentAttempts.orderId, order.id), eq(paymentAttempts.status, 'authorised')));
  for (const attempt of attempts) {
    await providerNamed(providers, attempt.provider).void({ merchantReference: attempt.merchantReference, pspReference: attempt.pspReference });
    await db.update(paymentAttempts).set({ status: 'voided', updatedAt: new Date().toISOString() }).where(and(eq(paymentAttempts.id, attempt.id), eq(paymentAttempts.status, 'authorised')));
  }
  return orderView(db, cancelled);
}

/** POST resendGiftCardEmail: the order's own shopper (a guest with its email); a cancelled order's cards are void. */
export async function resendOrderGiftCards(db: Database, shopper: Shopper, orderNumber: string, key: OrderKey, mailer: Mailer) {
  const order = await accessibleOrder(db, shopper, orderNumber, key);
  if (order.status === 'cancelled' || order.processing !== 'finalized') throw new ApiError('GC_INVALID2', 'The gift cards of this order are not valid.', { field: 'orderNumber' });
  return resendGiftCards(db, order, mailer);
}

/** POST return/{orderId}/returnLabel: delivered orders only (RTN500 otherwise), a PDF label. */
export async function returnLabel(db: Database, shopper: Shopper, orderNumber: string) {
  const order = await accessibleOrder(db, shopper, orderNumber);
  if (order.status !== 'delivered') throw new ApiError('RTN500', 'A return label can be created once the order is delivered.', { field: 'orderId' });
  const returnNumber = `R${order.orderNumber}`;
  const trackingNumber = `1Z${order.id.replace(/-/g, '').slice(0, 16).toUpperCase()}`;
  const label = simplePdf(`Return label ${returnNumber}`, [`Order ${order.orderNumber}`, `Tracking ${trackingNumber}`, 'Returns centre, 1 Warehouse Way']);
  return { orderNumber: order.orderNumber, returnNumber, trackingNumber, label: Buffer.from(label).toString('base64') };
}

/** POST purchase/invoice/download: the invoice as a PDF. */
export async function invoicePdf(db: Database, shopper: Shopper, orderNumber: string): Promise<Uint8Array> {
  const order = await accessibleOrder(db, shopper, orderNumber);
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
  const totals = order.totals as { total: number; tax: number; shipping: number };
  return simplePdf(`Invoice ${order.orderNumber}`, [
    `Date: ${new Date(order.createdAt).toISOString().slice(0, 10)}`, `Customer: ${order.email}`, '',
    ...lines.map((line) => `${line.qty} x ${line.name} (${line.upc})  ${money(line.amount, order.currency)}`), '',
    `Shipping: ${money(totals.shipping, order.currency)}`, `Tax: ${money(totals.tax, order.currency)}`, `Total: ${money(order.total, order.currency)}`,
    ...order.payments.map((payment) => `Paid by ${payment.code}${payment.card ? ` ${payment.card.brand} ...${payment.card.last4}` : ''}: ${money(payment.amount, order.currency)}`),
  ]);
}

const NEXT: Partial<Record<OrderStatus, OrderStatus>> = { created: 'shipped', shipped: 'delivered', delivered: 'returned' };

/**
 * Development tool (STOREFRONT_DEV_TOOLS): the warehouse's next step. Shipping captures the card
 * and takes the reserved stock out for good.
 */
export async function advanceOrder(db: Database, siteId: string, orderNumber: string, to: OrderStatus | undefined, providers: PaymentProviders): Promise<Order> {
  const [order] = await db.select().from(orders).where(and(eq(orders.orderNumber, orderNumber), eq(orders.siteId, siteId), eq(orders.processing, 'finalized')));
  if (!order) throw new ApiError('ORD404', undefined, { field: 'orderNumber' });
  const target = to ?? NEXT[order.status];
  if (!target || NEXT[order.status] !== target) throw new ApiError('ORD410', `The order is ${order.status}: it cannot become ${target ?? 'anything else'}.`, { field: 'to' });
  if (target === 'shipped') {
    for (const attempt of await db.select().from(paymentAttempts).where(and(eq(paymentAttempts.orderId, order.id), eq(paymentAttempts.status, 'authorised')))) {
      await providerNamed(providers, attempt.provider).capture({ merchantReference: attempt.merchantReference, pspReference: attempt.pspReference ?? '', amount: attempt.amount, currency: attempt.currency });
      await db.update(paymentAttempts).set({ status: 'captured', updatedAt: new Date().toISOString() }).where(and(eq(paymentAttempts.id, attempt.id), eq(paymentAttempts.status, 'authorised')));
    }
  }
  const moved: OrderRow | undefined = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const [row] = await tx.update(orders).set({
      status: target, updatedAt: new Date().toISOString(),
      shipments: order.shipments.map((s) => ({ ...s, status: target, trackingNumber: s.trackingNumber ?? `1Z${order.id.replace(/-/g, '').slice(0, 16).toUpperCase()}` })),
      payments: target === 'shipped' ? order.payments.map((p) => (isBalanceMethod(p.code) ? p : { ...p, status: 'captured' })) : order.payments,
    }).where(and(eq(orders.id, order.id), eq(orders.status, order.status))).returning();
    if (row && target === 'shipped') await shipStock(tx, order.spend.stock);
    // A return takes back the points the order earned and gives back the points it spent (linked ledger entries).
    if (row && target === 'returned' && order.ownerKind === 'consumer') {
      await reverseOrderPoints(tx, order.ownerId, order.id, 'returned', new Date());
      await releaseVouchers(tx, order.id, new Date());
    }
    return row;
  });
  if (!moved) throw new ApiError('ORD410', undefined, { field: 'to' });
  return orderView(db, moved);
}
