import { SEGMENT_CONDITIONS, type SegmentCondition } from '../../../schemas/content/blocks/segmentation';
import type { ConsumerProfile } from '../../../schemas/commerce/consumer';

type ConsumerDetails = ConsumerProfile['consumerDetails'];

/*
 * The segments of spec §4, one rule for both halves: the browser judges them from what it keeps
 * (blocks/personalisation/shopper-state.ts), the decide call from the request's session
 * (src/server/domain/personalisation/shopper-segments.ts) and answers which hold; segmentation
 * blocks and pop-up audiences read them here.
 */

/** Profile types segments know (spec §4): the IPA and WRANX identities, athletes. */
export type ProfileType = 'ipa' | 'wranx' | 'athlete';

/** What the browser knows about the shopper; undefined parts are unknown (not loaded yet). */
export interface ShopperState {
  readonly session?: {
    readonly loggedIn: boolean;
    readonly employee: boolean;
    /** Unknown until the signed-in shopper's profile was read. */
    readonly loyaltyMember?: boolean | undefined;
    /** Profile types from the consumer identities and programmes: IPA, WRANX, athlete; unknown until the profile was read. */
    readonly profileTypes?: readonly ProfileType[] | undefined;
  };
  readonly cartItems?: number;
}

/** Each negative segment is the opposite of a positive one (unknown stays unknown). */
const OPPOSITE: Partial<Record<SegmentCondition, SegmentCondition>> = {
  'logged-out': 'logged-in', 'non-employee': 'employee', 'cart-empty': 'cart-not-empty', 'non-ipa': 'ipa', 'non-wranx': 'wranx', 'non-athlete': 'athlete',
};

/** Whether a segment's condition holds: true, false, or undefined when the state it needs is unknown. */
export function segmentValue(condition: SegmentCondition, state: ShopperState): boolean | undefined {
  const opposite = OPPOSITE[condition];
  if (opposite) {
    const value = segmentValue(opposite, state);
    return value === undefined ? undefined : !value;
  }
  const { session, cartItems } = state;
  if (condition === 'cart-not-empty') return cartItems === undefined ? undefined : cartItems > 0;
  if (!session) return undefined;
  switch (condition) {
    case 'logged-in': return session.loggedIn;
    case 'loyalty-member': return session.loyaltyMember;
    case 'employee': return session.employee;
    default: return session.profileTypes?.includes(condition as ProfileType);
  }
}

/**
 * Whether a segment's condition holds; an unknown state never holds (the baseline stays). `held`:
 * the segments the decide call answered hold, which judge what the state does not know.
 */
export function segmentHolds(condition: SegmentCondition, state: ShopperState, held?: readonly SegmentCondition[]): boolean {
  return (segmentValue(condition, state) ?? held?.includes(condition)) === true;
}

/** The first segment whose condition holds, or undefined for the baseline. */
export function pickSegment<S extends { id: SegmentCondition }>(segments: readonly S[], state: ShopperState, held?: readonly SegmentCondition[]): S | undefined {
  return segments.find((segment) => segmentHolds(segment.id, state, held));
}

/** Every segment that holds for a state (the decide call's answer; unknown parts hold nothing). */
export function heldSegments(state: ShopperState): SegmentCondition[] {
  return SEGMENT_CONDITIONS.filter((condition) => segmentHolds(condition, state));
}

/** A visitor with nothing stored and no session: a guest with an empty cart. */
export const NEW_GUEST: ShopperState = { cartItems: 0, session: { loggedIn: false, employee: false, loyaltyMember: false, profileTypes: [] } };

/** The profile types of a consumer's details (spec §3, §4): the IPA and WRANX identities, and athletes (an athlete spend). */
export function profileTypesOf(details: { readonly identity: ConsumerDetails['identity']; readonly athlete?: unknown }): ProfileType[] {
  const identities = new Set(details.identity.map((identity) => identity.type));
  return [
    ...(identities.has('IPA') ? ['ipa' as const] : []),
    ...(identities.has('WRANX') ? ['wranx' as const] : []),
    ...(details.athlete ? ['athlete' as const] : []),
  ];
}

/**
 * A pop-up's audience (schemas/content/blocks/popup.ts): shown when one of `showTo` holds (or it
 * names none) and none of `hideFrom` may hold. Unknown counts against it both ways: a signed-in
 * shopper whose membership is not read yet is not offered to join.
 */
export function inAudience(audience: { readonly showTo: readonly SegmentCondition[]; readonly hideFrom: readonly SegmentCondition[] }, state: ShopperState): boolean {
  if (audience.showTo.length > 0 && !audience.showTo.some((condition) => segmentHolds(condition, state))) return false;
  return audience.hideFrom.every((condition) => segmentValue(condition, state) === false);
}
