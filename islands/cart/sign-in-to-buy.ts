import type { CartItemIntent } from '../../src/lib/cart/add-to-cart';
import { $dialogs } from '../../src/stores/dialogs';
import { $session } from '../../src/stores/session';
import { requestSignIn } from '../../src/stores/sign-in-request';
import type { ApiTarget } from '../shared/api-target';

let pending: (() => void) | null = null;

/**
 * Spec §4 quick-shop footer: a guest presses sign-in-to-buy on a presale item; once signed in,
 * the add is tried again. Loaded on that click. The retry waits for $session to turn registered
 * (whatever signs the shopper in); closing the sign-in dialogs without signing in drops it, so a
 * later sign-in does not add an item the shopper walked away from.
 */
export function signInToBuy(target: ApiTarget, intent: CartItemIntent): void {
  pending?.();
  let dialogSeen = false;
  const stop = () => {
    offSession();
    offDialogs();
    pending = null;
  };
  const offSession = $session.listen((session) => {
    if (session.status !== 'registered') return;
    stop();
    void import('./add-to-cart').then(({ requestAddToCart }) => requestAddToCart({ kind: 'add', target, intent }));
  });
  const offDialogs = $dialogs.listen((dialog) => {
    if (dialog) dialogSeen = true;
    else if (dialogSeen && $session.get().status !== 'registered') stop();
  });
  pending = stop;
  requestSignIn({ reason: 'presale' });
}
