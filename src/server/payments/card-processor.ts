import type { CardBrand } from '../../../schemas/commerce/payments';
import type { ErrorId } from '../../../schemas/protocol/error-catalogue';

/**
 * The card processor as the checkout sees it, shaped after Adyen's API: /payments answers a
 * resultCode (Authorised, Refused, ChallengeShopper with an action of type threeDS2),
 * /payments/details completes a challenge with its threeDSResult, and captures and cancels work
 * by reference. One adapter per provider (./sandbox is the one here), chosen by configuration.
 */
export interface AuthoriseRequest {
  /** Ours, unique per attempt, recorded before the call: the provider's idempotency key too. */
  readonly merchantReference: string;
  readonly amount: number;
  readonly currency: string;
  /** The hosted fields' token (or a saved card's); a BNPL provider's authorization token. */
  readonly token: string;
}

export type AuthoriseResult =
  | { readonly resultCode: 'Authorised'; readonly pspReference: string }
  | { readonly resultCode: 'Refused'; readonly refusalReason: string; readonly errorId: ErrorId }
  | { readonly resultCode: 'ChallengeShopper'; readonly action: { readonly type: 'threeDS2'; readonly paymentData: string; readonly url: string } };

export interface DetailsRequest {
  readonly merchantReference: string;
  readonly paymentData: string;
  readonly threeDSResult: { readonly transStatus: 'Y' | 'N'; readonly authenticationValue: string; readonly paymentData: string };
}

/** What the processor says about a token without charging it (brand and expiry, for the instrument). */
export interface TokenDetails {
  readonly brand: CardBrand;
  readonly last4: string;
  readonly expiryMonth: number;
  readonly expiryYear: number;
}

/**
 * What the checkout needs of any provider that pays what is left of an order (a card processor, a
 * buy-now-pay-later provider): authorise at placement, capture when the order ships, void when it is
 * cancelled or could not be stored. Payment attempts record the provider's name, so capture and void
 * go back to the provider that authorised.
 */
export interface PaymentProvider {
  readonly name: string;
  authorise(request: AuthoriseRequest): Promise<AuthoriseResult>;
  capture(request: { merchantReference: string; pspReference: string; amount: number; currency: string }): Promise<{ ok: boolean }>;
  /** Cancels an authorisation by our reference (Adyen's technical cancel): safe when nothing was authorised. */
  void(request: { merchantReference: string; pspReference?: string | null }): Promise<{ ok: boolean }>;
}

export interface CardProcessor extends PaymentProvider {
  /** Null when the token is not one of this processor's. */
  inspectToken(token: string): TokenDetails | null;
  details(request: DetailsRequest): Promise<AuthoriseResult>;
}

/** The processor answered in a way the checkout cannot use (network, 5xx). */
export class ProcessorUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProcessorUnavailableError';
  }
}
