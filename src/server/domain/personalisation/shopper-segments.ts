import { and, eq, sql } from 'drizzle-orm';
import { heldSegments, NEW_GUEST, profileTypesOf, type ShopperState } from '../../../shared/personalisation/segments';
import type { SegmentCondition } from '../../../../schemas/content/blocks/segmentation';
import type { Database } from '../../db/client';
import { cartItems, carts } from '../../db/schema/cart';
import type { SessionContext } from '../identity/tokens';
import { findConsumer } from '../identity/consumers';

/**
 * The shopper as the request's session shows it (spec §4 segments): signed in or not, employee,
 * loyalty member and profile types from the consumer, the active cart's items. No session is a
 * new guest. The decide call answers the segments that hold (src/shared/personalisation/segments.ts).
 */
export async function shopperStateOf(db: Database, session: SessionContext | null): Promise<ShopperState> {
  if (!session) return NEW_GUEST;
  const owner = session.consumerId ? { kind: 'consumer' as const, id: session.consumerId } : { kind: 'guest' as const, id: session.usid };
  const [consumer, [cart]] = await Promise.all([
    session.consumerId ? findConsumer(db, session.consumerId) : undefined,
    db.select({ units: sql<number>`coalesce(sum(${cartItems.qty}) filter (where not ${cartItems.bonus}), 0)::int` })
      .from(carts).leftJoin(cartItems, eq(cartItems.cartId, carts.id))
      .where(and(eq(carts.siteId, session.siteId), eq(carts.ownerKind, owner.kind), eq(carts.ownerId, owner.id), eq(carts.status, 'active'))),
  ]);
  return {
    cartItems: Number(cart?.units ?? 0),
    session: {
      loggedIn: consumer !== undefined,
      employee: (consumer?.consumerType ?? session.consumerType) === 'EMPLOYEE',
      loyaltyMember: consumer?.isLoyaltyMember ?? false,
      profileTypes: consumer ? profileTypesOf({ identity: consumer.identities, athlete: consumer.athlete }) : [],
    },
  };
}

/** The segments that hold for the request's session. */
export async function segmentsOf(db: Database, session: SessionContext | null): Promise<SegmentCondition[]> {
  return heldSegments(await shopperStateOf(db, session));
}
