import type { Cart } from '../../../../schemas/commerce/cart';
import type { PaypalSessionResponse } from '../../../../schemas/commerce/payments';
import type { CheckoutAddress } from '../../../../schemas/commerce/checkout';
import { LOCALES } from '../../../shared/i18n/sites';
import type { Database } from '../../db/client';
import type { CartPaymentInstrumentJson, CartRow } from '../../db/schema/cart';
import { ApiError } from '../../http/api-error';
import type { PaypalOrder, PaypalProvider } from '../../payments/paypal-provider';
import { changeCart, type CartWork } from '../cart/cart-session';
import { readCart } from '../cart/read-cart';
import type { Shopper } from '../cart/shopper';

/**
 * The one rule of where PayPal is offered (decision 43): in the currencies the provider settles in,
 * never to an in-store associate's session (spec §4, §6: PayPal express is hidden for in-store
 * employees, and an associate's order is paid at the till).
 */
export function paypalOffered(shopper: Shopper, currency: string, paypal: PaypalProvider): boolean {
  return !shopper.associate && paypal.currencies.includes(currency);
}

const refused = (message: string, field = 'orderId') => new ApiError('PAY400', message, { field });

/**
 * GET /cart/v1/paymentSession?paymentMethodId=PAYPAL: a PayPal order (intent AUTHORIZE) for what is
 * left to pay of the shopper's cart, with this cart as its reference, and the link the buyer
 * approves it at. PYT404 where PayPal is not offered or nothing is left to pay.
 */
export async function paypalPaymentSession(db: Database, shopper: Shopper, cartId: string, paypal: PaypalProvider): Promise<PaypalSessionResponse> {
  const cart = await readCart(db, shopper, cartId);
  if (!paypalOffered(shopper, cart.currency, paypal)) throw new ApiError('PYT404', undefined, { field: 'paymentMethodId' });
  const amount = cart.totals.remainingToPay;
  if (amount <= 0) throw new ApiError('PYT404', 'Nothing is left to pay.', { field: 'paymentMethodId' });
  const locale = LOCALES[shopper.locale].tag;
  const order = await paypal.createOrder({ amount, currency: cart.currency, referenceId: cart.basketId, locale, country: cart.country });
  return { success: true, provider: 'paypal', locale, meta: { orderId: order.id, approveUrl: order.approveUrl, amount, currency: cart.currency } };
}

/**
 * The approved PayPal order of a cart, read from the provider before any transaction opens.
 * Refused (PAY400): an id PayPal does not know, one not approved yet, one made for another cart.
 */
export async function approvedPaypalOrder(paypal: PaypalProvider, orderId: string, basketId: string, field = 'orderId'): Promise<PaypalOrder> {
  const order = await paypal.getOrder(orderId);
  if (!order || order.referenceId !== basketId) throw refused('This PayPal payment is not known for this cart. Please choose PayPal again.', field);
  if (order.status !== 'APPROVED') throw refused('The PayPal payment was not approved. Please approve it in the PayPal window or choose another payment method.', field);
  return order;
}

/**
 * POST paymentInstruments PAYPAL: the approved order becomes the cart's covering instrument, if it
 * is for this cart's currency and exactly what is left to pay now (the order could have been made
 * before the cart changed). Placing the order authorises it.
 */
export async function paypalInstrument(db: Database, shopper: Shopper, basketId: string, orderId: string | undefined, paypal: PaypalProvider): Promise<(work: CartWork) => CartPaymentInstrumentJson> {
  if (!orderId) throw new ApiError('API400', 'orderId: The approved PayPal order is needed.', { field: 'orderId' });
  const cart = await readCart(db, shopper, basketId);
  if (!paypalOffered(shopper, cart.currency, paypal)) throw new ApiError('PYT404', undefined, { field: 'payment_method_id' });
  const order = await approvedPaypalOrder(paypal, orderId, cart.basketId);
  if (order.currency !== cart.currency || order.amount !== cart.totals.remainingToPay) {
    throw refused('The amount to pay changed since PayPal approved it. Please choose PayPal again.');
  }
  return (work) => {
    if (work.cart.currency !== order.currency) throw refused('The amount to pay changed since PayPal approved it. Please choose PayPal again.');
    return { id: crypto.randomUUID(), method: 'PAYPAL', amount: 0, reference: order.id };
  };
}

/**
 * Context PAYPAL_EXPRESS (spec §4, express): the cart's approved PayPal order, read from PayPal before any
 * transaction opens; its buyer's address becomes the shipping address (paypalExpressAddress) and its
 * amount then follows the cart (followCartAmount).
 */
export async function paypalExpressOrder(cart: CartRow, paypal: PaypalProvider | undefined): Promise<PaypalOrder> {
  const held = cart.paymentInstruments.find((instrument) => instrument.method === 'PAYPAL');
  if (!paypal || !held?.reference) throw refused('Approve the payment with PayPal first.', 'context');
  return approvedPaypalOrder(paypal, held.reference, cart.id, 'context');
}

/**
 * The shipping address is the one the buyer chose in PayPal's window, from the approved order. The client's
 * address lines are not trusted (as COLLECTION takes the point's); its email and phone are kept when given, else PayPal's.
 */
export function paypalExpressAddress(order: PaypalOrder, given: CheckoutAddress): CheckoutAddress {
  if (!order.shipping || !order.payer) throw refused('PayPal gave no shipping address. Please choose another payment method.', 'context');
  const { shipping, payer } = order;
  return {
    firstName: payer.givenName, lastName: payer.surname,
    addressLine1: shipping.addressLine1, ...(shipping.addressLine2 ? { addressLine2: shipping.addressLine2 } : {}),
    city: shipping.city, postalCode: shipping.postalCode, country: shipping.countryCode, ...(shipping.state ? { stateCode: shipping.state } : {}),
    email: given.email ?? payer.email,
    ...((given.phone ?? payer.phone) ? { phone: given.phone ?? payer.phone } : {}),
    ...(given.phoneCode && given.phone ? { phoneCode: given.phoneCode } : {}),
  };
}

/**
 * PayPal's `onShippingAddressChange` (spec §4: express adds the address on authorization and on address change):
 * the address re-priced the cart (its state's tax, its shipping), so the PayPal order is patched to what is now
 * left to pay, outside any transaction, and the cart's instrument takes the patched order, in one cart write that
 * checks the cart still asks exactly that amount. Placement then authorises exactly the order's amount, which is
 * the cart's. PayPal refusing the new amount is PAY400 (the instrument still names the old amount, which placement
 * refuses too).
 */
export async function followCartAmount(db: Database, shopper: Shopper, cart: Cart, order: PaypalOrder, paypal: PaypalProvider): Promise<Cart> {
  const amount = cart.totals.remainingToPay;
  if (order.amount === amount && order.currency === cart.currency) return cart;
  const patched = await paypal.updateOrderAmount(order.id, amount, cart.currency);
  const changed = () => refused('The amount to pay changed with the address and PayPal did not accept it. Please choose PayPal again.', 'context');
  if (!patched) throw changed();
  return changeCart(db, shopper, cart.basketId, async (work) => {
    const held = work.cart.paymentInstruments.find((instrument) => instrument.method === 'PAYPAL' && instrument.reference === order.id);
    if (!held) throw changed();
    work.update({ paymentInstruments: work.cart.paymentInstruments.map((instrument) => (instrument === held ? { ...instrument, reference: patched } : instrument)) });
  }, { verify: (priced) => { if (priced.totals.remainingToPay !== amount || priced.currency !== cart.currency) throw changed(); } });
}
