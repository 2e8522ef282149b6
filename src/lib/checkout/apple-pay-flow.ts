import type { Cart, CartShippingMethod } from '@schemas/commerce/cart';
import type { CheckoutAddress, PlaceOrderRequest } from '@schemas/commerce/checkout';
import type { Order } from '@schemas/commerce/orders';
import type { ApplePaySessionResponse } from '@schemas/commerce/payments';
import { minorDigits, toCurrencyUnits } from '@shared/i18n/money';
import { validateApplePayContact, type ApplePayContact, type ApplePayContactField } from '@shared/validation/forms/apple-pay';
import type { ValidationIssue } from '@shared/validation/issue';
import { apiFailureOf } from '../api/api-error';
import { instrumentsOf, methodPrice } from './cart-progress';
import type {
  ApplePayAuthorizationResult, ApplePayErrorInit, ApplePayLineItem, ApplePayPayment, ApplePayPaymentContact, ApplePayShippingMethod, ApplePayUpdate,
} from './apple-pay-types';

/**
 * The §4 Apple Pay sequence from the product page as a small state machine, with the API calls
 * passed in (islands/product/apple-pay wires Safari's session and the typed client to it):
 *
 *   idle → validating (merchant validation: the item into a buy-now basket, auto promo code, paymentSession)
 *        → open (payment method, shipping contact and shipping method selected: server totals)
 *        → authorizing (contacts checked, address, billing, instrument, prepare, place order)
 *        → done, or back to open on a contact the shopper can fix in the sheet;
 *   any failure or cancel → reset: the basket is let go. The shopper's cart is never touched (the
 *   basket is its own cart, src/lib/checkout/buy-now.ts), so there is nothing to put back.
 *
 * Every amount comes from the API's cart (never added up here); a failure's total is Safari's
 * 'error' pending total of 1 (§8).
 */

export interface ApplePayItem {
  readonly productId: string;
  readonly variantId: string;
  readonly qty: number;
}

/** The calls the flow makes; each answers the cart as the API now has it. */
export interface ApplePayCalls {
  /** A buy-now basket holding only the item (spec §7 cartWithItem bid): the sheet pays it, not the shopper's cart. */
  addItem(item: ApplePayItem): Promise<Cart>;
  paymentSession(cartId: string): Promise<ApplePaySessionResponse>;
  applyCoupon(cartId: string, code: string): Promise<Cart>;
  /** Context APPLE_PAY_EXPRESS: a redacted contact sets the region, a full one the address. */
  shippingAddress(cartId: string, address: CheckoutAddress): Promise<Cart>;
  shippingMethod(cartId: string, shippingId: string, code: string): Promise<Cart>;
  billingAddress(cartId: string, address: CheckoutAddress): Promise<Cart>;
  prepare(cartId: string): Promise<Cart>;
  addInstrument(cartId: string, token: string): Promise<Cart>;
  place(body: PlaceOrderRequest): Promise<Order>;
}

/** Texts the sheet shows (resolved in the page's language); validation keys keep their {placeholders}. */
export type ApplePayText = (key: string, params?: Readonly<Record<string, string | number>>) => string;

export interface ApplePayFlowOptions {
  readonly calls: ApplePayCalls;
  readonly item: ApplePayItem;
  /** The store's country: shipping contacts must be in it (§5). */
  readonly storeCountry: string;
  /** Applied at merchant validation when the site enables one (§4). */
  readonly autoPromoCode?: string | null | undefined;
  /** The merchant's name on the total line. */
  readonly merchantName: string;
  readonly text: ApplePayText;
  /** The place-order recaptcha token (§5: always sent). */
  readonly recaptcha: string;
}

export type ApplePayPhase = 'idle' | 'validating' | 'open' | 'authorizing' | 'done' | 'reset';

/** ApplePayPaymentRequest's networks and capabilities: the card provider's (the sandbox takes these). */
export const APPLE_PAY_NETWORKS: readonly string[] = ['visa', 'masterCard', 'amex'];
export const APPLE_PAY_MERCHANT_CAPABILITIES: readonly string[] = ['supports3DS'];

/** Home delivery kinds the sheet offers (pickup and collection points are chosen in checkout). */
const SHEET_KINDS = new Set(['standard', 'express']);

