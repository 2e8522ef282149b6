import { INTERESTS_SEPARATOR } from '../../../schemas/constants';
import { isSiteId, SITES, type SiteId } from '../i18n/sites';

/** Identity behaviour that varies by brand: site settings, readable in the browser and on the server. */
export interface IdentitySettings {
  /**
   * The simplified-enrollment variant of the sign-in dialog (spec §2): it starts at the enrollment
   * 'lookup' step, one email field, and continues with the password when an account exists or
   * with the sign-up form (email filled in) when none does.
   */
  readonly simplifiedEnrollment: boolean;
  /** After sign-up, offer the optional interests dialog (spec §4). */
  readonly interestsAfterSignUp: boolean;
}

const SETTINGS: Readonly<Record<SiteId, IdentitySettings>> = {
  stride: { simplifiedEnrollment: false, interestsAfterSignUp: true },
  loom: { simplifiedEnrollment: false, interestsAfterSignUp: true },
  summit: { simplifiedEnrollment: true, interestsAfterSignUp: true },
};

export function identitySettings(siteId: string): IdentitySettings {
  return SETTINGS[isSiteId(siteId) ? siteId : 'stride'];
}

/** Interest ids offered in the interests dialog, by what the brand sells; stored pipe-separated (spec §3, §9). */
export const INTERESTS_BY_VERTICAL = {
  footwear: ['running', 'trail', 'hiking', 'walking', 'training', 'lifestyle'],
  apparel: ['lifestyle', 'training', 'running', 'yoga', 'travel', 'hiking'],
  outdoor: ['hiking', 'camping', 'climbing', 'skiing', 'trail', 'travel'],
} as const;

export type InterestId = (typeof INTERESTS_BY_VERTICAL)[keyof typeof INTERESTS_BY_VERTICAL][number];

export function interestsFor(siteId: string): readonly InterestId[] {
  return INTERESTS_BY_VERTICAL[SITES[isSiteId(siteId) ? siteId : 'stride'].vertical];
}

/** 'running|hiking' → ['running', 'hiking']: trimmed, without blanks or repeats. */
export function parseInterests(value: string | undefined): string[] {
  const parts = (value ?? '').split(INTERESTS_SEPARATOR).map((part) => part.trim()).filter(Boolean);
  return [...new Set(parts)];
}

export function joinInterests(values: readonly string[]): string {
  return parseInterests(values.join(INTERESTS_SEPARATOR)).join(INTERESTS_SEPARATOR);
}
