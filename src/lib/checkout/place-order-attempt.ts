/**
 * One place-order attempt and its Idempotency-Key (spec §4, issue 12). The key is made when the
 * shopper presses Place order and kept while the same attempt is retried (a lost answer, a 409
 * while the first request still runs, a 5xx), so the API replays one order instead of making two.
 * An answer that ends the attempt (an order, a refusal) drops it: the next press is a new attempt.
 */
export interface PlaceOrderAttempt {
  readonly key: string;
  /** The request body of this attempt, as sent: a retry sends exactly this again. */
  readonly body: string;
}

export function newAttempt(body: unknown, makeKey: () => string = () => crypto.randomUUID()): PlaceOrderAttempt {
  return { key: makeKey(), body: JSON.stringify(body) };
}

/**
 * The attempt to send for this body: the pending one when its body is the same (a retry), a new
 * one otherwise (the shopper changed something since, which the API would refuse with 422).
 */
export function attemptFor(pending: PlaceOrderAttempt | null, body: unknown, makeKey?: () => string): PlaceOrderAttempt {
  const json = JSON.stringify(body);
  return pending && pending.body === json ? pending : newAttempt(body, makeKey);
}

/**
 * Whether a failure leaves the attempt open to the same key: no answer at all (network), 409 (the
 * first request is still running), 5xx and 408/429 (nothing decided). Anything else decided it.
 */
export function keepsAttempt(status: number | null): boolean {
  return status === null || status === 409 || status === 408 || status === 429 || status >= 500;
}
