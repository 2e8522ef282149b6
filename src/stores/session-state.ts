/**
 * Who is shopping, as stored in the browser (display state, no tokens): the shape, its storage key
 * and its hand-written check. No nanostores and no zod here, so page scripts that only read the
 * stored state (segmentation, pop-up audiences) import this without the store (src/stores/session.ts).
 */
import { SESSION_STORAGE_KEY } from './storage-keys';
import type { ProfileType } from '../shared/personalisation/segments';

export { SESSION_STORAGE_KEY };
export type { ProfileType };
const PROFILE_TYPES: readonly ProfileType[] = ['ipa', 'wranx', 'athlete'];

export interface SessionState {
  readonly status: 'guest' | 'registered';
  readonly consumerType?: string | undefined;
  /** The signed-in shopper's email, used to prefill forms such as notify-me. */
  readonly email?: string | undefined;
  readonly firstName?: string | undefined;
  /** A loyalty member's points to spend (profile loyaltySummary.points.balance), for the header; absent for others. */
  readonly loyaltyPoints?: number | undefined;
  /** From the profile (isLoyaltyMember); absent until the profile was read. */
  readonly loyaltyMember?: boolean | undefined;
  /** From the profile (identities IPA and WRANX, an athlete spend); absent until the profile was read. */
  readonly profileTypes?: readonly ProfileType[] | undefined;
}

export const GUEST_SESSION: SessionState = { status: 'guest' };

const optionalString = (value: unknown) => value === undefined || typeof value === 'string';

/**
 * Checked by hand, not with zod or zod/mini: the buy box reads the session on every product page
 * before any interaction, and even zod/mini's core is about 16 KB gzip of that page's budget.
 */
export const sessionStateSchema = {
  safeParse(value: unknown): { success: true; data: SessionState } | { success: false } {
    if (typeof value !== 'object' || value === null) return { success: false };
    const { status, consumerType, email, firstName, loyaltyPoints, loyaltyMember, profileTypes } = value as Record<string, unknown>;
    if ((status !== 'guest' && status !== 'registered') || ![consumerType, email, firstName].every(optionalString)) return { success: false };
    const points = typeof loyaltyPoints === 'number' && Number.isSafeInteger(loyaltyPoints) && loyaltyPoints >= 0 ? loyaltyPoints : undefined;
    const types = Array.isArray(profileTypes) ? PROFILE_TYPES.filter((type) => profileTypes.includes(type)) : undefined;
    return {
      success: true,
      data: {
        status,
        ...(typeof consumerType === 'string' ? { consumerType } : {}),
        ...(typeof email === 'string' ? { email } : {}),
        ...(typeof firstName === 'string' ? { firstName } : {}),
        ...(points !== undefined ? { loyaltyPoints: points } : {}),
        ...(typeof loyaltyMember === 'boolean' ? { loyaltyMember } : {}),
        ...(types ? { profileTypes: types } : {}),
      },
    };
  },
};

/** The stored display state, read raw (a guest's when absent or damaged). */
export function readStoredSession(): SessionState {
  try {
    const raw = localStorage.getItem(SESSION_STORAGE_KEY);
    const parsed = raw === null ? null : sessionStateSchema.safeParse(JSON.parse(raw));
    return parsed?.success ? parsed.data : GUEST_SESSION;
  } catch {
    return GUEST_SESSION;
  }
}
