import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_COUNTRY_LIST } from '@shared/validation/phone/countries';
import { isValidPhone } from '@shared/validation/phone/phone-rule';
import { trimPhoneMetadata } from '@shared/validation/phone/trim-phone-metadata.mjs';
import committed from '@shared/validation/phone/phone-metadata.json';

describe('phone metadata', () => {
  it('is the installed libphonenumber metadata of exactly the shop countries (else: node scripts/phone-metadata.mjs US CA GB FR DE IT)', () => {
    const full = JSON.parse(readFileSync('node_modules/libphonenumber-js/metadata.min.json', 'utf8'));
    expect(committed).toEqual(trimPhoneMetadata(full, DEFAULT_COUNTRY_LIST.map((entry) => entry.code)));
  });

  it('still tells valid numbers of every shop country from invalid ones', () => {
    expect(isValidPhone('020 7946 0958', 'GB')).toBe(true);
    expect(isValidPhone('06 12 34 56 78', 'FR')).toBe(true);
    expect(isValidPhone('030 12345678', 'DE')).toBe(true);
    expect(isValidPhone('06 1234 5678', 'IT')).toBe(true);
    expect(isValidPhone('(212) 555 - 0134', 'US')).toBe(true);
    expect(isValidPhone('06 12 34', 'FR')).toBe(false);
    expect(isValidPhone('+33 6 12 34 56 78', 'DE')).toBe(true);
  });
});
