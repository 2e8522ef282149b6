import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { OrderSpendJson } from '../../db/schema/orders';
import { giftCardLedger } from '../../db/schema/orders';
import { couponRedemptions } from '../../db/schema/promotions';
import { ApiError } from '../../http/api-error';
import { rowsOf } from '../cart/cart-store';
import { debitPoints } from '../loyalty/ledger';

/**
 * The steps that spend at placement, each with its undo (docs/architecture.md "Checkout and
 * orders"). Every limit holds by a conditional update, never by reading first; rows are taken in a
 * fixed order (variant id, coupon id, gift card id) so two placements cannot deadlock.
 */
export class OutOfStockError extends Error {
  constructor(readonly variantIds: string[]) {
    super(`Out of stock: ${variantIds.join(', ')}`);
  }
}

export async function reserveStock(tx: Database, stock: OrderSpendJson['stock']): Promise<void> {
  const missing: string[] = [];
  for (const line of [...stock].sort((a, b) => `${a.variantId}|${a.storeId ?? ''}`.localeCompare(`${b.variantId}|${b.storeId ?? ''}`))) {
    const rows = line.storeId
      ? await rowsOf(tx, sql`update store_inventory set quantity = quantity - ${line.qty} where store_id = ${line.storeId} and variant_id = ${line.variantId} and quantity >= ${line.qty} returning 1`)
      : await rowsOf(tx, sql`update catalog_inventory set reserved = reserved + ${line.qty} where variant_id = ${line.variantId} and quantity - reserved >= ${line.qty} returning 1`);
    if (rows.length === 0) missing.push(line.variantId);
  }
  if (missing.length > 0) throw new OutOfStockError(missing);
}

/** Gives reserved stock back (cancel, failed payment). */
export async function releaseStock(tx: Database, stock: OrderSpendJson['stock']): Promise<void> {
  for (const line of [...stock].sort((a, b) => a.variantId.localeCompare(b.variantId))) {
    if (line.storeId) await tx.execute(sql`update store_inventory set quantity = quantity + ${line.qty} where store_id = ${line.storeId} and variant_id = ${line.variantId}`);
    else await tx.execute(sql`update catalog_inventory set reserved = greatest(0, reserved - ${line.qty}) where variant_id = ${line.variantId}`);
  }
}

/** Shipping takes reserved units out of the warehouse for good. */
export async function shipStock(tx: Database, stock: OrderSpendJson['stock']): Promise<void> {
  for (const line of [...stock].sort((a, b) => a.variantId.localeCompare(b.variantId))) {
    if (line.storeId) continue;
    await tx.execute(sql`update catalog_inventory set quantity = quantity - ${line.qty}, reserved = greatest(0, reserved - ${line.qty}) where variant_id = ${line.variantId}`);
  }
}

/**
 * A redemption per coupon: the total limit by a guarded counter, the per-customer limit by the
 * partial unique index on (coupon, customer, sequence).
 */
export async function redeemCoupons(tx: Database, couponIds: readonly string[], customerKey: string, orderId: string, cartId: string): Promise<OrderSpendJson['coupons']> {
  const redeemed: OrderSpendJson['coupons'] = [];
  for (const couponId of [...couponIds].sort()) {
    const [coupon] = await rowsOf<{ per_customer_limit: number | null }>(tx, sql`
      update coupons set redemption_count = redemption_count + 1
      where id = ${couponId} and (total_limit is null or redemption_count < total_limit) returning per_customer_limit`);
    if (!coupon) throw new ApiError('PRM422', undefined, { field: 'couponItems' });
    const [used] = await rowsOf<{ n: number }>(tx, sql`select count(*)::int as n from coupon_redemptions where coupon_id = ${couponId} and customer_key = ${customerKey} and state <> 'released'`);
    const sequence = (used?.n ?? 0) + 1;
    if (coupon.per_customer_limit !== null && sequence > coupon.per_customer_limit) throw new ApiError('PRM423', undefined, { field: 'couponItems' });
    const id = crypto.randomUUID();
    const inserted = await rowsOf(tx, sql`
      insert into coupon_redemptions (id, coupon_id, customer_key, sequence, state, cart_id, order_no)
      values (${id}, ${couponId}, ${customerKey}, ${sequence}, 'reserved', ${cartId}, ${orderId})
      on conflict do nothing returning 1`);
    if (inserted.length === 0) throw new ApiError('PRM423', undefined, { field: 'couponItems' });
    redeemed.push({ couponId, redemptionId: id });
  }
  return redeemed;
}

export async function releaseCoupons(tx: Database, coupons: OrderSpendJson['coupons']): Promise<void> {
  for (const { couponId, redemptionId } of [...coupons].sort((a, b) => a.couponId.localeCompare(b.couponId))) {
    const released = await tx.update(couponRedemptions).set({ state: 'released', updatedAt: new Date().toISOString() })
      .where(and(eq(couponRedemptions.id, redemptionId), sql`${couponRedemptions.state} <> 'released'`)).returning({ id: couponRedemptions.id });
    if (released.length > 0) await tx.execute(sql`update coupons set redemption_count = greatest(0, redemption_count - 1) where id = ${couponId}`);
  }
}

export async function commitCoupons(tx: Database, coupons: OrderSpendJson['coupons']): Promise<void> {
  for (const { redemptionId } of coupons) {
    await tx.update(couponRedemptions).set({ state: 'committed', updatedAt: new Date().toISOString() }).where(and(eq(couponRedemptions.id, redemptionId), eq(couponRedemptions.state, 'reserved')));
  }
}

/** Gift cards: a guarded balance update plus a ledger row; a balance that no longer covers the amount refuses the order. */
export async function spendGiftCards(tx: Database, spends: OrderSpendJson['giftCards'], orderId: string): Promise<void> {
  for (const { giftCardId, amount } of [...spends].sort((a, b) => a.giftCardId.localeCompare(b.giftCardId))) {
    if (amount <= 0) continue;
    const rows = await rowsOf(tx, sql`update gift_cards set balance = balance - ${amount} where id = ${giftCardId} and balance >= ${amount} returning 1`);
    if (rows.length === 0) throw new ApiError('GC_ZERO_BALANCE', 'A gift card no longer has the balance this order needs. Please check your payment.', { field: 'payment_instruments' });
    await tx.insert(giftCardLedger).values({ id: crypto.randomUUID(), giftCardId, delta: -amount, reason: 'order', orderId });
  }
}

export async function refundGiftCards(tx: Database, spends: OrderSpendJson['giftCards'], orderId: string, reason: string): Promise<void> {
  for (const { giftCardId, amount } of [...spends].sort((a, b) => a.giftCardId.localeCompare(b.giftCardId))) {
    if (amount <= 0) continue;
    await tx.execute(sql`update gift_cards set balance = balance + ${amount} where id = ${giftCardId}`);
    await tx.insert(giftCardLedger).values({ id: crypto.randomUUID(), giftCardId, delta: amount, reason, orderId });
  }
}

/** Points paying for the order: the ledger's guarded debit (REW409 when the active balance no longer covers them). */
export async function spendPoints(tx: Database, consumerId: string, points: number, orderId: string): Promise<void> {
  if (points <= 0) return;
  await debitPoints(tx, consumerId, points, { kind: 'spend', reason: 'order', orderId }, 'payment_instruments');
}
