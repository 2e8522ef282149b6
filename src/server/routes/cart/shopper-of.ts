import type { Context, MiddlewareHandler } from 'hono';
import type { Shopper } from '../../domain/cart/shopper';
import type { ApiEnv } from '../../http/env';
import { requireSession } from '../consumer/require-session';
import { apiBaseOf } from '../products/cache';

/**
 * Cart and list routes need a session (a guest one is enough: the storefront makes one on the first
 * visit) and answer personal data, so nothing between the shopper and the API may keep a copy.
 */
export const cartSession: readonly MiddlewareHandler<ApiEnv>[] = [
  requireSession(),
  async (c, next) => {
    await next();
    c.header('cache-control', 'no-store');
  },
];

/**
 * The caller of a cart route as the cart sees it: the registered shopper (consumer id) or the guest
 * session (its usid, which outlives refresh rotation), and an associate's store when one is connected
 * (an associate acting for a customer holds the customer's cart: the session's consumer id is theirs).
 */
export function shopperOf(c: Context<ApiEnv>): Shopper {
  const session = c.var.session;
  return {
    siteId: c.var.siteId,
    locale: c.var.locale,
    owner: session.consumerId ? { kind: 'consumer', id: session.consumerId } : { kind: 'guest', id: session.usid },
    // Only an associate's own token kind acts as one (a session row with a store is not enough).
    associate: session.tokenKind === 'agent' && session.storeId && session.storeEmployeeId ? { employeeId: session.storeEmployeeId, storeId: session.storeId } : null,
    apiBase: apiBaseOf(c),
  };
}
