import { describe, expect, it } from 'vitest';
import {
  applyMask,
  cleanPhoneInput,
  formatPhoneAsYouType,
  isValidPhone,
  joinPhoneCode,
  normalisePhone,
  phoneRule,
  type CountryListEntry,
} from '@shared/validation';

describe('normalisePhone', () => {
  it.each([
    ['(212) 555-0123', 'US', '+12125550123', '2125550123'],
    ['+1 416 555 0123', 'CA', '+14165550123', '4165550123'],
    ['416.555.0123', 'CA', '+14165550123', '4165550123'],
    ['07911 123456', 'GB', '+447911123456', '7911123456'],
    ['+44 07911 123456', 'GB', '+447911123456', '7911123456'],
    ['06 12 34 56 78', 'FR', '+33612345678', '0612345678'],
    ['+33 6 12 34 56 78', 'FR', '+33612345678', '612345678'],
    ['01512 3456789', 'DE', '+4915123456789', '015123456789'],
    ['06 1234 5678', 'IT', '+390612345678', '0612345678'],
    ['312 345 6789', 'IT', '+393123456789', '3123456789'],
  ])('%s in %s → %s', (input, country, international, nationalDigits) => {
    expect(normalisePhone(input, country)).toMatchObject({ international, nationalDigits });
  });
  it('matches the dial code against the list, preferring the home country for shared codes', () => {
    expect(normalisePhone('+1 416 555 0123', 'CA')?.country).toBe('CA');
    expect(normalisePhone('+1 212 555 0123', 'US')?.country).toBe('US');
    expect(normalisePhone('+33 6 12 34 56 78', 'DE')?.country).toBe('FR');
    expect(normalisePhone('+81 3 1234 5678', 'US')).toBeNull();
  });
  it('keeps only digits and a leading plus', () => {
    expect(cleanPhoneInput(' +44 (0) 7911-123 456 ')).toBe('+4407911123456');
    expect(cleanPhoneInput('abc')).toBe('');
    expect(joinPhoneCode('+44', '07911 123456')).toBe('+4407911 123456');
    expect(normalisePhone(joinPhoneCode('+44', '07911 123456'), 'GB')?.international).toBe('+447911123456');
    expect(joinPhoneCode('+44', '+33612345678')).toBe('+33612345678');
  });
});

describe('phone validity', () => {
  it.each([
    ['2125550123', 'US', true],
    ['(212) 555 - 0123', 'US', true],
    ['1125550123', 'US', false],
    ['0125550123', 'US', false],
    ['212555012', 'US', false],
    ['21255501234', 'US', false],
    ['4165550123', 'CA', true],
    ['07911 123456', 'GB', true],
    ['7911 123456', 'GB', true],
    ['07911 12345', 'GB', false],
    ['06 12 34 56 78', 'FR', true],
    ['06 12 34 56', 'FR', false],
    ['01512 3456789', 'DE', true],
    ['030 123456', 'DE', true],
    ['06 1234 5678', 'IT', true],
    ['312 345 6789', 'IT', true],
    ['12', 'IT', false],
  ])('%s in %s valid: %s', (input, country, valid) => {
    expect(isValidPhone(input, country)).toBe(valid);
    expect(phoneRule(country)(input)).toEqual(valid ? null : { key: 'phoneInvalid' });
  });
  it('blank is left to required', () => expect(phoneRule('US')('')).toBeNull());
  it('a mask from the country list fixes the national length', () => {
    const countries: CountryListEntry[] = [{ name: 'Germany', dialCode: '+49', code: 'DE', phoneMask: 'XXXX XXXXXXX' }];
    // 11 national digits as typed, trunk 0 included.
    expect(isValidPhone('0151 2345678', 'DE', countries)).toBe(true);
    expect(isValidPhone('030 12345678', 'DE', countries)).toBe(true);
    // Valid German numbers, but not the mask's length.
    expect(isValidPhone('01512 3456789', 'DE', countries)).toBe(false);
    expect(isValidPhone('030 123456', 'DE', countries)).toBe(false);
    expect(isValidPhone('030 123456', 'DE')).toBe(true);
  });
});

describe('phone masks', () => {
  it.each([
    ['2125550123', 'US', '(212) 555 - 0123'],
    ['212', 'US', '(212'],
    ['2125', 'US', '(212) 5'],
    ['4165550123', 'CA', '(416) 555 - 0123'],
    ['07911123456', 'GB', '7911 - 123 - 456'],
    ['0612345678', 'FR', '0612 - 345 - 678'],
    ['015123456789', 'DE', '0151 - 234 - 56789'],
    ['+33612345678', 'FR', '+33 6123 - 456 - 78'],
    ['', 'US', ''],
  ])('%s in %s → %s', (input, country, masked) => {
    expect(formatPhoneAsYouType(input, country)).toBe(masked);
  });
  it('skips characters that fit no slot', () => {
    expect(applyMask('21a2-555', '(XXX) XXX - XXXX')).toBe('(212) 555');
  });
});
