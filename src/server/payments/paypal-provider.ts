import type { PaymentProvider } from './card-processor';

/**
 * PayPal as the checkout sees it, shaped after PayPal's Orders v2 API: the server creates an order
 * for an amount (intent AUTHORIZE, the cart's id as the purchase unit's reference), the buyer
 * approves it in PayPal's window (choosing a shipping address there), the approved order's id is
 * the cart's PAYPAL instrument, and placing the order authorises it (PaymentProvider.authorise with
 * the order id as token) for exactly the order's amount; capture when shipped, void on cancel, like
 * every covering provider. When the cart's total changes with the buyer's address (express), the
 * merchant patches the order's amount first (updateOrderAmount), so the two never differ.
 */
export interface PaypalOrderRequest {
  readonly amount: number;
  readonly currency: string;
  /** purchase_units[0].reference_id: our cart id, so an order approved for one cart never pays another. */
  readonly referenceId: string;
  /** BCP 47, e.g. en-US: PayPal's window speaks it. */
  readonly locale: string;
  /** ISO 3166-1 alpha-2 of the purchase (the buyer's shipping country). */
  readonly country: string;
}

/** The buyer's shipping address as PayPal gives it (Orders v2 purchase_units[0].shipping, flattened). */
export interface PaypalShipping {
  readonly fullName: string;
  readonly addressLine1: string;
  readonly addressLine2?: string;
  /** admin_area_2 */
  readonly city: string;
  /** admin_area_1 (a US state, a Canadian province), when the country has one. */
  readonly state?: string;
  readonly postalCode: string;
  readonly countryCode: string;
}

export interface PaypalOrder {
  readonly id: string;
  /** CREATED until the buyer approves; only an APPROVED order can pay. */
  readonly status: 'CREATED' | 'APPROVED';
  readonly amount: number;
  readonly currency: string;
  readonly referenceId: string;
  /** Known once approved. */
  readonly payer?: { readonly email: string; readonly givenName: string; readonly surname: string; readonly phone?: string };
  readonly shipping?: PaypalShipping;
}

export interface PaypalProvider extends PaymentProvider {
  /** Currencies PayPal settles in for this merchant. */
  readonly currencies: readonly string[];
  /** POST /v2/checkout/orders: the order and the link the buyer approves it at. */
  createOrder(request: PaypalOrderRequest): Promise<{ readonly id: string; readonly approveUrl: string }>;
  /** GET /v2/checkout/orders/{id}; null when the id is not one of this merchant's (or expired). */
  getOrder(id: string): Promise<PaypalOrder | null>;
  /**
   * PATCH /v2/checkout/orders/{id} (op replace, path `/purchase_units/@reference_id=='{cart}'/amount`): the order now
   * asks this amount, as a merchant's `onShippingAddressChange` does once the buyer's address re-prices the cart.
   * Answers the order's id afterwards (PayPal keeps it; a stateless sandbox hands back a new one, as at approval), or
   * null when PayPal refuses (unknown or expired order, another currency, more than it lets an approved order grow).
   */
  updateOrderAmount(id: string, amount: number, currency: string): Promise<string | null>;
}
