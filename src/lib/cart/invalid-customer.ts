import { INVALID_CUSTOMER_RELOAD_DELAY_MS, RELOAD_GUARD_MS } from '../../../schemas/constants';

/** When this tab last reloaded for an invalid customer (sessionStorage: per tab, survives the reload). */
export const RELOAD_MARK_KEY = 'storefront:cart-reload-at';

export interface ReloadEnvironment {
  readonly now: () => number;
  readonly storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  readonly reload: () => void;
  readonly schedule: (run: () => void, ms: number) => void;
}

/**
 * Spec §4 and §9 invalid customer: the stored cart is cleared and an error toast shown by the
 * caller; the page reloads INVALID_CUSTOMER_RELOAD_DELAY_MS later, unless this tab already
 * reloaded for it within RELOAD_GUARD_MS (a cart that stays invalid must not reload the page
 * in a loop). Answers whether a reload was scheduled.
 */
export function scheduleInvalidCustomerReload(environment: ReloadEnvironment): boolean {
  const now = environment.now();
  let last = Number.NaN;
  try {
    last = Number(environment.storage?.getItem(RELOAD_MARK_KEY));
  } catch {
    // No storage: no guard either, but one reload per page still holds.
  }
  if (Number.isFinite(last) && last > 0 && now - last < RELOAD_GUARD_MS) return false;
  environment.schedule(() => {
    try {
      environment.storage?.setItem(RELOAD_MARK_KEY, String(environment.now()));
    } catch {
      // Storage full or disabled.
    }
    environment.reload();
  }, INVALID_CUSTOMER_RELOAD_DELAY_MS);
  return true;
}

/** The browser's environment for it. */
export function browserReloadEnvironment(): ReloadEnvironment {
  let storage: Storage | null = null;
  try {
    storage = window.sessionStorage;
  } catch {
    storage = null;
  }
  return { now: () => Date.now(), storage, reload: () => window.location.reload(), schedule: (run, ms) => void window.setTimeout(run, ms) };
}
