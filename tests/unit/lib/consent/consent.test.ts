import { describe, expect, it } from 'vitest';
import {
  ACCEPT_ALL, REJECT_OPTIONAL, parseConsent, personalisationAllowed, readConsentCookie, serializeConsent,
} from '@lib/consent/consent';

describe('consent cookie (C0001 to C0004)', () => {
  it('writes every category with required always granted', () => {
    expect(serializeConsent(REJECT_OPTIONAL)).toBe('C0001:1,C0002:0,C0003:0,C0004:0');
    expect(serializeConsent(ACCEPT_ALL)).toBe('C0001:1,C0002:1,C0003:1,C0004:1');
    expect(serializeConsent({ ...REJECT_OPTIONAL, required: false, targeting: true })).toBe('C0001:1,C0002:0,C0003:0,C0004:1');
  });

  it('reads back what it wrote, also URL-encoded', () => {
    const choices = { ...REJECT_OPTIONAL, functional: true };
    expect(parseConsent(serializeConsent(choices))).toEqual(choices);
    expect(parseConsent(encodeURIComponent(serializeConsent(choices)))).toEqual(choices);
  });

  it('treats a missing or incomplete cookie as no choice yet', () => {
    expect(parseConsent(undefined)).toBeNull();
    expect(parseConsent('C0001:1,C0002:1')).toBeNull();
    expect(parseConsent('garbage')).toBeNull();
  });

  it('finds the cookie among others', () => {
    expect(readConsentCookie('a=1; storefront_consent=C0001:1,C0002:0,C0003:0,C0004:1; b=2')?.targeting).toBe(true);
    expect(readConsentCookie('a=1')).toBeNull();
  });
});

describe('personalisation allowed (§6)', () => {
  it.each([
    ['NORA', false, null, true],
    ['EMEA', false, null, false],
    ['EMEA', true, null, true],
    ['EMEA', false, REJECT_OPTIONAL, false],
    ['EMEA', false, { ...REJECT_OPTIONAL, targeting: true }, true],
  ] as const)('region %s, preview %s, consent %o → %s', (region, preview, consent, allowed) => {
    expect(personalisationAllowed({ region, preview, consent })).toBe(allowed);
  });
});