/** A minor-unit amount as Apple Pay's decimal string in the currency's units. */
export function applePayAmount(minor: number, currency: string): string {
  return toCurrencyUnits(minor, currency).toFixed(minorDigits(currency));
}

/** §8: a failed update shows the total 'error', pending, amount 1. */
export const ERROR_TOTAL: ApplePayLineItem = { label: 'error', amount: '1', type: 'pending' };

/** The sheet's total and lines from the API's cart totals (what Apple Pay pays: what is left to pay). */
export function cartUpdate(cart: Cart, merchantName: string, text: ApplePayText): Pick<ApplePayUpdate, 'newTotal' | 'newLineItems'> {
  const { totals } = cart;
  const amount = (minor: number) => applePayAmount(minor, totals.currency);
  const lines: ApplePayLineItem[] = [{ label: text('subtotal'), amount: amount(totals.itemSubTotal), type: 'final' }];
  if (totals.totalDiscount > 0) lines.push({ label: text('discount'), amount: `-${amount(totals.totalDiscount)}`, type: 'final' });
  lines.push({ label: text('shipping'), amount: amount(totals.shipping), type: 'final' });
  if (!totals.taxIncluded) lines.push({ label: text('tax'), amount: amount(totals.tax), type: 'final' });
  return { newTotal: { label: merchantName, amount: amount(totals.remainingToPay), type: 'final' }, newLineItems: lines };
}

/** The home shipment's methods the sheet offers at what each would cost, the selected one first (Apple Pay shows the first as chosen). */
export function sheetShippingMethods(cart: Cart): { methods: ApplePayShippingMethod[]; selected: CartShippingMethod | null } {
  const home = cart.shippingMethods.find((shipment) => shipment.shippingId === 'me');
  if (!home) return { methods: [], selected: null };
  const offered = home.applicableShippingMethods.filter((method) => SHEET_KINDS.has(method.kind));
  const selected = offered.find((method) => method.code === home.selectedShippingMethod?.code) ?? null;
  const ordered = selected ? [selected, ...offered.filter((method) => method !== selected)] : offered;
  return {
    methods: ordered.map((method) => ({ label: method.label, detail: method.deliveryTime, amount: applePayAmount(methodPrice(home, method), method.price.currency), identifier: method.code })),
    selected,
  };
}

const upper = (value: string | undefined) => (value ?? '').trim().toUpperCase();

/** Where a region is a state or province the cart prices by (sales tax); elsewhere it is left out. */
const REGION_COUNTRIES = new Set(['US', 'CA']);

/** The §3 address of an Apple Pay contact (email and phone from the shipping contact, where Apple puts them). */
export function addressOfContact(contact: ApplePayPaymentContact, reach: ApplePayPaymentContact = contact): CheckoutAddress {
  const country = upper(contact.countryCode);
  const [line1, line2] = (contact.addressLines ?? []).filter((line) => line.trim() !== '');
  const fields: Record<string, string | undefined> = {
    firstName: contact.givenName, lastName: contact.familyName, addressLine1: line1, addressLine2: line2, city: contact.locality,
    postalCode: contact.postalCode, stateCode: REGION_COUNTRIES.has(country) && contact.administrativeArea ? upper(contact.administrativeArea) : undefined,
    email: reach.emailAddress, phone: reach.phoneNumber,
  };
  const defined = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined && value.trim() !== '')) as Partial<CheckoutAddress>;
  return { ...defined, country } as CheckoutAddress;
}

const asValidationContact = (contact: ApplePayPaymentContact): ApplePayContact => ({
  addressLines: contact.addressLines ?? [], locality: contact.locality ?? '', postalCode: contact.postalCode ?? '', givenName: contact.givenName ?? '',
  familyName: contact.familyName ?? '', countryCode: contact.countryCode ?? '', administrativeArea: contact.administrativeArea ?? '',
});

/** What Safari shows before the shopper authorises (onshippingcontactselected): only these are checked then. */
const REDACTED_FIELDS: readonly ApplePayContactField[] = ['countryCode', 'locality', 'administrativeArea'];

