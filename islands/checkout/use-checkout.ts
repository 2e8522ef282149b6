import { useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { Cart } from '../../schemas/commerce/cart';
import type { ApiClient } from '../../src/lib/api/client';
import { ApiRequestError } from '../../src/lib/api/api-error';
import { checkoutErrorId, checkoutErrorText } from '../../src/lib/checkout/checkout-messages';
import { progressOf } from '../../src/lib/checkout/cart-progress';
import { reachableStep, stepOfPath, stepPath, type CheckoutStep } from '../../src/lib/checkout/steps';
import { $cartDetails } from '../../src/stores/cart';
import { $session } from '../../src/stores/session';
import { readAssociate } from '../../src/lib/session/associate-storage';
import type { CheckoutCalls } from './checkout-calls';
import { expressCheckout } from './express';
import { translatorOfCheckout, type CheckoutProps } from './checkout-context';
import { retryingLoader } from '../../src/shared/retrying-loader';
import { hasCartToRead } from '../../src/lib/cart/cart-to-read';

export type LoadStatus = 'loading' | 'ready' | 'failed';

const checkoutCallsModule = retryingLoader(() => import('./checkout-calls'));

/**
 * The calls start loading while the island hydrates (its first render) when there is a cart to
 * read; only in the browser. Without one checkout shows its empty state and they load on first use.
 */
function startLoadingCalls(): null {
  if (typeof window !== 'undefined' && hasCartToRead()) void checkoutCallsModule().catch(() => undefined);
  return null;
}

/** Where a failure is shown: on top of the step (announced), or at a field of it. */
export type ErrorPlace = 'top' | 'gift-card' | 'rewards' | 'payment' | 'collection';

/**
 * State and calls of checkout: the cart is $cartDetails (read once with the supply check), the
 * step follows the URL (/checkout/{step}) but never skips one the cart is not ready for, and every
 * call runs in the shopper's session with its failure shown in the §8 terms where it belongs.
 */
export function useCheckout(props: CheckoutProps) {
  useState(startLoadingCalls);
  const t = useMemo(() => translatorOfCheckout(props.texts, props.target.locale), [props.texts, props.target.locale]);
  const cart = useStore($cartDetails);
  const session = useStore($session);
  const [status, setStatus] = useState<LoadStatus>('loading');
  const [step, setStep] = useState<CheckoutStep>('shipping');
  const [busy, setBusy] = useState<string | null>(null);
  const [errors, setErrors] = useState<Partial<Record<ErrorPlace, string>>>({});
  /** Moves focus to the step heading after a step change (not on the first render). */
  const focusHeading = useRef(false);
  // An associate acting for a customer checks out with the customer's account (their saved addresses).
  const registered = session.status === 'registered' || Boolean(readAssociate()?.customer);

  async function inSession<T>(work: (calls: CheckoutCalls, api: ApiClient) => Promise<T>): Promise<T> {
    const { inSession: run, checkoutCalls } = await checkoutCallsModule();
    return run(props.target, (api) => work(checkoutCalls, api));
  }

  /** Shows a step: the URL says which (history entry per step, so Back works), focus goes to its heading. */
  function go(asked: CheckoutStep, options: { replace?: boolean; focus?: boolean; from?: Cart | null } = {}): CheckoutStep {
    const current = options.from ?? $cartDetails.get();
    const shown = current ? reachableStep(asked, progressOf(current)) : 'shipping';
    const path = stepPath(props.links.checkout, shown);
    if (typeof window !== 'undefined' && `${window.location.pathname}${window.location.search}` !== path) {
      window.history[options.replace ? 'replaceState' : 'pushState']({ step: shown }, '', path);
    }
    focusHeading.current = options.focus ?? true;
    setStep(shown);
    return shown;
  }

  async function load(): Promise<Cart | null> {
    setStatus('loading');
    try {
      // No stored cart and no account: nothing to ask (the call would answer null).
      const signedIn = $session.get().status === 'registered' || Boolean(readAssociate()?.customer);
      let answer = hasCartToRead() ? await inSession((calls, api) => calls.load(api, signedIn)) : null;
      const named = stepOfPath(window.location.pathname);
      // §4 express checkout: arriving at /checkout itself, a signed-in shopper with defaults lands on summary.
      const express = answer && answer.items.length > 0 && signedIn && named === null
        ? await expressCheckout(inSession, answer, props.country)
        : null;
      if (express) answer = express;
      const asked = express ? 'summary' : named ?? 'shipping';
      if (answer) go(asked, { replace: true, focus: false, from: answer });
      setStatus('ready');
      return answer;
    } catch {
      setStatus('failed');
      return null;
    }
  }

  useEffect(() => {
    void load();
    const onPop = () => go(stepOfPath(window.location.pathname) ?? 'shipping', { replace: true });
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  function setError(place: ErrorPlace, text: string | null): void {
    setErrors(({ [place]: _dropped, ...rest }) => (text ? { ...rest, [place]: text } : rest));
  }

  /** Runs a call; answers its result, or undefined after showing its failure at `place`. */
  async function call<T>(key: string, work: (calls: CheckoutCalls, api: ApiClient) => Promise<T>, place: ErrorPlace = 'top'): Promise<T | undefined> {
    setBusy(key);
    setError(place, null);
    try {
      return await inSession(work);
    } catch (error) {
      setError(place, checkoutErrorText(t, error));
      return undefined;
    } finally {
      setBusy(null);
    }
  }

  return { t, cart, status, step, busy, errors, registered, focusHeading, go, load, call, inSession, setError, setBusy };
}

export type CheckoutState = ReturnType<typeof useCheckout>;

/** The HTTP status of a failed call, or null when no answer came (network). */
export function statusOf(error: unknown): number | null {
  return error instanceof ApiRequestError ? error.status : null;
}

export { checkoutErrorId };
