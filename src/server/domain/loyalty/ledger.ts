import { and, desc, eq, sql } from 'drizzle-orm';
import { LOYALTY_POINTS_LIFETIME_MS, LOYALTY_RETURN_WINDOW_MS } from '../../../../schemas/constants';
import type { Database } from '../../db/client';
import { consumers } from '../../db/schema/identity';
import { loyaltyLedger, type LoyaltyEntryKind, type LoyaltyEntryRow, type OrderRow } from '../../db/schema/orders';
import { loyaltyEarnRates } from '../../db/schema/loyalty';
import { ApiError } from '../../http/api-error';
import { yieldToRequests } from '../../db/yield-to-requests';
import { rowsOf } from '../cart/cart-store';

/**
 * The points ledger (docs/architecture.md "Loyalty"). Two invariants hold after every transaction:
 *   consumers.loyalty_points = Σ remaining of active entries            (what may be spent)
 *                            = Σ delta of entries active or expired     (pending and cancelled never counted)
 * and the balance is never negative (a check, and every debit is one guarded UPDATE).
 * Every function here that changes `remaining` or the balance first takes the consumer's row
 * lock (the guarded UPDATE, or `lockMember`), so two of them for one consumer run one after the
 * other, on PostgreSQL across processes too; the ledger rows are only touched under that lock.
 */

const iso = (date: Date) => date.toISOString();

/** Takes the consumer's row lock for the rest of the transaction. */
export async function lockMember(tx: Database, consumerId: string): Promise<void> {
  await tx.execute(sql`select 1 from consumers where id = ${consumerId} for update`);
}

/**
 * Takes `points` out of the active balance: one guarded UPDATE (0 rows: REW409, nothing
 * written), then what is left of the active positive entries is used up soonest-expiring first,
 * and the debit is written. Returns the new entry.
 */
export async function debitPoints(
  tx: Database, consumerId: string, points: number, entry: { kind: Extract<LoyaltyEntryKind, 'spend' | 'voucher'>; reason: string; orderId?: string | null }, field = 'points',
): Promise<LoyaltyEntryRow> {
  if (!Number.isInteger(points) || points <= 0) throw new ApiError('REW400', 'Points must be a positive whole number.', { field });
  const rows = await rowsOf(tx, sql`update consumers set loyalty_points = loyalty_points - ${points} where id = ${consumerId} and loyalty_points >= ${points} returning 1`);
  if (rows.length === 0) throw new ApiError('REW409', undefined, { field });
  await tx.execute(sql`
    with source as (
      select id, remaining, sum(remaining) over (order by expires_at asc nulls last, created_at, id) as running
      from loyalty_ledger where consumer_id = ${consumerId} and state = 'active' and remaining > 0
    ), taken as (
      select id, least(remaining, greatest(0, ${points} - (running - remaining)))::int as take from source
    )
    update loyalty_ledger l set remaining = l.remaining - taken.take, updated_at = now()
    from taken where l.id = taken.id and taken.take > 0`);
  const [row] = await tx.insert(loyaltyLedger).values({ id: crypto.randomUUID(), consumerId, kind: entry.kind, state: 'active', delta: -points, remaining: 0, reason: entry.reason, orderId: entry.orderId ?? null }).returning();
  return row!;
}

/** Puts points back into the active balance (a refund of a spend), linked to the entry it undoes. */
async function creditActive(tx: Database, consumerId: string, points: number, linked: LoyaltyEntryRow, reason: string, now: Date): Promise<void> {
  await tx.execute(sql`update consumers set loyalty_points = loyalty_points + ${points} where id = ${consumerId}`);
  await tx.insert(loyaltyLedger).values({
    id: crypto.randomUUID(), consumerId, kind: 'reverse', state: 'active', delta: points, remaining: points, reason, orderId: linked.orderId, linkedEntryId: linked.id,
    expiresAt: iso(new Date(now.getTime() + LOYALTY_POINTS_LIFETIME_MS)),
  });
}

/** The seeded earn rate of a site and currency: floor(amount × points / perMinor), 0 without a rate. */
export async function pointsEarned(tx: Database, siteId: string, currency: string, amount: number): Promise<number> {
  if (amount <= 0) return 0;
  const [rate] = await tx.select().from(loyaltyEarnRates).where(and(eq(loyaltyEarnRates.siteId, siteId), eq(loyaltyEarnRates.currency, currency)));
  if (!rate) return 0;
  return Number((BigInt(amount) * BigInt(rate.points)) / BigInt(rate.perMinor));
}

/** What of an order earns points: its total less what points (and point vouchers) paid. */
export function earningAmount(order: Pick<OrderRow, 'total' | 'payments'>): number {
  const paidWithPoints = order.payments.filter((p) => p.code === 'LOYALTY_POINTS' || p.code === 'REWARD_CODE').reduce((sum, p) => sum + p.amount, 0);
  return Math.max(0, order.total - paidWithPoints);
}

