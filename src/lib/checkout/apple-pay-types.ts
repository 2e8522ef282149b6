/**
 * The parts of Apple Pay JS (Safari's ApplePaySession, version 3) the storefront uses: the payment
 * request, the events and the updates the page answers them with. TypeScript's DOM library does
 * not declare them.
 */
export interface ApplePayLineItem {
  readonly label: string;
  /** A decimal string in the currency's units ("12.50"). */
  readonly amount: string;
  readonly type?: 'final' | 'pending';
}

export interface ApplePayShippingMethod {
  readonly label: string;
  readonly detail: string;
  readonly amount: string;
  readonly identifier: string;
}

/** Apple's ApplePayPaymentContact: redacted (no lines, no names) before the shopper authorises. */
export interface ApplePayPaymentContact {
  readonly addressLines?: readonly string[];
  readonly locality?: string;
  readonly postalCode?: string;
  readonly administrativeArea?: string;
  readonly countryCode?: string;
  readonly givenName?: string;
  readonly familyName?: string;
  readonly emailAddress?: string;
  readonly phoneNumber?: string;
}

export interface ApplePayPaymentRequest {
  readonly countryCode: string;
  readonly currencyCode: string;
  readonly supportedNetworks: readonly string[];
  readonly merchantCapabilities: readonly string[];
  readonly total: ApplePayLineItem;
  readonly lineItems?: readonly ApplePayLineItem[];
  readonly requiredShippingContactFields?: readonly string[];
  readonly requiredBillingContactFields?: readonly string[];
  readonly shippingType?: 'shipping' | 'delivery' | 'storePickup' | 'servicePickup';
}

/** ApplePayError's arguments: the sheet shows the message at the field. */
export interface ApplePayErrorInit {
  readonly code: 'shippingContactInvalid' | 'billingContactInvalid' | 'addressUnserviceable' | 'unknown';
  readonly contactField?: 'addressLines' | 'locality' | 'postalCode' | 'administrativeArea' | 'countryCode' | 'country' | 'givenName' | 'familyName' | 'name' | 'postalAddress' | 'emailAddress' | 'phoneNumber';
  readonly message: string;
}

export interface ApplePayUpdate {
  readonly newTotal: ApplePayLineItem;
  readonly newLineItems: readonly ApplePayLineItem[];
  readonly newShippingMethods?: readonly ApplePayShippingMethod[];
  readonly errors?: readonly ApplePayErrorInit[];
}

export interface ApplePayPayment {
  /** ApplePayPaymentToken: sent to the API as its JSON. */
  readonly token: unknown;
  readonly shippingContact?: ApplePayPaymentContact;
  readonly billingContact?: ApplePayPaymentContact;
}

export interface ApplePayAuthorizationResult {
  /** STATUS_SUCCESS (0) or STATUS_FAILURE (1). */
  readonly status: 0 | 1;
  readonly errors?: readonly ApplePayErrorInit[];
}

/** The session object as the page drives it (Safari's, or the tests' stub). */
export interface ApplePaySessionLike {
  onvalidatemerchant: ((event: { validationURL: string }) => void) | null;
  onpaymentmethodselected: ((event: { paymentMethod: unknown }) => void) | null;
  onshippingcontactselected: ((event: { shippingContact: ApplePayPaymentContact }) => void) | null;
  onshippingmethodselected: ((event: { shippingMethod: ApplePayShippingMethod }) => void) | null;
  onpaymentauthorized: ((event: { payment: ApplePayPayment }) => void) | null;
  oncancel: ((event: unknown) => void) | null;
  begin(): void;
  abort(): void;
  completeMerchantValidation(merchantSession: unknown): void;
  completePaymentMethodSelection(update: unknown): void;
  completeShippingContactSelection(update: unknown): void;
  completeShippingMethodSelection(update: unknown): void;
  completePayment(result: unknown): void;
}

export interface ApplePaySessionConstructor {
  new (version: number, request: ApplePayPaymentRequest): ApplePaySessionLike;
  canMakePayments(): boolean;
  supportsVersion?(version: number): boolean;
  readonly STATUS_SUCCESS?: number;
  readonly STATUS_FAILURE?: number;
}
