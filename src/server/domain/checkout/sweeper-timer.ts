import type { Database } from '../../db/client';
import type { CardProcessor } from '../../payments/card-processor';
import { settlePendingAttempts } from './sweeper';

/** How often each API process looks for payment attempts left pending. */
export const SWEEP_INTERVAL_MS = 60_000;

/**
 * Runs the sweeper once at start (attempts a crash left behind) and then every minute, without
 * keeping the process alive; the returned function stops it (at shutdown). A failed sweep is
 * logged and tried again next time: the attempts stay pending until one succeeds.
 */
export function startPaymentSweeper(db: Database, card: CardProcessor, intervalMs = SWEEP_INTERVAL_MS): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const sweep = () => {
    if (stopped) return;
    running = settlePendingAttempts(db, card)
      .then((settled) => {
        if (settled > 0) console.log(`[api] payment sweeper: ${settled} order(s) left pending were voided and released`);
      })
      .catch((error: unknown) => console.error('[api] payment sweeper failed; trying again in a minute:', error instanceof Error ? error.message : error));
  };
  sweep();
  const timer = setInterval(sweep, intervalMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
