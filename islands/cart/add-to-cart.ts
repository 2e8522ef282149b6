import type { Cart } from '../../schemas/commerce/cart';
import { addToCart, updateCartLine, type CartItemIntent, type LineUpdate } from '../../src/lib/cart/add-to-cart';
import { cartErrorText, errorIdOf } from '../../src/lib/cart/cart-messages';
import { loadCartMessages } from '../../src/shared/i18n/messages/cart/load';
import { withSession } from '../../src/lib/session/tokens';
import { closeDialog, openDialog } from '../../src/stores/dialogs';
import { showToast } from '../../src/stores/toasts';
import { browserApi } from '../shared/browser-api';
import type { ApiTarget } from '../shared/api-target';
import type { PaypalExpressProps } from '../wallets/PaypalExpressButton';
import { cartLinks, localeOf, translatorOf, type CartContext } from './cart-context';
import { handleInvalidCustomer } from './invalid-customer';

/*
 * What the buy box (product page and quick shop) calls to put an item in the cart, loaded with
 * import() on the shopper's click, never imported statically: the cart client, its schemas and
 * texts stay out of a page's first JavaScript.
 */

export type AddToCartRequest = (
  | { readonly kind: 'add'; readonly target: ApiTarget; readonly intent: CartItemIntent }
  | { readonly kind: 'update'; readonly target: ApiTarget; readonly intent: LineUpdate }
) & {
  /** The page's PayPal express props, when it offers PayPal: the mini cart shows the button. */
  readonly paypal?: PaypalExpressProps | undefined;
};

async function contextFor(target: ApiTarget, paypal: PaypalExpressProps | undefined): Promise<CartContext> {
  const locale = localeOf(target);
  return { target: { ...target, locale }, texts: await loadCartMessages(locale), links: cartLinks(locale), ...(paypal ? { paypal } : {}) };
}

/**
 * The add (or, in update context, the line update) with the §4 rules, then what the shopper
 * sees: on success the mini cart opens on the item and `successfullyAddedToCart` shows (an
 * update closes quick shop and says `cartItemQuantityEdited`); on failure an error toast with
 * the cart's message. Answers the cart, or null when it failed.
 */
export async function requestAddToCart(request: AddToCartRequest): Promise<Cart | null> {
  const context = await contextFor(request.target, request.paypal);
  const t = translatorOf(context);
  const api = browserApi(request.target);
  try {
    const cart = await withSession(api, (authorized) =>
      request.kind === 'add' ? addToCart(authorized, request.intent) : updateCartLine(authorized, request.intent));
    if (request.kind === 'update') {
      closeDialog();
      showToast({ title: t('cartItemQuantityEdited'), kind: 'success' });
      return cart;
    }
    const added = cart.items.find((item) => item.variantId === request.intent.variantId && !item.bonus);
    showToast({ title: t('successfullyAddedToCart'), message: added?.name, kind: 'success' });
    await openDialog('mini-cart', { title: t('miniCartTitle'), context, addedItemId: added?.id ?? null });
    return cart;
  } catch (error) {
    if (errorIdOf(error) === 'INVALID_CUSTOMER') {
      handleInvalidCustomer(context);
      return null;
    }
    showToast({ title: t('addToCartFailed'), message: cartErrorText(t, error), kind: 'error' });
    return null;
  }
}
