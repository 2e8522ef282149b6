import { useRef, useState } from 'react';
import type { Cart } from '../../schemas/commerce/cart';
import type { CheckoutAddress, PlaceOrderRequest } from '../../schemas/commerce/checkout';
import type { Order, OrderFlash } from '../../schemas/commerce/orders';
import type { ThreeDs2Result } from '../../schemas/commerce/payments';
import { COVERING_METHODS, instrumentsOf } from '../../src/lib/checkout/cart-progress';
import { checkoutErrorId, checkoutErrorText } from '../../src/lib/checkout/checkout-messages';
import { goToConfirmation } from '../../src/lib/checkout/order-handover';
import { readAssociate } from '../../src/lib/session/associate-storage';
import { attemptFor, keepsAttempt, type PlaceOrderAttempt } from '../../src/lib/checkout/place-order-attempt';
import { $cartDetails } from '../../src/stores/cart';
import { $dialogs, closeDialog, openDialog } from '../../src/stores/dialogs';
import type { CheckoutProps } from './checkout-context';
import { addressValuesOf, checkoutAddressOf } from './use-address-form';
import { statusOf, type CheckoutState } from './use-checkout';
import { processorFrameUrl } from './processor-frames';

/** Failures that are about the payment: the shopper goes back to billing to change it. */
const PAYMENT_FAILURES = new Set([
  'PAYMENT_ERROR', 'PAY400', 'PAY401', 'PAYMENT_FRAUD_VERIFICATION_EXCEPTION', 'CC_EXPIRY_DATE_INVALID', 'FE309', 'PAYMENT_INSTRUMENT_NOT_FOUND', 'PYT402',
]);

/** The place-order body of a prepared cart: its covering payment (or the gift cards), the recaptcha token (§5 always sent). */
export function placeOrderBody(cart: Cart, recaptcha: string): PlaceOrderRequest {
  const instruments = instrumentsOf(cart);
  const covering = instruments.find((entry) => COVERING_METHODS.has(entry.method)) ?? instruments[0];
  const code = (covering?.method ?? 'CREDIT_CARD') as PlaceOrderRequest['paymentMethod']['code'];
  const associate = readAssociate();
  const email = typeof cart.billingAddress?.email === 'string' ? cart.billingAddress.email : typeof cart.shippingAddress?.email === 'string' ? cart.shippingAddress.email : undefined;
  return {
    recaptcha_response: recaptcha,
    cartId: cart.basketId,
    paymentMethod: { code, ...(covering ? { additionalData: { paymentInstrumentId: covering.id } } : {}) },
    ...(email ? { email } : {}),
    // An in-store associate's order carries the store and the employee (§6; the API checks them against the token).
    ...(associate ? { inStoreSalesInfo: { storeId: associate.storeId, storeEmployeeId: associate.storeEmployeeId } } : {}),
  };
}

const flashOf = (order: Order, type: OrderFlash['type']) => order.flash.find((flash) => flash.type === type);

/**
 * Place order (§4, §7): prepare, then PUT the order with an Idempotency-Key made per attempt and
 * kept while the same attempt is retried (no answer, 409 running, 5xx), so a double press or a lost
 * answer never makes two orders; a synchronous guard and the disabled button stop a second press.
 * A PaymentNotAuthorized flash with an action opens the 3-D Secure dialog: pass patches the order
 * and goes to confirmation; fail goes back to billing with a fresh cart and paymentAuthenticationError.
 */
