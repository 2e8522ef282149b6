import type { ProfileType, ShopperState } from '../../src/shared/personalisation/segments';
import type { SessionState } from '../../src/stores/session-state';
import { CART_STORAGE_KEY, SESSION_STORAGE_KEY } from '../../src/stores/storage-keys';

const PROFILE_TYPES: readonly ProfileType[] = ['ipa', 'wranx', 'athlete'];

/** Parsed stored JSON, or undefined when absent or damaged. */
function stored(key: string): unknown {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? undefined : JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/**
 * Reads what segmentation needs from what the storefront keeps in the browser: the session's
 * display state (src/stores/session-state.ts, written at sign-in, sign-out and when the profile is
 * read) and the stored cart, both read raw (only the fields segments use) so no store ships here.
 * A visitor with nothing stored is NEW_GUEST (whose pop-up audiences the server judges: Popup.astro).
 * A guest is fully known; a signed-in shopper's membership and profile types stay unknown until
 * the profile was read; a damaged entry is unknown.
 */
export function readShopperState(): ShopperState {
  const cart = stored(CART_STORAGE_KEY) as { totalItems?: unknown } | null | undefined;
  const total = cart === undefined ? 0 : cart?.totalItems;
  const session = (stored(SESSION_STORAGE_KEY) ?? { status: 'guest' }) as Partial<Record<keyof SessionState, unknown>> | null;
  const loggedIn = session?.status === 'registered';
  const types = session?.profileTypes;
  return {
    cartItems: typeof total === 'number' && total >= 0 ? total : undefined,
    session: session?.status === 'guest' || loggedIn ? {
      loggedIn,
      employee: session.consumerType === 'EMPLOYEE',
      loyaltyMember: loggedIn ? (typeof session.loyaltyMember === 'boolean' ? session.loyaltyMember : undefined) : false,
      profileTypes: loggedIn ? (Array.isArray(types) ? PROFILE_TYPES.filter((type) => types.includes(type)) : undefined) : [],
    } : undefined,
  };
}

/** p13n_testcontext query parameter: JSON {experienceOrSegmentationId: variantOrSegmentId}. */
export function readTestContext(search: string): Record<string, string> {
  const raw = new URLSearchParams(search).get('p13n_testcontext');
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return {};
  }
}
