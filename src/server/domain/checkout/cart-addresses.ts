import { and, eq } from 'drizzle-orm';
import type { Cart } from '../../../../schemas/commerce/cart';
import type { CheckoutAddress, ShippingAddressRequest } from '../../../../schemas/commerce/checkout';
import { isPoBox } from '../../../shared/validation/po-box';
import type { Database } from '../../db/client';
import { consumerAddresses } from '../../db/schema/identity';
import { stores } from '../../db/schema/catalog';
import { collectionPoints } from '../../db/schema/discovery';
import { ApiError } from '../../http/api-error';
import { changeCart, type CartWork } from '../cart/cart-session';
import { ownedCart } from '../cart/cart-store';
import { methodsFor } from '../cart/reference-data';
import type { Shopper } from '../cart/shopper';
import { validatedFields } from '../identity/addresses';
import type { PaypalProvider } from '../../payments/paypal-provider';
import { followCartAmount, paypalExpressAddress, paypalExpressOrder } from './paypal-checkout';
import type { AddressRuleOverrides } from '../../../shared/validation/forms/address';
import { APPLE_PAY_ADDRESS_RULES, asInvalidApplePayContact, assertApplePayShippingContact, isRedactedContact } from './apple-pay-address';

/** Delivery kinds that cannot go to a PO box (a courier needs a door). */
const NO_PO_BOX_KINDS = new Set(['express', 'pudo']);

/** A saved address of the signed-in shopper (another shopper's answers like a missing one). */
async function savedAddress(db: Database, shopper: Shopper, addressId: string): Promise<Record<string, string>> {
  if (shopper.owner.kind !== 'consumer') throw new ApiError('ADDRESS_NOT_FOUND', undefined, { field: 'addressId' });
  const [row] = await db.select().from(consumerAddresses).where(and(eq(consumerAddresses.id, addressId), eq(consumerAddresses.consumerId, shopper.owner.id)));
  if (!row) throw new ApiError('ADDRESS_NOT_FOUND', undefined, { field: 'addressId' });
  return { ...row.fields };
}

/**
 * One address as the cart keeps it: validated by the identity module's rules (the same the address
 * form runs), phone normalised; a saved address is copied by its id.
 */