/** The shared §5 rules on a contact, as ApplePayErrors at their fields (the server runs the same rules). */
export function contactErrors(
  contact: ApplePayPaymentContact, kind: 'shipping' | 'billing', storeCountry: string, text: ApplePayText, redacted = false,
): ApplePayErrorInit[] {
  const issues = validateApplePayContact(asValidationContact(contact), { kind, storeCountry });
  const fields = (Object.keys(issues) as ApplePayContactField[]).filter((field) => !redacted || REDACTED_FIELDS.includes(field));
  const code = kind === 'shipping' ? 'shippingContactInvalid' : 'billingContactInvalid';
  return fields.map((field) => {
    const found: ValidationIssue = issues[field]!;
    return { code, contactField: field, message: text(found.key, found.params as Record<string, string | number> | undefined) };
  });
}

const CONTACT_FIELD_OF_ADDRESS: Readonly<Record<string, ApplePayErrorInit['contactField']>> = {
  addressLine1: 'addressLines', addressLine2: 'addressLines', city: 'locality', postalCode: 'postalCode', firstName: 'givenName',
  lastName: 'familyName', country: 'countryCode', stateCode: 'administrativeArea', email: 'emailAddress', phone: 'phoneNumber',
};

/** An API failure as the sheet's error: the §8 Apple Pay ids at their field, anything else 'unknown'. */
export function sheetError(error: unknown, kind: 'shipping' | 'billing', text: ApplePayText, storeCountry: string): ApplePayErrorInit {
  const failure = apiFailureOf(error);
  const id = failure?.errorId ?? '';
  const field = failure?.body?.errorDetails[0]?.field?.split('.').pop() ?? '';
  const contactField = CONTACT_FIELD_OF_ADDRESS[field];
  const code = kind === 'shipping' ? 'shippingContactInvalid' : 'billingContactInvalid';
  if (id === 'applePayCountryError' || id === 'CANT_SHIP_THERE') return { code, contactField: 'countryCode', message: text('applePayCountryError', { country: storeCountry }) };
  if (id === 'applePayCityNameLength') return { code, contactField: 'locality', message: text('applePayCityNameLength', { max: 50 }) };
  if (id === 'applePayShippingContactInvalid' || id === 'applePayBillingContactInvalid' || (id === 'API400' && contactField)) {
    return { code, ...(contactField ? { contactField } : {}), message: text(kind === 'shipping' ? 'error_applePayShippingContactInvalid' : 'error_applePayBillingContactInvalid') };
  }
  return { code: 'unknown', message: text('applePayUnknownError') };
}

export interface ApplePayFlow {
  readonly phase: ApplePayPhase;
  /** onvalidatemerchant: the opaque merchant session for completeMerchantValidation (throws: abort the sheet). */
  validateMerchant(): Promise<unknown>;
  onPaymentMethodSelected(): Promise<ApplePayUpdate>;
  onShippingContactSelected(contact: ApplePayPaymentContact): Promise<ApplePayUpdate>;
  onShippingMethodSelected(method: ApplePayShippingMethod): Promise<ApplePayUpdate>;
  onPaymentAuthorized(payment: ApplePayPayment): Promise<{ result: ApplePayAuthorizationResult; order?: Order }>;
  /** oncancel, or a failure that closes the sheet (§4 reset): the basket is let go, the shopper's cart was never changed; safe to call twice. */
  reset(): Promise<void>;
}