/**
 * Earn on a stored order: a pending entry (locked until the return window has passed) for a
 * loyalty member's order, at the site's rate for the order's currency. Once per order (a unique
 * index). Called inside the transaction that finalizes the order.
 */
export async function earnForOrder(tx: Database, order: OrderRow, now: Date): Promise<LoyaltyEntryRow | null> {
  if (order.ownerKind !== 'consumer') return null;
  const [member] = await tx.select({ member: consumers.isLoyaltyMember }).from(consumers).where(eq(consumers.id, order.ownerId));
  if (!member?.member) return null;
  const points = await pointsEarned(tx, order.siteId, order.currency, earningAmount(order));
  if (points <= 0) return null;
  const maturesAt = new Date(now.getTime() + LOYALTY_RETURN_WINDOW_MS);
  const [row] = await tx.insert(loyaltyLedger).values({
    id: crypto.randomUUID(), consumerId: order.ownerId, kind: 'earn', state: 'pending', delta: points, remaining: points, reason: 'order', orderId: order.id,
    maturesAt: iso(maturesAt), expiresAt: iso(new Date(maturesAt.getTime() + LOYALTY_POINTS_LIFETIME_MS)),
  }).onConflictDoNothing().returning();
  return row ?? null;
}

/**
 * Undoes an order's points (cancel, return, failed payment), each by a linked entry, at most once
 * (the unique link index; the guarded state moves make a second call a no-op):
 * - its earn: a pending one is cancelled (it never counted); an active one gives back what is
 *   left of it (points already spent are not taken twice, and the balance cannot go below zero);
 * - its spends: the points go back to the active balance as a new entry.
 */
export async function reverseOrderPoints(tx: Database, consumerId: string, orderId: string, reason: string, now: Date): Promise<void> {
  // Entries of an order are written by its placement and finalization only: none now, none to reverse (and no lock taken).
  const [any] = await tx.select({ id: loyaltyLedger.id }).from(loyaltyLedger).where(and(eq(loyaltyLedger.consumerId, consumerId), eq(loyaltyLedger.orderId, orderId))).limit(1);
  if (!any) return;
  await lockMember(tx, consumerId);
  const entries = await tx.select().from(loyaltyLedger).where(and(eq(loyaltyLedger.consumerId, consumerId), eq(loyaltyLedger.orderId, orderId)));
  const linked = new Set(entries.map((e) => e.linkedEntryId).filter(Boolean));
  // A give-back from before entries were linked (migration 0006 links the unambiguous ones): the spends are settled.
  const legacyRefund = entries.some((e) => e.kind === 'reverse' && e.delta > 0 && !e.linkedEntryId);
  for (const entry of entries.filter((e) => !linked.has(e.id)).sort((a, b) => a.id.localeCompare(b.id))) {
    if (entry.kind === 'earn') await reverseEarn(tx, entry, reason, now);
    else if (entry.kind === 'spend' && !legacyRefund) await creditActive(tx, consumerId, -entry.delta, entry, reason, now);
  }
}

async function reverseEarn(tx: Database, earn: LoyaltyEntryRow, reason: string, now: Date): Promise<void> {
  const stamp = iso(now);
  if (earn.state === 'pending') {
    const moved = await tx.update(loyaltyLedger).set({ state: 'cancelled', remaining: 0, updatedAt: stamp })
      .where(and(eq(loyaltyLedger.id, earn.id), eq(loyaltyLedger.state, 'pending'))).returning({ id: loyaltyLedger.id });
    if (moved.length === 0) return;
    await tx.insert(loyaltyLedger).values({ id: crypto.randomUUID(), consumerId: earn.consumerId, kind: 'reverse', state: 'cancelled', delta: -earn.delta, remaining: 0, reason, orderId: earn.orderId, linkedEntryId: earn.id });
    return;
  }
  if (earn.state !== 'active') return;
  const [fresh] = await tx.select({ remaining: loyaltyLedger.remaining }).from(loyaltyLedger).where(eq(loyaltyLedger.id, earn.id));
  const take = fresh?.remaining ?? 0;
  await tx.update(loyaltyLedger).set({ remaining: 0, updatedAt: stamp }).where(eq(loyaltyLedger.id, earn.id));
  if (take > 0) {
    const rows = await rowsOf(tx, sql`update consumers set loyalty_points = loyalty_points - ${take} where id = ${earn.consumerId} and loyalty_points >= ${take} returning 1`);
    if (rows.length === 0) throw new Error(`loyalty ledger out of step for consumer ${earn.consumerId}`);
  }
  await tx.insert(loyaltyLedger).values({ id: crypto.randomUUID(), consumerId: earn.consumerId, kind: 'reverse', state: 'active', delta: -take, remaining: 0, reason, orderId: earn.orderId, linkedEntryId: earn.id });
}

