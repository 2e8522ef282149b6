import { INTERESTS_SEPARATOR } from '../../src/lib/constants';
import type { AccountAreaKey } from '../../src/lib/i18n/account-area-messages';

/** The interests offered as checkboxes: stored value and the label key of each. */
export const INTEREST_OPTIONS: ReadonlyArray<{ readonly value: string; readonly label: AccountAreaKey }> = [
  { value: 'running', label: 'interestRunning' },
  { value: 'trail', label: 'interestTrail' },
  { value: 'hiking', label: 'interestHiking' },
  { value: 'climbing', label: 'interestClimbing' },
  { value: 'camping', label: 'interestCamping' },
  { value: 'training', label: 'interestTraining' },
  { value: 'lifestyle', label: 'interestLifestyle' },
];

/** 'running|hiking' → ['running', 'hiking'] (spec §3, §9: pipe-separated). */
export function parseInterests(value: string | undefined): string[] {
  return [...new Set((value ?? '').split(INTERESTS_SEPARATOR).map((part) => part.trim()).filter(Boolean))];
}

/** Chosen values in the order of the options, then any stored value the list does not offer. */
export function joinInterests(chosen: readonly string[]): string {
  const known = INTEREST_OPTIONS.map((option) => option.value).filter((value) => chosen.includes(value));
  const others = chosen.filter((value) => !INTEREST_OPTIONS.some((option) => option.value === value));
  return [...known, ...others].join(INTERESTS_SEPARATOR);
}
