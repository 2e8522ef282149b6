import type { Cart } from '../../schemas/commerce/cart';
import type { CheckoutAddress } from '../../schemas/commerce/checkout';
import type { Order } from '../../schemas/commerce/orders';
import { setShippingMethod } from '../../src/lib/api/cart';
import type { ApiClient } from '../../src/lib/api/client';
import {
  addPaymentInstrument, getPaypalSession, placeOrder, removeBillingAddress, removePaymentInstrument, removeShippingAddress, setBillingAddress, setShippingAddress,
} from '../../src/lib/api/checkout';
import { changeCart, loadStoredCart } from '../../src/lib/cart/cart-calls';
import { instrumentsOf } from '../../src/lib/checkout/cart-progress';
import { errorText, translator } from '../../src/shared/i18n/translator';
import { formatMoney } from '../../src/shared/i18n/money';
import type { LocaleCode } from '../../src/shared/i18n/sites';
import { withSession } from '../../src/lib/session/tokens';
import { apiFailureOf } from '../../src/lib/api/api-error';
import { placeOrderBody } from '../checkout/place-order';
import type { ApiTarget } from '../shared/api-target';
import { browserApi } from '../shared/browser-api';
import { approveInPaypal } from './paypal-approval';
import type { PaypalExpressTexts } from './paypal-express-texts';

export interface PaypalExpressRun {
  readonly target: ApiTarget & { readonly locale: LocaleCode };
  readonly texts: PaypalExpressTexts;
  readonly recaptcha: string;
  /** Where it started (paymentSession's referer): the cart page or a product page. */
  readonly referer: 'cart' | 'pdp';
  /** A product page first adds its item (the cart it answers is the one paid), and can take it off again. */
  readonly prepare?: (api: ApiClient) => Promise<ExpressStart>;
}

/** The cart an express run starts from, and how to undo what was done to make it (a product page's add). */
export interface ExpressStart {
  readonly cart: Cart;
  readonly undo?: (api: ApiClient) => Promise<void>;
}

export type PaypalExpressResult = { readonly order: Order } | { readonly message: string };

/** What the express run may change, to put back when it fails (spec: failures leave the cart as it was). */
interface Before {
  readonly shippingAddress: Cart['shippingAddress'];
  readonly billingAddress: Cart['billingAddress'];
  readonly undo?: ((api: ApiClient) => Promise<void>) | undefined;
}

function addressOf(stored: Record<string, unknown>): CheckoutAddress {
  const { context: _context, countryCode: _countryCode, ...fields } = stored;
  return fields as unknown as CheckoutAddress;
}

/** Takes the PayPal instrument off and puts the addresses back as they were (best effort: the cart is still usable either way). */
async function restore(api: ApiClient, before: Before): Promise<void> {
  try {
    let cart = await loadStoredCart(api);
    if (!cart) return;
    for (const held of instrumentsOf(cart).filter((entry) => entry.method === 'PAYPAL')) {
      cart = await changeCart(api, ({ basketId }) => removePaymentInstrument(api, basketId, held.id));
    }
    if (cart.shippingAddress?.context === 'PAYPAL_EXPRESS') {
      const previous = before.shippingAddress;
      cart = await changeCart(api, ({ basketId }) => (previous ? setShippingAddress(api, basketId, [addressOf(previous)]) : removeShippingAddress(api, basketId)));
    }
    if (!before.billingAddress && cart.billingAddress) await changeCart(api, ({ basketId }) => removeBillingAddress(api, basketId));
    else if (before.billingAddress && JSON.stringify(before.billingAddress) !== JSON.stringify(cart.billingAddress)) {
      await changeCart(api, ({ basketId }) => setBillingAddress(api, basketId, addressOf(before.billingAddress!)));
    }
    await before.undo?.(api);
  } catch {
    // The shopper sees the failure message; the checkout corrects anything left over.
  }
}

/**
 * PayPal express (spec §4): a PayPal order for the cart, the buyer's approval in PayPal's window;
 * on authorization the approved order pays the cart and its shipping address comes from PayPal
 * (context PAYPAL_EXPRESS), the shipping method is set, and on the provider's return with the
 * details the order is placed. Any failure shows the §8 message and leaves the cart as it was.
 */
export async function runPaypalExpress(run: PaypalExpressRun): Promise<PaypalExpressResult> {
  const t = translator(run.texts, run.target.locale.slice(0, 2));
  return withSession(browserApi(run.target), async (api) => {
    let before: Before | null = null;
    try {
      const begun: ExpressStart | null = run.prepare ? await run.prepare(api) : await loadStoredCart(api).then((cart) => (cart ? { cart } : null));
      const start = begun?.cart;
      if (!start || start.items.length === 0) return { message: t('somethingWentWrong') };
      before = { shippingAddress: start.shippingAddress, billingAddress: start.billingAddress, undo: begun.undo };
      const session = await getPaypalSession(api, start.basketId, run.referer);
      const orderId = await approveInPaypal(session, {
        title: t('paypalTitle'), frameTitle: t('paypalFrameTitle'),
        intro: (amount) => t('paypalIntro', { amount: formatMoney(amount, session.meta.currency, run.target.locale) }),
      });
      if (!orderId) {
        await restore(api, before);
        return { message: t('paypalNotApproved') };
      }
      // Authorization: the approved order pays the cart, and PayPal's buyer address becomes its shipping address.
      await changeCart(api, ({ basketId }) => addPaymentInstrument(api, basketId, { payment_method_id: 'PAYPAL', orderId }));
      let cart = await changeCart(api, ({ basketId }) => setShippingAddress(api, basketId, [{ country: start.country }], undefined, 'PAYPAL_EXPRESS'));
      const home = cart.shippingMethods.find((shipment) => shipment.shippingId === 'me');
      const method = home?.selectedShippingMethod ?? home?.applicableShippingMethods[0];
      if (home && method) cart = await changeCart(api, ({ basketId }) => setShippingMethod(api, { cartId: basketId, shippingId: 'me', code: method.code, shopperAppliedSM: false }));
      // The provider's return with the details: place the order.
      const order = await placeOrder(api, placeOrderBody(cart, run.recaptcha), crypto.randomUUID());
      if (order.processing !== 'finalized' || order.flash.some((flash) => flash.type === 'ProductLineItemFullInventoryMissing')) {
        await restore(api, before);
        return { message: order.flash.some((flash) => flash.type === 'ProductLineItemFullInventoryMissing') ? t('orderCanNotBeCompletedOOS') : t('error_PAY400') };
      }
      return { order };
    } catch (error) {
      if (before) await restore(api, before);
      return { message: errorText(t, apiFailureOf(error)) };
    }
  });
}
