import type { Order } from '@schemas/commerce/orders';

/**
 * The order just placed, handed from checkout to the confirmation page in this tab's
 * sessionStorage (with the guest's access token, which never goes into a URL). The confirmation
 * page shows it at once; a signed-in shopper's page reads it again from the API when it is gone.
 */
const KEY = 'storefront:last-order';

export function saveLastOrder(order: Order, storage: Pick<Storage, 'setItem'> = sessionStorage): void {
  try {
    storage.setItem(KEY, JSON.stringify(order));
  } catch {
    // Storage full or refused: the confirmation page reads the order from the API instead.
  }
}

/** The order kept for this order number, or null. Checked by hand for the fields the page shows. */
export function readLastOrder(orderNumber: string | null, storage: Pick<Storage, 'getItem'> = sessionStorage): Order | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const order = value as Order;
    if (typeof order.orderNumber !== 'string' || !Array.isArray(order.items) || typeof order.totals !== 'object') return null;
    return orderNumber === null || order.orderNumber === orderNumber ? order : null;
  } catch {
    return null;
  }
}
