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

export interface StoreInfo {
  readonly storeName?: string;
  readonly storeEmployeeName?: string;
}

/** What a sign-in's merge of the guest's cart and lists left (routes/auth/guest-merge.ts). */
export interface MergedLists {
  readonly basketId: string | null;
  readonly favoriteId: string | null;
  readonly saveForLaterId: string | null;
  readonly notification: 'cartItemsMerged' | 'outOfStockNotification' | null;
}

/**
 * The auth session of spec §3 for freshly issued tokens; for the storefront's browser pages the
 * tokens go in httpOnly cookies instead of the body (deliverSession).
 */
export async function sessionResponse(c: Context<ApiEnv>, issued: IssuedTokens, store: StoreInfo = {}, merged: MergedLists | null = null): Promise<AuthSession | BrowserSession> {
  const { session } = issued;
  const consumer = session.consumerId ? await findConsumer(c.var.db, session.consumerId) : undefined;
  const associate = session.storeId !== null;
  const consumerNo = consumer?.id ?? session.storeEmployeeId ?? `G${session.id.replace(/-/g, '').slice(0, 16).toUpperCase()}`;
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
    // An associate session has favorites disabled (spec §6).
    favorites: { favoriteId: associate ? null : (merged ? merged.favoriteId : (session.guestObjects?.favoriteId ?? null)), favStoreId: null },
    isEmployeeDiscountTCAccepted: consumer?.isEmployeeDiscountTCAccepted ?? false,
    ...(session.storeId ? { storeId: session.storeId } : {}),
    ...(store.storeName ? { storeName: store.storeName } : {}),
    ...(session.storeEmployeeId ? { storeEmployeeId: session.storeEmployeeId } : {}),
    ...(store.storeEmployeeName ? { storeEmployeeName: store.storeEmployeeName } : {}),
  }, issued);
}

function mergedFields(merged: MergedLists) {
  return {
    ...(merged.basketId ? { basketId: merged.basketId } : {}),
    ...(merged.saveForLaterId ? { saveForLaterId: merged.saveForLaterId } : {}),
    ...(merged.notification ? { cartNotification: merged.notification } : {}),
  };
}
