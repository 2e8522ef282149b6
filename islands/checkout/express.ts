import type { Cart } from '../../schemas/commerce/cart';
import type { ApiClient } from '../../src/lib/api/client';
import { COVERING_METHODS, instrumentsOf, isPickupOnly, progressOf } from '../../src/lib/checkout/cart-progress';
import { billingDone, expressStep } from '../../src/lib/checkout/steps';
import type { CheckoutCalls } from './checkout-calls';
import { addressValuesOf, checkoutAddressOf } from './use-address-form';

type Run = <T>(work: (calls: CheckoutCalls, api: ApiClient) => Promise<T>) => Promise<T>;

/**
 * Spec §4 express checkout, on load for a signed-in shopper: with a default card and a default
 * shipping address (or one already on the cart, or pickup-only items) the checkout puts what is
 * missing on the cart through the API — the default shipping address, the billing address (the
 * default billing one, else the shipping one), the default card — and answers the cart ready for
 * summary. Null when the rule says shipping, or anything on the way fails: the shopper then goes
 * through the steps as usual (the calls made are kept; the steps show them).
 */
export async function expressCheckout(run: Run, cart: Cart, country: string): Promise<Cart | null> {
  try {
    const [{ payment_instruments: cards }, profile] = await Promise.all([run((calls, api) => calls.savedCards(api)), run((calls, api) => calls.profile(api))]);
    const card = cards.find((entry) => entry.default && entry.payment_method_id === 'CREDIT_CARD');
    const addresses = profile.consumerDetails.address;
    const mainOf = (type: 'S' | 'B') => addresses.find((address) => address.approachType === type && address.main) ?? null;
    const shippingDefault = mainOf('S');
    const pickupOnly = isPickupOnly(cart);
    const step = expressStep({ registered: true, hasDefaultCard: Boolean(card), hasDefaultShippingAddress: shippingDefault !== null, hasShippingAddress: cart.shippingAddress !== null, pickupOnly });
    if (step !== 'summary' || !card) return null;
    const bodyOf = (address: Readonly<Record<string, unknown>>) => checkoutAddressOf(addressValuesOf({ email: profile.consumerDetails.email, ...address }, country));
    let current = cart;
    if (!pickupOnly && !current.shippingAddress && shippingDefault) {
      const address = bodyOf(shippingDefault);
      current = await run((calls, api) => calls.shippingAddress(api, address));
    }
    if (!current.billingAddress) {
      const source = mainOf('B') ?? current.shippingAddress ?? shippingDefault;
      if (!source) return null;
      const address = bodyOf(source);
      current = await run((calls, api) => calls.billingAddress(api, address));
    }
    if (current.totals.remainingToPay > 0 && !instrumentsOf(current).some((entry) => COVERING_METHODS.has(entry.method))) {
      current = await run((calls, api) => calls.addPayment(api, { payment_method_id: 'CREDIT_CARD', paymentInstrumentId: card.paymentInstrumentId }));
    }
    return billingDone(progressOf(current)) ? current : null;
  } catch {
    return null;
  }
}
