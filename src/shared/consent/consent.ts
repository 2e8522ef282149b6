import { CONSENT_CATEGORIES } from '../../../schemas/constants';
import type { Region } from '../i18n/sites';

/** The consent cookie: which categories (spec §3, codes C0001 to C0004) the visitor allows. */
export const CONSENT_COOKIE = 'storefront_consent';
export const CONSENT_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 365;

export type ConsentCategory = keyof typeof CONSENT_CATEGORIES;
export type ConsentChoices = Record<ConsentCategory, boolean>;

export const OPTIONAL_CATEGORIES = ['performanceAndAnalytics', 'functional', 'targeting'] as const satisfies readonly ConsentCategory[];

export const REJECT_OPTIONAL: ConsentChoices = { required: true, performanceAndAnalytics: false, functional: false, targeting: false };
export const ACCEPT_ALL: ConsentChoices = { required: true, performanceAndAnalytics: true, functional: true, targeting: true };

/** `C0001:1,C0002:0,C0003:1,C0004:0`: required is always granted. */
export function serializeConsent(choices: ConsentChoices): string {
  return (Object.keys(CONSENT_CATEGORIES) as ConsentCategory[])
    .map((category) => `${CONSENT_CATEGORIES[category]}:${category === 'required' || choices[category] ? 1 : 0}`)
    .join(',');
}

/** Reads a cookie value back; null when there is no usable choice yet (the banner shows). */
export function parseConsent(value: string | null | undefined): ConsentChoices | null {
  if (!value) return null;
  const granted = new Map<string, boolean>();
  for (const part of decodeURIComponent(value).split(',')) {
    const [code, flag] = part.trim().split(':');
    if (code && (flag === '0' || flag === '1')) granted.set(code, flag === '1');
  }
  const codes = Object.values(CONSENT_CATEGORIES);
  if (!codes.every((code) => granted.has(code))) return null;
  return {
    required: true,
    performanceAndAnalytics: granted.get(CONSENT_CATEGORIES.performanceAndAnalytics)!,
    functional: granted.get(CONSENT_CATEGORIES.functional)!,
    targeting: granted.get(CONSENT_CATEGORIES.targeting)!,
  };
}

export function readConsentCookie(cookieHeader: string | null | undefined): ConsentChoices | null {
  const match = (cookieHeader ?? '').split(';').map((part) => part.trim()).find((part) => part.startsWith(`${CONSENT_COOKIE}=`));
  return parseConsent(match?.slice(CONSENT_COOKIE.length + 1));
}

/**
 * Personalisation needs targeting consent (spec §6): implicit outside EMEA, or in preview,
 * or when the consent cookie grants C0004.
 */
export function personalisationAllowed(input: { region: Region; preview: boolean; consent: ConsentChoices | null }): boolean {
  if (input.region !== 'EMEA') return true;
  if (input.preview) return true;
  return input.consent?.targeting === true;
}
