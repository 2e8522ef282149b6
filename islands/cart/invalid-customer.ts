import { browserReloadEnvironment, scheduleInvalidCustomerReload } from '../../src/lib/cart/invalid-customer';
import { clearStoredCart } from '../../src/stores/cart';
import { showToast } from '../../src/stores/toasts';
import { translatorOf, type CartContext } from './cart-context';

/**
 * §4 invalid customer: the stored cart is cleared (the favorites list id stays), an error toast
 * says why, and the page reloads 4 s later (unless it reloaded for this in the last 10 s).
 */
export function handleInvalidCustomer(context: CartContext): void {
  clearStoredCart({ keepFavorites: true });
  showToast({ title: translatorOf(context)('invalidCustomerCart'), kind: 'error' });
  scheduleInvalidCustomerReload(browserReloadEnvironment());
}
