import { $cart } from '../../stores/cart';
import { $session } from '../../stores/session';

/**
 * Whether the cart and checkout pages have a cart to read (loadStoredCart in cart-calls.ts): a
 * stored cart, or a registered shopper (the account's cart). Otherwise there is nothing to ask the
 * API, so those pages show their empty state without loading their calls (the typed client, the
 * session and the zod contracts: about 34 KB gzip) or making a guest session (issue 17). The calls
 * load on first use, or when a cart appears.
 */
export function hasCartToRead(): boolean {
  return $cart.get().basketId !== null || $session.get().status === 'registered';
}
