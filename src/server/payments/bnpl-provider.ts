import type { PaymentProvider } from './card-processor';

/**
 * A buy-now-pay-later provider as the checkout sees it, shaped after Klarna Payments: the server
 * opens a payment session for the cart's amount (a client token and the payment method categories
 * the shopper may use), the provider's own widget authorises in the browser and hands back an
 * authorization token, and placing the order turns that token into the provider's order
 * (PaymentProvider.authorise) for exactly the amount that was authorised.
 */
export interface BnplSessionRequest {
  readonly amount: number;
  readonly currency: string;
  /** BCP 47, e.g. en-US: the widget speaks it. */
  readonly locale: string;
  /** ISO 3166-1 alpha-2 of the purchase. */
  readonly country: string;
}

export interface BnplSession {
  readonly sessionId: string;
  /** Given to the provider's widget; binds what it authorises to this session's amount. */
  readonly clientToken: string;
  /** The first is the one the checkout authorises with (spec §7). */
  readonly paymentMethodCategories: ReadonlyArray<{ readonly identifier: string; readonly name: string }>;
}

/** What an authorization token stands for (null when it is not one of this provider's). */
export interface BnplAuthorization {
  readonly sessionId: string;
  readonly amount: number;
  readonly currency: string;
  readonly category: string;
}

export interface BnplProvider extends PaymentProvider {
  /** Countries the provider lends in. */
  readonly countries: readonly string[];
  createSession(request: BnplSessionRequest): Promise<BnplSession>;
  inspectAuthorization(token: string): BnplAuthorization | null;
}
