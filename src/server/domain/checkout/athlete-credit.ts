import { eq, sql } from 'drizzle-orm';
import { ATHLETE_CREDIT_CURRENCY } from '../../../../schemas/constants';
import type { Database } from '../../db/client';
import { consumers } from '../../db/schema/identity';
import { ApiError } from '../../http/api-error';
import { rowsOf } from '../cart/cart-store';
import type { Shopper } from '../cart/shopper';

/**
 * Athlete credit (spec §6): a yearly allowance, annualCredit − currentSpend, that pays for an
 * athlete's orders as a balance method (ATHLETES_PAYMENT) in ATHLETE_CREDIT_CURRENCY. Placement
 * spends it with a guarded update on the consumer row (never below zero, whatever runs at once);
 * an undone order gives it back. The order's spend record is the ledger of what each order took.
 */
export async function athleteCreditLeft(db: Database, shopper: Shopper, currency: string): Promise<number | null> {
  const owner = shopper.owner;
  if (owner.kind !== 'consumer' || currency !== ATHLETE_CREDIT_CURRENCY) return null;
  const [row] = await db.select({ athlete: consumers.athlete }).from(consumers).where(eq(consumers.id, owner.id));
  const athlete = row?.athlete;
  if (!athlete || typeof athlete.annualCredit !== 'number') return null;
  return Math.max(0, athlete.annualCredit - athlete.currentSpend);
}

/** Spends `amount` of the athlete's credit (in placement's transaction); REW409 when it no longer covers it. */
export async function spendAthleteCredit(tx: Database, consumerId: string, amount: number): Promise<void> {
  if (amount <= 0) return;
  const rows = await rowsOf(tx, sql`
    update consumers set athlete = jsonb_set(athlete, '{currentSpend}', to_jsonb((athlete->>'currentSpend')::int + ${amount}))
    where id = ${consumerId} and athlete ? 'annualCredit'
      and (athlete->>'annualCredit')::int - (athlete->>'currentSpend')::int >= ${amount}
    returning 1`);
  if (rows.length === 0) throw new ApiError('REW409', 'Your athlete credit no longer covers this amount. Please check your payment.', { field: 'payment_instruments' });
}

/** Gives back what an order took of the credit (cancel, failed payment, return). */
export async function refundAthleteCredit(tx: Database, consumerId: string, amount: number): Promise<void> {
  if (amount <= 0) return;
  await tx.execute(sql`
    update consumers set athlete = jsonb_set(athlete, '{currentSpend}', to_jsonb(greatest(0, (athlete->>'currentSpend')::int - ${amount})))
    where id = ${consumerId} and athlete is not null`);
}
