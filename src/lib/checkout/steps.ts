import { CHECKOUT_STEPS } from '@shared/routing/routes';

/** The three checkout steps of spec §2, in order. */
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];
export { CHECKOUT_STEPS };

/** The step a checkout path names (/checkout/billing), or null for /checkout itself. */
export function stepOfPath(pathname: string): CheckoutStep | null {
  const last = pathname.replace(/\/+$/, '').split('/').at(-1);
  return (CHECKOUT_STEPS as readonly string[]).includes(last ?? '') ? (last as CheckoutStep) : null;
}

export function stepIndex(step: CheckoutStep): number {
  return CHECKOUT_STEPS.indexOf(step);
}

export function previousStep(step: CheckoutStep): CheckoutStep | null {
  return CHECKOUT_STEPS[stepIndex(step) - 1] ?? null;
}

export function nextStep(step: CheckoutStep): CheckoutStep | null {
  return CHECKOUT_STEPS[stepIndex(step) + 1] ?? null;
}

/** What the steps depend on, read from the cart (and the signed-in shopper's saved data). */
export interface CheckoutProgress {
  /** Every line is picked up in store (or sent by email): no shipping address is asked. */
  readonly pickupOnly: boolean;
  readonly hasShippingAddress: boolean;
  /** Every shipment that needs a method has one. */
  readonly shippingMethodsChosen: boolean;
  readonly hasBillingAddress: boolean;
  /** Payments cover the total: a card is on the cart or gift cards leave nothing to pay. */
  readonly paymentCovered: boolean;
}

export function shippingDone(progress: CheckoutProgress): boolean {
  return (progress.pickupOnly || progress.hasShippingAddress) && progress.shippingMethodsChosen;
}

export function billingDone(progress: CheckoutProgress): boolean {
  return shippingDone(progress) && progress.hasBillingAddress && progress.paymentCovered;
}

/**
 * The step a shopper may see: the one asked for when every step before it is done, otherwise the
 * first step that is not. A link or reload never skips a step the cart is not ready for.
 */
export function reachableStep(asked: CheckoutStep, progress: CheckoutProgress): CheckoutStep {
  if (asked === 'summary' && billingDone(progress)) return 'summary';
  if (asked !== 'shipping' && shippingDone(progress)) return 'billing';
  return 'shipping';
}

/** What the §4 express rule reads for a signed-in shopper. */
export interface ExpressFacts {
  readonly registered: boolean;
  readonly hasDefaultCard: boolean;
  readonly hasDefaultShippingAddress: boolean;
  readonly hasShippingAddress: boolean;
  readonly pickupOnly: boolean;
}

/**
 * Spec §4 express checkout: a logged-in shopper with default data goes straight to summary if a
 * default card exists and a default shipping address, a shipping address, or pickup-only items
 * exist; otherwise to shipping.
 */
export function expressStep(facts: ExpressFacts): CheckoutStep {
  if (!facts.registered || !facts.hasDefaultCard) return 'shipping';
  return facts.hasDefaultShippingAddress || facts.hasShippingAddress || facts.pickupOnly ? 'summary' : 'shipping';
}

/** The path of a step, below the checkout path (`/en-us/checkout` → `/en-us/checkout/billing`). */
export function stepPath(checkoutPath: string, step: CheckoutStep): string {
  const [path, query] = checkoutPath.split('?');
  return `${path!.replace(/\/+$/, '')}/${step}${query ? `?${query}` : ''}`;
}
