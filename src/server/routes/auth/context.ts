import type { Context, MiddlewareHandler } from 'hono';
import type { AuthSession, BrowserSession } from '../../../../schemas/commerce/auth';
import { identityOptions, type IdentityOverrides } from '../../domain/identity/options';
import { findConsumer } from '../../domain/identity/consumers';
import { ApiError } from '../../http/api-error';
import type { ApiEnv } from '../../http/env';
import type { IssuedTokens } from '../../domain/identity/tokens';
import { deliverSession } from '../../session';

/** Puts the identity options (providers, lifetimes, limits) on every request. */
export function identityContext(overrides: IdentityOverrides = {}): MiddlewareHandler<ApiEnv> {
  const options = identityOptions(overrides);
  return async (c, next) => {
    c.set('identity', options);
    await next();
  };
}

export async function requireRecaptcha(c: Context<ApiEnv>, token: string | undefined, action: string): Promise<void> {
  if (!(await c.var.identity.recaptcha.verify(token, action))) throw new ApiError('AUT430', undefined, { field: 'recaptcha_response' });
}

/** What a sign-in's merge of the guest's cart and lists left (routes/auth/guest-merge.ts). */
export interface MergedLists {
  readonly basketId: string | null;
  readonly favoriteId: string | null;
  readonly saveForLaterId: string | null;
  readonly notification: 'cartItemsMerged' | 'outOfStockNotification' | null;
}

/**
 * The auth session of spec §3 for freshly issued tokens (an associate's session answers its own
 * shape, routes/auth/agent.ts); for the storefront's browser pages the
 * tokens go in httpOnly cookies instead of the body (deliverSession).
 */
export async function sessionResponse(c: Context<ApiEnv>, issued: IssuedTokens, merged: MergedLists | null = null): Promise<AuthSession | BrowserSession> {
  const { session } = issued;
  const consumer = session.consumerId ? await findConsumer(c.var.db, session.consumerId) : undefined;
  const consumerNo = consumer?.id ?? `G${session.id.replace(/-/g, '').slice(0, 16).toUpperCase()}`;
  c.header('cache-control', 'no-store');
  return deliverSession(c, {
    accessToken: issued.accessToken,
    refreshToken: issued.refreshToken,
    expiresIn: issued.expiresIn,
    usid: session.usid,
    consumerNo,
    consumerType: session.consumerType,
    ...(consumer?.memberId ? { memberId: consumer.memberId } : {}),
    ...(merged ? mergedFields(merged) : session.guestObjects?.basketId ? { basketId: session.guestObjects.basketId } : {}),
    favorites: { favoriteId: (merged ? merged.favoriteId : (session.guestObjects?.favoriteId ?? null)), favStoreId: null },
    isEmployeeDiscountTCAccepted: consumer?.isEmployeeDiscountTCAccepted ?? false,
  }, issued);
}

function mergedFields(merged: MergedLists) {
  return {
    ...(merged.basketId ? { basketId: merged.basketId } : {}),
    ...(merged.saveForLaterId ? { saveForLaterId: merged.saveForLaterId } : {}),
    ...(merged.notification ? { cartNotification: merged.notification } : {}),
  };
}
