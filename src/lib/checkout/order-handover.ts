import type { Order } from '@schemas/commerce/orders';
import { $cart, EMPTY_CART } from '@stores/cart';
import { setPersisted } from '@stores/persistent';
import { saveLastOrder } from './last-order';

/** Where an order was bought from when not from the checkout (spec §2: the confirmation's storeContext). */
export type StoreContext = 'paypalPdp' | 'applePayPdp';

/**
 * An order is placed: hand it to the confirmation page (this tab's storage), reset the cart (§4:
 * the header count goes to 0) and go to /order-confirmation with its number (and storeContext when
 * bought from a product page). The checkout and the express buttons leave the same way.
 */
export function goToConfirmation(order: Order, confirmationHref: string, storeContext?: StoreContext): void {
  saveLastOrder(order);
  setPersisted($cart, { ...EMPTY_CART, favoriteId: $cart.get().favoriteId });
  const url = new URL(confirmationHref, window.location.href);
  url.searchParams.set('orderNumber', order.orderNumber);
  if (storeContext) url.searchParams.set('storeContext', storeContext);
  window.location.assign(`${url.pathname}${url.search}`);
}
