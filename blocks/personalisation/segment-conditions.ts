import type { SegmentCondition } from '../../schemas/content/blocks/segmentation';

/** What the browser knows about the shopper; undefined parts are unknown (not loaded yet). */
export interface ShopperState {
  readonly session?: {
    readonly loggedIn: boolean;
    readonly loyaltyMember: boolean;
    readonly employee: boolean;
    /** Profile types from the consumer identities and programmes: IPA, WRANX, athlete. */
    readonly profileTypes: readonly ('ipa' | 'wranx' | 'athlete')[];
  };
  readonly cartItems?: number;
}

/** Whether a segment's condition holds; an unknown state never holds (the baseline stays). */
export function segmentHolds(condition: SegmentCondition, state: ShopperState): boolean {
  const { session, cartItems } = state;
  switch (condition) {
    case 'cart-empty': return cartItems !== undefined && cartItems === 0;
    case 'cart-not-empty': return cartItems !== undefined && cartItems > 0;
    default: break;
  }
  if (!session) return false;
  switch (condition) {
    case 'logged-out': return !session.loggedIn;
    case 'logged-in': return session.loggedIn;
    case 'loyalty-member': return session.loyaltyMember;
    case 'employee': return session.employee;
    case 'non-employee': return !session.employee;
    case 'ipa': case 'wranx': case 'athlete': return session.profileTypes.includes(condition);
    case 'non-ipa': return !session.profileTypes.includes('ipa');
    case 'non-wranx': return !session.profileTypes.includes('wranx');
    case 'non-athlete': return !session.profileTypes.includes('athlete');
  }
}

/** The first segment whose condition holds, or undefined for the baseline. */
export function pickSegment<S extends { id: SegmentCondition }>(segments: readonly S[], state: ShopperState): S | undefined {
  return segments.find((segment) => segmentHolds(segment.id, state));
}
