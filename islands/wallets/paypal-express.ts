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
import { intlTagOf } from '../../src/shared/i18n/messages/language';
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
  /** A product page first puts its item into a buy-now basket (the basket it answers is the one paid). */
  readonly prepare?: (api: ApiClient) => Promise<ExpressStart>;
}

/** The cart an express run pays: the shopper's cart, or a product page's buy-now basket. */
export interface ExpressStart {
  readonly cart: Cart;
  /**
   * A buy-now basket (src/lib/checkout/buy-now.ts): every call names it, its answers are not the shopper's
   * cart, and a failure lets it go with nothing to put back.
   */
  readonly buyNow?: boolean;
}

export type PaypalExpressResult = { readonly order: Order } | { readonly message: string };

/** What the express run may change in the shopper's cart, to put back when it fails (spec: failures leave the cart as it was). */
interface Before {
  readonly shippingAddress: Cart['shippingAddress'];
  readonly billingAddress: Cart['billingAddress'];
}

/** A write to the cart being paid: the shopper's shown cart (adopted, made again if gone), or the buy-now basket by its id. */
type BasketWrite = (write: (basketId: string) => Promise<Cart>) => Promise<Cart>;

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
  } catch {
    // The shopper sees the failure message; the checkout corrects anything left over.
  }
}

/**
 * PayPal express (spec §4): a PayPal order for the cart, the buyer's approval in PayPal's window;
 * on authorization the approved order pays the cart and its shipping address comes from PayPal
 * (context PAYPAL_EXPRESS), the shipping method is set, and on the provider's return with the
 * details the order is placed. Any failure shows the §8 message and leaves the cart as it was
 * (from a product page the shopper's cart was never touched: the buy-now basket is let go).
 */
export async function runPaypalExpress(run: PaypalExpressRun): Promise<PaypalExpressResult> {
  const t = translator(run.texts, intlTagOf(run.target.locale));
  return withSession(browserApi(run.target), async (api) => {
    let before: Before | null = null;
    try {
      const begun: ExpressStart | null = run.prepare ? await run.prepare(api) : await loadStoredCart(api).then((cart) => (cart ? { cart } : null));
      const start = begun?.cart;
      if (!start || start.items.length === 0) return { message: t('somethingWentWrong') };
      const buyNow = begun.buyNow === true;
      const onBasket: BasketWrite = buyNow ? (write) => write(start.basketId) : (write) => changeCart(api, ({ basketId }) => write(basketId));
      if (!buyNow) before = { shippingAddress: start.shippingAddress, billingAddress: start.billingAddress };
      const session = await getPaypalSession(api, start.basketId, run.referer);
      const orderId = await approveInPaypal(session, {
        title: t('paypalTitle'), frameTitle: t('paypalFrameTitle'),
        intro: (amount) => t('paypalIntro', { amount: formatMoney(amount, session.meta.currency, run.target.locale) }),
      });
      if (!orderId) {
        if (before) await restore(api, before);
        return { message: t('paypalNotApproved') };
      }
      // Authorization: the approved order pays the cart, with its home delivery method.
      let cart = await onBasket((basketId) => addPaymentInstrument(api, basketId, { payment_method_id: 'PAYPAL', orderId }));
      const home = cart.shippingMethods.find((shipment) => shipment.shippingId === 'me');
      const method = home?.selectedShippingMethod ?? home?.applicableShippingMethods[0];
      if (home && method) cart = await onBasket((basketId) => setShippingMethod(api, { cartId: basketId, shippingId: 'me', code: method.code, shopperAppliedSM: false }));
      // PayPal's buyer address becomes the shipping address, the last change before placing: it re-prices the cart
      // (the state's tax) and the API patches PayPal's order to the new amount, so the two are the same at placement.
      cart = await onBasket((basketId) => setShippingAddress(api, basketId, [{ country: start.country }], undefined, 'PAYPAL_EXPRESS', buyNow ? basketId : undefined));
      // The provider's return with the details: place the order.
      const order = await placeOrder(api, placeOrderBody(cart, run.recaptcha), crypto.randomUUID());
      if (order.processing !== 'finalized' || order.flash.some((flash) => flash.type === 'ProductLineItemFullInventoryMissing')) {
        if (before) await restore(api, before);
        return { message: order.flash.some((flash) => flash.type === 'ProductLineItemFullInventoryMissing') ? t('orderCanNotBeCompletedOOS') : t('error_PAY400') };
      }
      return { order };
    } catch (error) {
      if (before) await restore(api, before);
      return { message: errorText(t, apiFailureOf(error)) };
    }
  });
}
