import { SITES } from '../../../shared/i18n/sites';
import { openLedgerBalances } from '../../domain/loyalty/ledger';
import type { Database } from '../client';
import { loyaltyEarnRates, loyaltyVoucherKinds } from '../schema/loyalty';

/** Bump when the loyalty seed changes. */
export const LOYALTY_SEED_VERSION = '1';

/**
 * Earn rates per currency: points per `perMinor` minor units paid (1 point per 1.00; 3 per 2.00 in
 * pounds). Points pay 1 minor unit each (LOYALTY_POINTS_PER_MINOR_UNIT), so 100 points = 1.00.
 */
export const LOYALTY_EARN_RATES = [
  { currency: 'USD', points: 1, perMinor: 100 },
  { currency: 'CAD', points: 1, perMinor: 100 },
  { currency: 'GBP', points: 3, perMinor: 200 },
  { currency: 'EUR', points: 1, perMinor: 100 },
] as const;

/** Vouchers for sale (spec §3 applicableLoyaltyVouchers): points → amount in minor units, per currency; bigger ones are worth more per point. */
export const LOYALTY_VOUCHER_KINDS = [
  { points: 500, amount: 500 },
  { points: 1_000, amount: 1_000 },
  { points: 2_500, amount: 3_000 },
] as const;

export async function seedLoyalty(db: Database): Promise<void> {
  for (const site of Object.values(SITES)) {
    await db.insert(loyaltyEarnRates).values(LOYALTY_EARN_RATES.map((rate) => ({ siteId: site.id, ...rate }))).onConflictDoNothing();
    await db.insert(loyaltyVoucherKinds).values(LOYALTY_EARN_RATES.flatMap(({ currency }) => LOYALTY_VOUCHER_KINDS.map((kind) => ({
      id: `${site.productPrefix}-LV-${currency}-${kind.points}`, siteId: site.id, currency, points: kind.points, amount: kind.amount,
    })))).onConflictDoNothing();
  }
  // Seeded members (and balances from before the ledger kept what is left of each entry) get an opening entry.
  await openLedgerBalances(db);
}
