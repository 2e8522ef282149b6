import { useEffect, useMemo, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { Cart, CustomerNotification, FlashMessage, SavedForLater } from '../../schemas/commerce/cart';
import type { ApiClient } from '../../src/lib/api/client';
import { cartErrorText, errorIdOf } from '../../src/lib/cart/cart-messages';
import { $cart, $cartDetails } from '../../src/stores/cart';
import { showToast } from '../../src/stores/toasts';
import { $session } from '../../src/stores/session';
import { translatorOf, type CartContext } from './cart-context';
import type { CartCalls } from './cart-page-api';
import { handleInvalidCustomer } from './invalid-customer';
import { retryingLoader } from '../../src/shared/retrying-loader';
import { hasCartToRead } from '../../src/lib/cart/cart-to-read';

export type LoadStatus = 'loading' | 'ready' | 'failed';

const cartPageApi = retryingLoader(() => import('./cart-page-api'));

/**
 * The calls start loading while the island hydrates (its first render, see cart-page-api.ts) when
 * there is a cart to read; only in the browser. Without one they load on first use.
 */
function startLoadingCalls(): null {
  if (typeof window !== 'undefined' && hasCartToRead()) void cartPageApi().catch(() => undefined);
  return null;
}

/** What the last answers had to tell: §8 flashes and §4 notices, kept until the next answer that has some. */
export interface CartNews {
  readonly flash: readonly FlashMessage[];
  readonly notifications: readonly CustomerNotification[];
}

export interface CartCallOptions {
  /** Where a failure is shown: at a line (its id), at the coupon field, or on top. */
  readonly errorAt?: { readonly itemId: string } | 'coupon' | 'top';
  /** A configured message instead of the error's own (remove: 'Unable to remove item…'). */
  readonly failureText?: string;
  /** The limit ADDED_MAX_QUANTITY names. */
  readonly maxQty?: number;
}

/**
 * State and calls of the cart page: the cart is $cartDetails (so quick shop's updates and other
 * islands show at once), read once on load with the supply check; saved for later for registered
 * shoppers. Every call runs in the session; INVALID_CUSTOMER clears and reloads (§4); other
 * failures are shown where they belong (§8: item errors at the line, coupon errors at the input,
 * others on top).
 */
export function useCartPage(context: CartContext) {
  useState(startLoadingCalls);
  const t = useMemo(() => translatorOf(context), [context]);
  const cart = useStore($cartDetails);
  const session = useStore($session);
  const [status, setStatus] = useState<LoadStatus>('loading');
  const [saved, setSaved] = useState<SavedForLater | null>(null);
  const [news, setNews] = useState<CartNews>({ flash: [], notifications: [] });
  const [lineErrors, setLineErrors] = useState<Readonly<Record<string, string>>>({});
  const [couponError, setCouponError] = useState<string | null>(null);
  const [topError, setTopError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  /** A call in the shopper's session, once the page's calls have loaded. */
  async function inSession<T>(work: (calls: CartCalls, api: ApiClient) => Promise<T>): Promise<T> {
    const { inSession: run, cartCalls } = await cartPageApi();
    return run(context.target, (api) => work(cartCalls, api));
  }
  const registered = session.status === 'registered';

  function take(answer: Cart | null): void {
    if (!answer) return;
    if (answer.saveForLater) setSaved(answer.saveForLater);
    if (answer.flash.length > 0 || answer.customerNotifications.length > 0) setNews({ flash: answer.flash, notifications: answer.customerNotifications });
  }

  async function load(): Promise<void> {
    setStatus('loading');
    try {
      const registeredNow = $session.get().status === 'registered';
      const hadItems = $cart.get().totalItems > 0;
      // No stored cart and no account: nothing to ask (the call would answer null).
      const answer = hasCartToRead() ? await inSession((calls, api) => calls.load(api, registeredNow)) : null;
      take(answer);
      // The cart is gone and nothing was left to put back (§8 cartExpiredMessage).
      if (!answer && hadItems) showToast({ title: t('cartExpiredMessage'), kind: 'info' });
      if (registeredNow && !answer?.saveForLater) setSaved(await inSession((calls, api) => calls.savedForLater(api)).catch(() => null));
      setStatus('ready');
    } catch (error) {
      if (errorIdOf(error) === 'INVALID_CUSTOMER') {
        handleInvalidCustomer(context);
        setStatus('ready');
        return;
      }
      setStatus('failed');
    }
  }

  useEffect(() => {
    void load();
  }, []);

  /** Runs a cart call; answers whether it succeeded. `key` marks what is busy meanwhile (a line id, 'coupon', ...). */
  async function call(key: string, action: (calls: CartCalls, api: ApiClient) => Promise<Cart | SavedForLater | void>, options: CartCallOptions = {}): Promise<boolean> {
    const where = options.errorAt ?? 'top';
    setBusy(key);
    if (where === 'coupon') setCouponError(null);
    else if (where === 'top') setTopError(null);
    else setLineErrors(({ [where.itemId]: _dropped, ...rest }) => rest);
    try {
      const answer = await inSession(action);
      if (answer && 'basketId' in answer) take(answer);
      else if (answer) setSaved(answer);
      return true;
    } catch (error) {
      if (errorIdOf(error) === 'INVALID_CUSTOMER') {
        handleInvalidCustomer(context);
        return false;
      }
      if (errorIdOf(error) === 'ITEM_NO_LONGER_AVAILABLE') {
        // §8: reload the cart and show its flash messages.
        void load();
        return false;
      }
      const text = options.failureText ?? cartErrorText(t, error, { maxQty: options.maxQty });
      if (where === 'coupon') setCouponError(text);
      else if (where === 'top') setTopError(text);
      else setLineErrors((errors) => ({ ...errors, [where.itemId]: text }));
      return false;
    } finally {
      setBusy(null);
    }
  }

  return { t, cart, status, saved, news, lineErrors, couponError, topError, busy, registered, load, call, setTopError };
}

export type CartPageState = ReturnType<typeof useCartPage>;
