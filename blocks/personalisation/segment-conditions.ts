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

const has = (types: readonly ProfileType[] | undefined, type: ProfileType) => (types ? types.includes(type) : undefined);
const not = (value: boolean | undefined) => (value === undefined ? undefined : !value);

/** Whether a segment's condition holds: true, false, or undefined when the state it needs is unknown. */
export function segmentValue(condition: SegmentCondition, state: ShopperState): boolean | undefined {
  const { session, cartItems } = state;
  switch (condition) {
    case 'cart-empty': return cartItems === undefined ? undefined : cartItems === 0;
    case 'cart-not-empty': return cartItems === undefined ? undefined : cartItems > 0;
    default: break;
  }
  if (!session) return undefined;
  switch (condition) {
    case 'logged-out': return !session.loggedIn;
    case 'logged-in': return session.loggedIn;
    case 'loyalty-member': return session.loyaltyMember;
    case 'employee': return session.employee;
    case 'non-employee': return !session.employee;
    case 'ipa': case 'wranx': case 'athlete': return has(session.profileTypes, condition);
    case 'non-ipa': return not(has(session.profileTypes, 'ipa'));
    case 'non-wranx': return not(has(session.profileTypes, 'wranx'));
    case 'non-athlete': return not(has(session.profileTypes, 'athlete'));
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