export function usePlaceOrder(props: CheckoutProps, state: CheckoutState) {
  const { t } = state;
  const pending = useRef<PlaceOrderAttempt | null>(null);
  const inFlight = useRef(false);
  const [placing, setPlacing] = useState(false);

  /** Set once the order is placed: the button stays in its processing state until the confirmation loads. */
  const leaving = useRef(false);

  function finish(order: Order): void {
    leaving.current = true;
    // The summary stays on screen until the confirmation page replaces it (that page clears what is left of the cart in this tab).
    goToConfirmation(order, props.links.confirmation);
  }

  /** Back to billing with the cart as the API now has it (made again when it is gone), addresses put back. */
  async function backToBilling(message: string, previous: Cart | null): Promise<void> {
    const fresh = await state.inSession(async (calls, api) => {
      let cart = await calls.load(api, state.registered);
      if (!cart) return null;
      const shipping: CheckoutAddress | null = previous?.shippingAddress ? checkoutAddressOf(addressValuesOf(previous.shippingAddress, props.country)) : null;
      const billing: CheckoutAddress | null = previous?.billingAddress ? checkoutAddressOf(addressValuesOf(previous.billingAddress, props.country)) : null;
      if (!cart.shippingAddress && shipping) cart = await calls.shippingAddress(api, shipping);
      if (!cart.billingAddress && billing) cart = await calls.billingAddress(api, billing);
      // The card or pay-later approval that failed is taken off: the card fields (or Klarna) come back for another try.
      for (const card of instrumentsOf(cart).filter((entry) => COVERING_METHODS.has(entry.method))) cart = await calls.removePayment(api, card.id);
      return cart;
    }).catch(() => $cartDetails.get());
    state.go('billing', { from: fresh });
    state.setError('payment', message);
  }

  async function challenge(order: Order, flash: OrderFlash, previous: Cart | null): Promise<void> {
    const action = flash.action!;
    const result = await new Promise<ThreeDs2Result | null>((resolve) => {
      let settled = false;
      const settle = (value: ThreeDs2Result | null) => {
        if (settled) return;
        settled = true;
        stop();
        resolve(value);
      };
      // Closing the dialog without an answer is a challenge not passed.
      const stop = $dialogs.listen((open) => { if (!open) settle(null); });
      void openDialog('three-d-secure', {
        title: t('threeDSTitle'), intro: t('threeDSIntro'), frameTitle: t('threeDSFrameTitle'), checking: t('threeDSChecking'),
        url: processorFrameUrl(action.url, window.location.href, props.target.locale).toString(), onResult: (value: ThreeDs2Result) => settle(value),
      });
    });
    closeDialog();
    if (!result) return backToBilling(t('paymentAuthenticationError'), previous);
    try {
      const patched = await state.inSession((calls, api) => calls.patch(api, order.orderNumber, {
        paymentMethod: { code: 'CREDIT_CARD', additionalData: { threeDS2Result: result } }, ...(order.st ? { st: order.st } : {}),
      }));
      if (patched.processing === 'finalized' && !flashOf(patched, 'PaymentNotAuthorized')) return finish({ ...patched, st: patched.st ?? order.st });
      return backToBilling(t('paymentAuthenticationError'), previous);
    } catch {
      return backToBilling(t('paymentAuthenticationError'), previous);
    }
  }

  async function afterOrder(order: Order, previous: Cart | null): Promise<void> {
    const auth = flashOf(order, 'PaymentNotAuthorized');
    if (auth?.action) return challenge(order, auth, previous);
    if (flashOf(order, 'ProductLineItemFullInventoryMissing')) {
      state.setError('top', t('orderCanNotBeCompletedOOS'));
      return;
    }
    if (auth || order.processing === 'failed') return backToBilling(t('paymentAuthenticationError'), previous);
    finish(order);
  }

  async function place(): Promise<void> {
    if (inFlight.current) return; // a second press while the first is on its way does nothing
    inFlight.current = true;
    setPlacing(true);
    state.setError('top', null);
    const previous = $cartDetails.get();
    try {
      let body: PlaceOrderRequest;
      if (pending.current) {
        body = JSON.parse(pending.current.body) as PlaceOrderRequest; // the same attempt again: no new prepare, the same key
      } else {
        const prepared = await state.inSession((calls, api) => calls.prepare(api));
        if (prepared.flash.some((flash) => flash.type === 'ProductLineItemFullInventoryMissing')) {
          state.setError('top', t('orderCanNotBeCompletedOOS'));
          return;
        }
        body = placeOrderBody(prepared, props.recaptcha);
      }
      const attempt = attemptFor(pending.current, body);
      pending.current = attempt;
      let order: Order;
      try {
        order = await state.inSession((calls, api) => calls.place(api, JSON.parse(attempt.body) as PlaceOrderRequest, attempt.key));
      } catch (error) {
        if (!keepsAttempt(statusOf(error))) pending.current = null;
        throw error;
      }
      pending.current = null;
      await afterOrder(order, previous);
    } catch (error) {
      const id = checkoutErrorId(error);
      if (id && PAYMENT_FAILURES.has(id)) await backToBilling(checkoutErrorText(t, error), previous);
      else state.setError('top', checkoutErrorText(t, error));
    } finally {
      if (!leaving.current) {
        inFlight.current = false;
        setPlacing(false);
      }
    }
  }

  return { place, placing };
}
