import type { CardProcessor } from './card-processor';
import { sandboxCardProcessor } from './sandbox/sandbox-processor';

export type { CardProcessor } from './card-processor';

/** The payment providers of one API process, chosen by configuration; tests pass their own. */
export interface PaymentProviders {
  readonly card: CardProcessor;
}

/**
 * PAYMENT_CARD_PROVIDER picks the card adapter: `sandbox` (default; the in-process processor
 * with published test cards). A real processor's adapter implements CardProcessor and is added
 * here by name; nothing else in the checkout changes.
 */
export function paymentProvidersFromEnv(env: NodeJS.ProcessEnv = process.env): PaymentProviders {
  const card = env.PAYMENT_CARD_PROVIDER ?? 'sandbox';
  if (card !== 'sandbox') throw new Error(`PAYMENT_CARD_PROVIDER=${card}: no adapter of that name in this build (sandbox only).`);
  return { card: sandboxCardProcessor({ publicBase: env.SANDBOX_PAY_BASE ?? '/sandbox-pay' }) };
}