export async function checkedAddress(db: Database, shopper: Shopper, address: CheckoutAddress, prefix: string, overrides: AddressRuleOverrides = {}): Promise<Record<string, unknown>> {
  const source = address.addressId ? { ...(await savedAddress(db, shopper, address.addressId)), ...stripUndefined(address) } : address;
  let fields: Record<string, string>;
  try {
    fields = validatedFields({ ...source, country: String(source.country ?? '') } as Parameters<typeof validatedFields>[0], shopper.locale, overrides);
  } catch (error) {
    if (error instanceof ApiError && error.field) throw new ApiError(error.errorId, error.message, { field: `${prefix}${error.field}`, status: error.status });
    throw error;
  }
  return {
    ...fields,
    countryCode: fields.country,
    ...(address.addressId ? { addressId: address.addressId } : {}),
    ...(address.shippingId ? { shippingId: address.shippingId } : {}),
    ...(address.storeId ? { storeId: address.storeId } : {}),
    ...(address.recipientContactPhone ? { recipientContactPhone: address.recipientContactPhone } : {}),
    ...(address.subscriptions ? { subscriptions: address.subscriptions } : {}),
  };
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

function assertCountry(given: string, country: string, index: number): void {
  if (given.toUpperCase() !== country) throw new ApiError('CANT_SHIP_THERE', `This shop ships to ${country} only.`, { field: `addresses.${index}.country` });
}

/** CANT_SHIP_THERE outside the cart's country (its prices and taxes are that country's); PO boxes where the method cannot go. */
function assertDeliverable(work: CartWork, address: Record<string, unknown>, index: number): void {
  if (address.country !== work.cart.country) {
    throw new ApiError('CANT_SHIP_THERE', `This shop ships to ${work.cart.country} only.`, { field: `addresses.${index}.country` });
  }
  const method = methodsFor(work.reference, work.cart.country).find((m) => m.code === work.cart.homeShippingMethod);
  if (method && NO_PO_BOX_KINDS.has(method.kind) && isPoBox(address.addressLine1 as string | undefined, address.addressLine2 as string | undefined)) {
    throw new ApiError('SHIPPING_POBOX_UNAVAILABLE', undefined, { field: `addresses.${index}.addressLine1` });
  }
}

/**
 * Context COLLECTION (spec §7, delivery to a collection point): the address is the chosen point's,
 * read from the site's active collection points in the cart's country (the client's address lines
 * are not trusted), with the shopper's name, phone and email as the recipient to hand it to.
 */
async function collectionPointAddress(db: Database, shopper: Shopper, address: CheckoutAddress, country: string): Promise<CheckoutAddress> {
  if (!address.storeId) throw new ApiError('API400', 'storeId: Choose a collection point.', { field: 'addresses.0.storeId' });
  const [point] = await db.select({ store: stores }).from(stores)
    .innerJoin(collectionPoints, eq(collectionPoints.storeId, stores.id))
    .where(and(eq(stores.id, address.storeId), eq(stores.siteId, shopper.siteId), eq(stores.country, country), eq(collectionPoints.active, true)));
  if (!point) throw new ApiError('STR404', 'This collection point was not found. Please choose another one.', { field: 'addresses.0.storeId' });
  const { store } = point;
  return { ...address, addressId: undefined, addressLine1: store.address, addressLine2: store.name, city: store.city, postalCode: store.postalCode, country: store.country };
}

/** Whether the home shipment goes to a collection point (its method is of kind pudo). */
export function deliversToCollectionPoint(work: Pick<CartWork, 'reference' | 'cart'>): boolean {
  return methodsFor(work.reference, work.cart.country).find((m) => m.code === work.cart.homeShippingMethod)?.kind === 'pudo';
}

/** POST /cart/v2/cart/{basketId}/shippingAddress: the home shipment's address (and its state for sales tax). */
export async function setShippingAddress(db: Database, shopper: Shopper, basketId: string, request: ShippingAddressRequest, options: { now?: Date; paypal?: PaypalProvider } = {}): Promise<Cart> {
  // The country first: an address abroad is CANT_SHIP_THERE whatever else is wrong with it.
  const cartRow = await ownedCart(db, basketId, shopper, { lock: false, now: options.now ?? new Date() });
  // `bid`: the product page's express purchase says which buy-now basket it pays; never the active cart.
  if (request.bid !== undefined && (request.bid !== basketId || cartRow.status !== 'buy_now')) throw new ApiError('CART_NOT_FOUND', undefined, { field: 'bid' });
  const { country } = cartRow;
  // Apple Pay's contact has its own §5 rules and §8 ids (its country error first, too).
  const applePay = request.context === 'APPLE_PAY_EXPRESS';
  if (applePay) request.addresses.forEach((address, index) => assertApplePayShippingContact(address, country, index));
  request.addresses.forEach((address, index) => assertCountry(address.country, country, index));
  if (applePay && isRedactedContact(request.addresses[0]!)) {
    // Before authorisation Safari tells only where: the region prices the sales tax, the address comes with the payment.
    const region = request.addresses[0]!.stateCode;
    return changeCart(db, shopper, basketId, async (work) => work.update({ region: region ? region.toUpperCase() : null }), options);
  }
  // PayPal express: the address the buyer chose in PayPal's window, read from the approved order.
  const paypalOrder = request.context === 'PAYPAL_EXPRESS' ? await paypalExpressOrder(cartRow, options.paypal) : null;
  const given = request.context === 'COLLECTION'
    ? [await collectionPointAddress(db, shopper, request.addresses[0]!, country)]
    : paypalOrder
      ? [paypalExpressAddress(paypalOrder, request.addresses[0]!)]
      : request.addresses;
  const addresses = await Promise.all(given.map((address, index) => checkedAddress(db, shopper, address, `addresses.${index}.`, applePay ? APPLE_PAY_ADDRESS_RULES : {})))
    .catch((error: unknown) => { throw applePay ? asInvalidApplePayContact(error) : error; });
  const addressed = await changeCart(db, shopper, basketId, async (work) => {
    addresses.forEach((address, index) => assertDeliverable(work, address, index));
    const home = addresses[0]!;
    // PayPal express: the PayPal buyer is the billing party too, unless the shopper gave a billing address.
    const billedByPaypal = request.context === 'PAYPAL_EXPRESS' && !work.cart.billingAddress;
    work.update({
      shippingAddress: { ...home, ...(request.context ? { context: request.context } : {}) },
      ...(billedByPaypal ? { billingAddress: home } : {}),
      region: typeof home.stateCode === 'string' ? home.stateCode : (work.cart.region ?? null),
    });
  }, options);
  // The address re-priced the cart: PayPal's order follows it (after the cart's transaction, never inside it).
  return paypalOrder ? followCartAmount(db, shopper, addressed, paypalOrder, options.paypal!) : addressed;
}

/** POST .../shippingAddress/validation: what would be stored, or the first problem of each address, without storing. */
export async function validateShippingAddresses(db: Database, shopper: Shopper, request: ShippingAddressRequest, country: string) {
  const addresses: Array<Record<string, unknown>> = [];
  const errors: Array<{ errorId: string; message: string; field?: string }> = [];
  for (const [index, address] of request.addresses.entries()) {
    try {
      assertCountry(address.country, country, index);
      addresses.push(await checkedAddress(db, shopper, address, `addresses.${index}.`));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      errors.push({ errorId: error.errorId, message: error.message, ...(error.field ? { field: error.field } : {}) });
    }
  }
  return { valid: errors.length === 0, addresses, errors };
}

export async function removeShippingAddress(db: Database, shopper: Shopper, basketId: string): Promise<Cart> {
  return changeCart(db, shopper, basketId, async (work) => work.update({ shippingAddress: null }));
}

/** POST /cart/v1/cart/{basketId}/billingAddress (any country of the list: cards are billed abroad too). */
export async function setBillingAddress(db: Database, shopper: Shopper, basketId: string, address: CheckoutAddress): Promise<Cart> {
  const billing = await checkedAddress(db, shopper, address, '');
  return changeCart(db, shopper, basketId, async (work) => work.update({ billingAddress: billing }));
}

export async function removeBillingAddress(db: Database, shopper: Shopper, basketId: string): Promise<Cart> {
  return changeCart(db, shopper, basketId, async (work) => work.update({ billingAddress: null }));
}
