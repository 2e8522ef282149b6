import type { PaymentProvider } from './card-processor';

/**
 * Apple Pay as the checkout sees it, through a card payment provider (as Adyen or Stripe offer it):
 * the server validates the merchant for the browser's ApplePaySession (an opaque merchant session
 * object the browser hands to completeMerchantValidation), and the payment token the device gives
 * on authorisation is decrypted and charged by the provider (PaymentProvider.authorise). A token is
 * for one amount in one currency: the provider refuses it for anything else.
 */
export interface ApplePayMerchantSessionRequest {
  /** The storefront's host name the payment sheet is shown on (Apple checks it is registered). */
  readonly domainName: string;
  /** What the payment sheet names the merchant. */
  readonly displayName: string;
}

/** What a payment token stands for (null when it is not one this provider can decrypt). */
export interface ApplePayTokenDetails {
  readonly amount: number;
  readonly currency: string;
  /** The card network (Visa, MasterCard, Amex) and its display name (e.g. "Visa 1142"). */
  readonly network: string;
  readonly displayName: string;
}

export interface ApplePayProvider extends PaymentProvider {
  /** Countries the merchant accepts Apple Pay in. */
  readonly countries: readonly string[];
  readonly merchantIdentifier: string;
  /** ApplePayPaymentRequest.supportedNetworks. */
  readonly supportedNetworks: readonly string[];
  /** Apple's merchant validation: an opaque object the browser passes to completeMerchantValidation. */
  merchantSession(request: ApplePayMerchantSessionRequest): Promise<Record<string, unknown>>;
  /** The token as the browser sends it: JSON of the ApplePayPaymentToken (paymentData, paymentMethod, transactionIdentifier). */
  inspectToken(token: string): ApplePayTokenDetails | null;
}
