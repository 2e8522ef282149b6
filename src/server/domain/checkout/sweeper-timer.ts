import type { Database } from '../../db/client';
import type { PaymentProviders } from '../../payments';
import { expireGuestCarts } from '../cart/cart-store';
import { settleLoyaltyPoints } from '../loyalty/ledger';
import { expireLoyaltyVouchers } from '../loyalty/vouchers';
import { settlePendingAttempts } from './sweeper';
import { repeatEvery } from '../../../shared/repeat-every';
import { yieldToRequests } from '../../db/yield-to-requests';

/** How often each API process looks for payment attempts left pending. */
export const SWEEP_INTERVAL_MS = 60_000;

const LOYALTY_SWEEP_BATCH = 200;

/** Loyalty's share of the sweep: pending points whose return window passed, points and vouchers past their expiry. */
async function sweepLoyalty(db: Database): Promise<void> {
  const now = new Date();
  let matured = 0;
  let expired = 0;
  // A backlog (a process that was down) is drained in batches, at most ten a sweep.
  for (let batch = 0; batch < 10; batch += 1) {
    await yieldToRequests();
    const moved = await settleLoyaltyPoints(db, now, LOYALTY_SWEEP_BATCH);
    matured += moved.matured;
    expired += moved.expired;
    if (moved.matured < LOYALTY_SWEEP_BATCH && moved.expired < LOYALTY_SWEEP_BATCH) break;
  }
  await yieldToRequests();
  const vouchers = await expireLoyaltyVouchers(db, now);
  if (matured + expired + vouchers > 0) console.log(`[api] loyalty sweeper: ${matured} earn(s) matured, ${expired} entr(ies) expired, ${vouchers} voucher(s) expired`);
}

/**
 * Expired carts are marked 100 at a time, with a turn for requests between batches: on PGlite one batch
 * of 1,000 was a single 113 ms statement that every shopper waited for, 100 are about 10 ms. A backlog
 * (a process that was down) is drained up to 10,000 a sweep.
 */
const CART_SWEEP_BATCH = 100;
const CART_SWEEP_BATCHES = 100;

/** Guest carts and buy-now baskets past their lifetime are marked expired (a backlog in batches). */
async function sweepCarts(db: Database): Promise<void> {
  const now = new Date();
  let expired = 0;
  for (let batch = 0; batch < CART_SWEEP_BATCHES; batch += 1) {
    await yieldToRequests();
    const marked = await expireGuestCarts(db, now, CART_SWEEP_BATCH);
    expired += marked;
    if (marked < CART_SWEEP_BATCH) break;
  }
  if (expired > 0) console.log(`[api] cart sweeper: ${expired} guest cart(s) and buy-now basket(s) expired`);
}

/**
 * Runs the sweeper once at start (attempts a crash left behind) and then every minute (payments, then loyalty, then expired carts), without
 * keeping the process alive; the returned function stops it (at shutdown). A failed sweep is
 * logged and tried again next time: the attempts stay pending until one succeeds.
 */
export function startPaymentSweeper(db: Database, providers: PaymentProviders, intervalMs = SWEEP_INTERVAL_MS): () => Promise<void> {
  const failed = (part: string) => (error: unknown) => console.error(`[api] ${part} sweeper failed; trying again in a minute:`, error instanceof Error ? error.message : error);
  const sweep = () => settlePendingAttempts(db, providers)
    .then((settled) => {
      if (settled > 0) console.log(`[api] payment sweeper: ${settled} order(s) left pending were voided and released`);
    })
    .catch(failed('payment'))
    .then(() => sweepLoyalty(db))
    .catch(failed('loyalty'))
    .then(() => sweepCarts(db))
    .catch(failed('cart'));
  return repeatEvery(intervalMs, sweep, { runNow: true, onFailure: failed('payment') });
}
