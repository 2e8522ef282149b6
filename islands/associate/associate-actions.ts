import type { Cart, PriceAdjustmentRequest } from '../../schemas/commerce/cart';
import type { ConsumerAddress } from '../../schemas/commerce/consumer';
import { agentLogin, signOutAgent } from '../../src/lib/api/auth';
import { addPriceAdjustment, createCart, removePriceAdjustment } from '../../src/lib/api/cart';
import { retrieveUserData } from '../../src/lib/api/consumer';
import { changeCart } from '../../src/lib/cart/cart-calls';
import { clearAssociate, markCustomerCart, readAssociate, storeAssociate, type AssociateSession } from '../../src/lib/session/associate-storage';
import { withSession } from '../../src/lib/session/tokens';
import { adoptCart, clearStoredCart } from '../../src/stores/cart';
import type { ApiTarget } from '../shared/api-target';
import { browserApi } from '../shared/browser-api';

/*
 * The associate's calls in the browser (spec §6 associate mode). Loaded with import() only (by the
 * sign-in page, the bar on every page and the cart's adjustments), so no page ships them before an
 * associate acts. Calls go through withSession, which sends the associate's token while one lives.
 */

/** Signs the associate in; the session goes to this tab's sessionStorage, and the tab starts with no cart of its own. */
export async function signInAssociate(target: ApiTarget, input: { storeEmployeeId: string; password: string; storeId?: string }, loginPath: string): Promise<AssociateSession> {
  const answer = await agentLogin(browserApi(target), input);
  const session: AssociateSession = {
    accessToken: answer.accessToken, expiresAt: Date.now() + answer.expiresIn * 1000, usid: answer.usid, storeId: answer.storeId,
    storeName: answer.storeName, storeEmployeeId: answer.storeEmployeeId, storeEmployeeName: answer.storeEmployeeName,
    maxPriceAdjustmentPercent: answer.maxPriceAdjustmentPercent, loginPath, customer: null,
  };
  clearStoredCart();
  storeAssociate(session);
  return session;
}

export interface FoundCustomer {
  readonly session: AssociateSession;
  readonly defaultShippingAddress: ConsumerAddress | null;
}

/** Looks the customer up (email or customer number) and takes their cart as the tab's cart. */
export async function lookUpCustomer(target: ApiTarget, query: string): Promise<FoundCustomer> {
  const value = query.trim();
  const byEmail = value.includes('@');
  return withSession(browserApi(target), async (api) => {
    const current = readAssociate();
    const found = await retrieveUserData(api, { ...(byEmail ? { email: value } : { consumerId: value }), ...(current ? { storeId: current.storeId } : {}) });
    const data = found.storeUserData!;
    const session: AssociateSession = { ...readAssociate()!, customer: { consumerId: found.consumerProfile.consumerId, ...data.details } };
    storeAssociate(session);
    clearStoredCart();
    markCustomerCart(true);
    adoptCart(await createCart(api));
    return { session, defaultShippingAddress: data.defaultShippingAddress };
  });
}

/** Ends the associate's session on the API and in the tab, forgets the customer's cart, and goes back to /associate-login. */
export async function logOutAssociate(target: ApiTarget): Promise<void> {
  const current = readAssociate();
  try {
    if (current && current.expiresAt > Date.now()) await signOutAgent(browserApi(target).with({ accessToken: current.accessToken, sessionTransport: undefined }));
  } catch {
    // The token ends on its own shortly; the tab forgets it either way.
  }
  clearAssociate();
  clearStoredCart();
  markCustomerCart(false);
  if (current) window.location.assign(`${current.loginPath}${current.loginPath.includes('?') ? '&' : '?'}signedOut=1`);
}

/** A price adjustment on the cart the page shows (the answer becomes the cart). */
export function adjustPrice(target: ApiTarget, body: PriceAdjustmentRequest): Promise<Cart> {
  return withSession(browserApi(target), (api) => changeCart(api, (cart) => addPriceAdjustment(api, cart.basketId, body)));
}

export function removeAdjustment(target: ApiTarget, adjustmentId: string): Promise<Cart> {
  return withSession(browserApi(target), (api) => changeCart(api, (cart) => removePriceAdjustment(api, cart.basketId, adjustmentId)));
}
