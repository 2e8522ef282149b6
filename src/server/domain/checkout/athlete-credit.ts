import { eq } from 'drizzle-orm';
import { ATHLETE_CREDIT_CURRENCY } from '../../../../schemas/constants';
import type { Database } from '../../db/client';
import { consumers } from '../../db/schema/identity';
import type { Shopper } from '../cart/shopper';

/**
 * Athlete credit (spec §6): a yearly allowance, annualCredit − currentSpend, that pays for an
 * athlete's orders as a balance method (ATHLETES_PAYMENT) in ATHLETE_CREDIT_CURRENCY. Placement
 * spends it as one of the yearly allowances (yearly-allowances.ts).
 */
export async function athleteCreditLeft(db: Database, shopper: Shopper, currency: string): Promise<number | null> {
  const owner = shopper.owner;
  if (owner.kind !== 'consumer' || currency !== ATHLETE_CREDIT_CURRENCY) return null;
  const [row] = await db.select({ athlete: consumers.athlete }).from(consumers).where(eq(consumers.id, owner.id));
  const athlete = row?.athlete;
  if (!athlete || typeof athlete.annualCredit !== 'number') return null;
  return Math.max(0, athlete.annualCredit - athlete.currentSpend);
}
