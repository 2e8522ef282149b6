/**
 * The in-store associate's session (spec §3 buy-in-store session, §6): kept in sessionStorage, so
 * it belongs to one tab and ends when the tab closes. It holds the associate's own token (kind
 * 'agent', short-lived, no refresh: docs/decisions.md "associate tokens"), which the typed client
 * sends as a Bearer header instead of the shopper's cookie while it lives. Imports nothing, so
 * small page scripts (the hearts, the associate bar's hydration) can ask whether one exists.
 */
export const ASSOCIATE_STORAGE_KEY = 'storefront_associate';

/**
 * Set in localStorage while the browser's stored cart is a customer's (the cart store is in
 * localStorage, shared by the browser's tabs); a page that finds it without an associate session in
 * its tab forgets that cart first thing (ASSOCIATE_HEAD_SCRIPT in src/lib/csp/inline-scripts.mjs).
 */
export const ASSOCIATE_CART_MARK = 'storefront_associate_cart';

/** Marks (or unmarks) the stored cart as a customer's. */
export function markCustomerCart(marked: boolean): void {
  try {
    if (marked) localStorage.setItem(ASSOCIATE_CART_MARK, '1');
    else localStorage.removeItem(ASSOCIATE_CART_MARK);
  } catch {
    // Storage refused: the associate logs out, which clears the cart anyway.
  }
}

export interface AssociateCustomer {
  readonly consumerId: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
}

export interface AssociateSession {
  readonly accessToken: string;
  /** Epoch milliseconds: after this the associate signs in again. */
  readonly expiresAt: number;
  readonly usid: string;
  readonly storeId: string;
  readonly storeName: string;
  readonly storeEmployeeId: string;
  readonly storeEmployeeName: string;
  readonly maxPriceAdjustmentPercent: number;
  /** Where the associate signs in again (the locale's /associate-login, with the site). */
  readonly loginPath: string;
  /** The customer acted for, once looked up. */
  readonly customer: AssociateCustomer | null;
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function readAssociate(): AssociateSession | null {
  const raw = storage()?.getItem(ASSOCIATE_STORAGE_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<AssociateSession>;
    if (typeof value.accessToken !== 'string' || typeof value.expiresAt !== 'number' || typeof value.storeId !== 'string' || typeof value.loginPath !== 'string') return null;
    return value as AssociateSession;
  } catch {
    return null;
  }
}

function announce(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent('storefront:store-changed', { detail: { key: ASSOCIATE_STORAGE_KEY } }));
}

export function storeAssociate(session: AssociateSession): void {
  storage()?.setItem(ASSOCIATE_STORAGE_KEY, JSON.stringify(session));
  announce();
}

export function clearAssociate(): void {
  storage()?.removeItem(ASSOCIATE_STORAGE_KEY);
  announce();
}

/** Whether an associate is signed in in this tab (expired or not: the bar still says who it was). */
export function associateSignedIn(): boolean {
  return readAssociate() !== null;
}

/**
 * The associate's token ran out (or was refused): the session is cleared and the associate is
 * sent to sign in again (spec §6: the associate returns to /associate-login).
 */
export function endExpiredAssociate(): void {
  const associate = readAssociate();
  if (!associate) return;
  clearAssociate();
  if (typeof window !== 'undefined') window.location.assign(`${associate.loginPath}${associate.loginPath.includes('?') ? '&' : '?'}expired=1`);
}
