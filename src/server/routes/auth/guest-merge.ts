import type { Context } from 'hono';
import type { GuestObjects } from '../../../../schemas/commerce/cart-requests';
import { mergeGuestObjects } from '../../domain/cart';
import { authenticate } from '../../domain/identity/tokens';
import type { ApiEnv } from '../../http/env';
import { accessTokenOf } from '../../session';
import { apiBaseOf } from '../products/cache';
import type { MergedLists } from './context';

/**
 * At a registered sign-in, the guest's cart, favorites and saved items come along (§4 merge). Only
 * what the guest session making this call owns is merged (its access token, header or cookie):
 * ids of another guest's objects are ignored, never read. The merge is its own transaction after
 * the session is made; if it fails the shopper is still signed in and the guest cart stays as it was.
 */
export async function mergeGuestLists(c: Context<ApiEnv>, consumerId: string, objects: GuestObjects | undefined): Promise<MergedLists | null> {
  if (!objects || !(objects.basketId || objects.favoriteId || objects.saveForLaterId)) return null;
  const token = accessTokenOf(c);
  const guest = token ? await authenticate(c.var.db, token) : null;
  if (!guest || guest.consumerId || guest.siteId !== c.var.siteId) return null;
  const shopper = { siteId: c.var.siteId, locale: c.var.locale, owner: { kind: 'consumer' as const, id: consumerId }, associate: null, apiBase: apiBaseOf(c) };
  try {
    const result = await mergeGuestObjects(c.var.db, shopper, { kind: 'guest', id: guest.usid }, objects);
    return { basketId: result.cart?.basketId ?? null, favoriteId: result.favoriteId, saveForLaterId: result.saveForLaterId, notification: result.notification };
  } catch (error) {
    console.error(`[cart] the guest cart could not be merged at sign-in (${c.var.correlationId}):`, error);
    return null;
  }
}