/**
 * Maturing and expiry, for the sweeper: pending earns whose return window has passed become
 * active (the balance grows by them); active entries past their expiry lose what is left of them
 * by a linked expire entry. Each entry in its own short transaction with guarded moves, so it is
 * idempotent and safe on every process at once. Answers how many entries moved.
 */
export async function settleLoyaltyPoints(db: Database, now: Date = new Date(), limit = 200): Promise<{ matured: number; expired: number }> {
  const stamp = iso(now);
  const due = await db.select({ id: loyaltyLedger.id, consumerId: loyaltyLedger.consumerId }).from(loyaltyLedger)
    .where(and(eq(loyaltyLedger.state, 'pending'), eq(loyaltyLedger.kind, 'earn'), sql`${loyaltyLedger.maturesAt} <= ${stamp}`)).limit(limit);
  let matured = 0;
  for (const entry of due) {
    // One short transaction per entry, with a turn for requests between them (a batch is up to 200).
    await yieldToRequests();
    const moved = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      await lockMember(tx, entry.consumerId);
      const [row] = await tx.update(loyaltyLedger).set({ state: 'active', updatedAt: stamp })
        .where(and(eq(loyaltyLedger.id, entry.id), eq(loyaltyLedger.state, 'pending'))).returning({ remaining: loyaltyLedger.remaining });
      if (!row) return false;
      await tx.execute(sql`update consumers set loyalty_points = loyalty_points + ${row.remaining} where id = ${entry.consumerId}`);
      return true;
    });
    if (moved) matured += 1;
  }
  const stale = await db.select({ id: loyaltyLedger.id, consumerId: loyaltyLedger.consumerId }).from(loyaltyLedger)
    .where(and(eq(loyaltyLedger.state, 'active'), sql`${loyaltyLedger.remaining} > 0`, sql`${loyaltyLedger.expiresAt} <= ${stamp}`)).limit(limit);
  let expired = 0;
  for (const entry of stale) {
    await yieldToRequests();
    const moved = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      await lockMember(tx, entry.consumerId);
      const [row] = await tx.select().from(loyaltyLedger).where(and(eq(loyaltyLedger.id, entry.id), eq(loyaltyLedger.state, 'active')));
      if (!row || row.remaining <= 0) return false;
      await tx.update(loyaltyLedger).set({ state: 'expired', remaining: 0, updatedAt: stamp }).where(eq(loyaltyLedger.id, row.id));
      const taken = await rowsOf(tx, sql`update consumers set loyalty_points = loyalty_points - ${row.remaining} where id = ${row.consumerId} and loyalty_points >= ${row.remaining} returning 1`);
      if (taken.length === 0) throw new Error(`loyalty ledger out of step for consumer ${row.consumerId}`);
      await tx.insert(loyaltyLedger).values({ id: crypto.randomUUID(), consumerId: row.consumerId, kind: 'expire', state: 'active', delta: -row.remaining, remaining: 0, reason: 'expired', orderId: row.orderId, linkedEntryId: row.id });
      return true;
    });
    if (moved) expired += 1;
  }
  return { matured, expired };
}

/** Balance (active) and pending points of a consumer. */
export async function pointsSummary(db: Database, consumerId: string): Promise<{ balance: number; pending: number }> {
  const [row] = await rowsOf<{ balance: number; pending: number }>(db, sql`
    select c.loyalty_points as balance,
      coalesce((select sum(remaining) from loyalty_ledger l where l.consumer_id = c.id and l.state = 'pending'), 0)::int as pending
    from consumers c where c.id = ${consumerId}`);
  return { balance: row?.balance ?? 0, pending: row?.pending ?? 0 };
}

/** The newest ledger entries of a consumer. */
export async function ledgerHistory(db: Database, consumerId: string, limit: number): Promise<LoyaltyEntryRow[]> {
  return db.select().from(loyaltyLedger).where(eq(loyaltyLedger.consumerId, consumerId)).orderBy(desc(loyaltyLedger.createdAt), desc(loyaltyLedger.id)).limit(limit);
}

/**
 * Opening entries: a balance not yet backed by active entries (seeded members, installs from
 * before the ledger had `remaining`) gets one active entry for the difference, without expiry.
 */
export async function openLedgerBalances(db: Database): Promise<number> {
  const rows = await rowsOf<{ id: string; missing: number }>(db, sql`
    select c.id, (c.loyalty_points - coalesce((select sum(remaining) from loyalty_ledger l where l.consumer_id = c.id and l.state = 'active'), 0))::int as missing
    from consumers c where c.loyalty_points > 0`);
  const open = rows.filter((row) => row.missing > 0);
  for (const row of open) {
    await db.insert(loyaltyLedger).values({ id: `${row.id}-opening`, consumerId: row.id, kind: 'earn', state: 'active', delta: row.missing, remaining: row.missing, reason: 'opening balance' }).onConflictDoNothing();
  }
  return open.length;
}