export function createApplePayFlow(options: ApplePayFlowOptions): ApplePayFlow {
  const { calls, item, storeCountry, merchantName, text } = options;
  let phase: ApplePayPhase = 'idle';
  let cart: Cart | null = null;

  const update = (current: Cart, extra: Partial<ApplePayUpdate> = {}): ApplePayUpdate => ({ ...cartUpdate(current, merchantName, text), ...extra });
  const failed = (errors: ApplePayErrorInit[], methods?: ApplePayShippingMethod[]): ApplePayUpdate =>
    ({ newTotal: ERROR_TOTAL, newLineItems: [], ...(methods ? { newShippingMethods: methods } : {}), errors });
  const unknown = (): ApplePayErrorInit => ({ code: 'unknown', message: text('applePayUnknownError') });

  /** The sheet's methods for the cart, choosing the first one the sheet offers when the cart's is not among them. */
  async function withSheetMethod(current: Cart): Promise<{ cart: Cart; methods: ApplePayShippingMethod[] }> {
    let { methods, selected } = sheetShippingMethods(current);
    if (!selected && methods[0]) {
      current = await calls.shippingMethod(current.basketId, 'me', methods[0].identifier);
      ({ methods } = sheetShippingMethods(current));
    }
    return { cart: current, methods };
  }

  return {
    get phase() {
      return phase;
    },

    async validateMerchant() {
      if (phase !== 'idle') throw new Error(`Apple Pay: merchant validation in phase ${phase}`);
      phase = 'validating';
      const added = await calls.addItem(item);
      cart = added;
      const code = options.autoPromoCode?.trim();
      if (code && !added.couponItems.some((coupon) => coupon.code.toUpperCase() === code.toUpperCase())) {
        // A promo code that does not apply is not worth stopping the payment for (§8: logged only).
        try {
          cart = await calls.applyCoupon(added.basketId, code);
        } catch (error) {
          console.warn('[apple-pay] auto promo code not applied', error);
        }
      }
      const session = await calls.paymentSession(added.basketId);
      phase = 'open';
      return session.meta.merchantSession;
    },

    async onPaymentMethodSelected() {
      if (phase !== 'open' || !cart) return failed([unknown()]);
      return update(cart);
    },

    async onShippingContactSelected(contact) {
      if (phase !== 'open' || !cart) return failed([unknown()]);
      const errors = contactErrors(contact, 'shipping', storeCountry, text, true);
      if (errors.length > 0) return failed(errors);
      try {
        const priced = await withSheetMethod(await calls.shippingAddress(cart.basketId, addressOfContact(contact)));
        cart = priced.cart;
        if (priced.methods.length === 0) return failed([{ code: 'addressUnserviceable', message: text('applePayShippingMethodListError') }]);
        return update(cart, { newShippingMethods: priced.methods });
      } catch (error) {
        return failed([sheetError(error, 'shipping', text, storeCountry)]);
      }
    },

    async onShippingMethodSelected(method) {
      if (phase !== 'open' || !cart) return failed([unknown()]);
      try {
        cart = await calls.shippingMethod(cart.basketId, 'me', method.identifier);
        return update(cart);
      } catch (error) {
        console.warn('[apple-pay] shipping method not set', error);
        return failed([{ code: 'unknown', message: text('applePayShippingMethodError') }]);
      }
    },

    async onPaymentAuthorized(payment) {
      const failure = (errors: ApplePayErrorInit[]) => ({ result: { status: 1 as const, errors } });
      if (phase !== 'open' || !cart) return failure([unknown()]);
      const shipping = payment.shippingContact ?? {};
      const billing = payment.billingContact ?? shipping;
      // The contacts first (§4 "validate contacts"): the shopper fixes them in the sheet, which stays open.
      const contactProblems = [...contactErrors(shipping, 'shipping', storeCountry, text), ...contactErrors(billing, 'billing', storeCountry, text)];
      if (contactProblems.length > 0) return failure(contactProblems);
      phase = 'authorizing';
      const basketId = cart.basketId;
      let step: 'shipping' | 'billing' | 'payment' = 'shipping';
      try {
        cart = await calls.shippingAddress(basketId, addressOfContact(shipping));
        step = 'billing';
        const billingAddress = addressOfContact(billing, shipping);
        cart = await calls.billingAddress(basketId, billingAddress);
        step = 'payment';
        // The instrument before prepare: prepare checks that the payments cover the total (docs/architecture.md).
        cart = await calls.addInstrument(basketId, JSON.stringify(payment.token));
        const wallet = instrumentsOf(cart).filter((instrument) => instrument.method === 'DW_APPLE_PAY');
        cart = await calls.prepare(basketId);
        const order = await calls.place({
          recaptcha_response: options.recaptcha, cartId: basketId, billingAddress,
          paymentMethod: { code: 'DW_APPLE_PAY', ...(wallet[0] ? { additionalData: { paymentInstrumentId: wallet[0].id } } : {}) },
          ...(billingAddress.email ? { email: billingAddress.email } : {}),
        });
        if (order.processing !== 'finalized') throw new Error(`Apple Pay: order ${order.orderNumber} is ${order.processing}`);
        phase = 'done';
        return { result: { status: 0 }, order };
      } catch (error) {
        phase = 'open';
        // A contact the API refused can be fixed in the sheet; any other failure is the unknown one.
        return failure([step === 'payment' ? unknown() : sheetError(error, step, text, storeCountry)]);
      }
    },

    async reset() {
      if (phase === 'reset' || phase === 'done' || phase === 'idle') return;
      phase = 'reset';
      // The basket holds no stock or coupon until placement, and the API expires it: nothing to undo.
      cart = null;
    },
  };
}
