import type { ApplePayProvider } from './apple-pay-provider';
import type { BnplProvider } from './bnpl-provider';
import type { CardProcessor, PaymentProvider } from './card-processor';
import { sandboxApplePayProvider } from './sandbox/sandbox-apple-pay';
import { sandboxBnplProvider } from './sandbox/sandbox-bnpl';
import { sandboxCardProcessor } from './sandbox/sandbox-processor';
import type { PaypalProvider } from './paypal-provider';
import { sandboxPaypalProvider } from './sandbox/sandbox-paypal';

export type { ApplePayProvider } from './apple-pay-provider';
export type { BnplProvider } from './bnpl-provider';
export type { CardProcessor, PaymentProvider } from './card-processor';
export type { PaypalProvider } from './paypal-provider';

/** The payment providers of one API process, chosen by configuration; tests pass their own. */
export interface PaymentProviders {
  readonly card: CardProcessor;
  /** Buy now, pay later (payment method KLARNA). */
  readonly bnpl: BnplProvider;
  /** PayPal (Orders v2-shaped; payment method PAYPAL). */
  readonly paypal: PaypalProvider;
  /** Apple Pay through the card provider (payment method DW_APPLE_PAY); without it Apple Pay is not offered. */
  readonly applePay?: ApplePayProvider | undefined;
}

/**
 * PAYMENT_CARD_PROVIDER, PAYMENT_BNPL_PROVIDER, PAYMENT_PAYPAL_PROVIDER and PAYMENT_APPLE_PAY_PROVIDER pick the adapters: `sandbox` (default; the
 * in-process sandboxes with published test cards and an approve/decline widget). A real provider's
 * adapter implements CardProcessor or BnplProvider and is added here by name; nothing else in the
 * checkout changes.
 */
export function paymentProvidersFromEnv(env: NodeJS.ProcessEnv = process.env): PaymentProviders {
  const card = env.PAYMENT_CARD_PROVIDER ?? 'sandbox';
  if (card !== 'sandbox') throw new Error(`PAYMENT_CARD_PROVIDER=${card}: no adapter of that name in this build (sandbox only).`);
  const bnpl = env.PAYMENT_BNPL_PROVIDER ?? 'sandbox';
  if (bnpl !== 'sandbox') throw new Error(`PAYMENT_BNPL_PROVIDER=${bnpl}: no adapter of that name in this build (sandbox only).`);
  const paypal = env.PAYMENT_PAYPAL_PROVIDER ?? 'sandbox';
  if (paypal !== 'sandbox') throw new Error(`PAYMENT_PAYPAL_PROVIDER=${paypal}: no adapter of that name in this build (sandbox only).`);
  const applePay = env.PAYMENT_APPLE_PAY_PROVIDER ?? 'sandbox';
  if (applePay !== 'sandbox') throw new Error(`PAYMENT_APPLE_PAY_PROVIDER=${applePay}: no adapter of that name in this build (sandbox only).`);
  const publicBase = env.SANDBOX_PAY_BASE ?? '/sandbox-pay';
  return {
    card: sandboxCardProcessor({ publicBase }), bnpl: sandboxBnplProvider(),
    paypal: sandboxPaypalProvider({ windowBase: `${publicBase}/paypal` }), applePay: sandboxApplePayProvider(),
  };
}

/** The provider a payment attempt was made with (its recorded name), for capture and void. */
export function providerNamed(providers: PaymentProviders, name: string): PaymentProvider {
  return [providers.card, providers.bnpl, providers.paypal, providers.applePay].find((provider) => provider?.name === name) ?? providers.card;
}
