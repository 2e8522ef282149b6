import type { SegmentCondition } from '../../schemas/content/blocks/segmentation';
import type { ProfileType } from '../../src/stores/session-state';

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

/** Whether a segment's condition holds; an unknown state never holds (the baseline stays). */
export function segmentHolds(condition: SegmentCondition, state: ShopperState): boolean {
  return segmentValue(condition, state) === true;
}

/** The first segment whose condition holds, or undefined for the baseline. */
export function pickSegment<S extends { id: SegmentCondition }>(segments: readonly S[], state: ShopperState): S | undefined {
  return segments.find((segment) => segmentHolds(segment.id, state));
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
