import type { Order } from '@schemas/commerce/orders';
import { $cart, EMPTY_CART } from '@stores/cart';
import { setPersisted } from '@stores/persistent';
import { saveLastOrder } from './last-order';

/**
 * Where an order was bought from when not from the checkout (spec §2: the confirmation's storeContext): a
 * product page's wallet, which paid a buy-now basket (src/lib/checkout/buy-now.ts), not the shopper's cart.
 */
export type StoreContext = 'paypalPdp' | 'applePayPdp';

/** Whether an order bought from this storeContext paid a buy-now basket, so the shopper's cart is kept (one rule for the handover and the confirmation page). */
export function paidBuyNowBasket(storeContext: string | null | undefined): boolean {
  return storeContext === 'paypalPdp' || storeContext === 'applePayPdp';
}

/**
 * An order is placed: hand it to the confirmation page (this tab's storage), reset the cart (§4:
 * the header count goes to 0) and go to /order-confirmation with its number (and storeContext when
 * bought from a product page). The checkout and the express buttons leave the same way. An order
 * from a product page paid its own buy-now basket: the shopper's cart is kept as it is.
 */
export function goToConfirmation(order: Order, confirmationHref: string, storeContext?: StoreContext): void {
  saveLastOrder(order);
  if (!paidBuyNowBasket(storeContext)) setPersisted($cart, { ...EMPTY_CART, favoriteId: $cart.get().favoriteId });
  const url = new URL(confirmationHref, window.location.href);
  url.searchParams.set('orderNumber', order.orderNumber);
  if (storeContext) url.searchParams.set('storeContext', storeContext);
  window.location.assign(`${url.pathname}${url.search}`);
}
