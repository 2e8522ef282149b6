import { describe, expect, it } from 'vitest';
import {
  addressRules,
  formatFieldInput,
  formatPostalCode,
  postalCodeRule,
  validateAddress,
  type AddressInput,
} from '@shared/validation';

describe('postal codes', () => {
  it.each([
    ['US', '12345', true],
    ['US', '12345-6789', true],
    ['US', '1234', false],
    ['US', '123456789', false],
    ['CA', 'K1A 0B1', true],
    ['CA', 'k1a 0b1', true],
    ['CA', 'K1A0B1', true],
    ['CA', 'D1A 0B1', false],
    ['CA', '12345', false],
    ['GB', 'SW1A 1AA', true],
    ['GB', 'm1 1ae', true],
    ['GB', 'EC1A1BB', true],
    ['GB', '12345', false],
    ['FR', '75001', true],
    ['DE', '10115', true],
    ['IT', '00184', true],
    ['FR', '7500', false],
    ['DE', '101150', false],
    ['IT', 'ABCDE', false],
  ])('%s %j valid: %s', (country, value, valid) => {
    expect(postalCodeRule(country)(value)).toEqual(valid ? null : { key: 'postalCodeInvalid' });
  });
  it.each([
    ['US', '123456789', '12345-6789'],
    ['US', '123', '123'],
    ['CA', 'k1a0b1', 'K1A 0B1'],
    ['CA', 'k1a', 'K1A'],
    ['GB', 'sw1a 1aa', 'SW1A 1AA'],
    ['FR', '750012', '75001'],
  ])('%s formats %j as %j', (country, input, formatted) => {
    expect(formatPostalCode(input, country)).toBe(formatted);
  });
});

const validUsAddress: AddressInput = {
  firstName: 'Zoë',
  lastName: "O'Brien",
  addressLine1: '1 Main Street',
  addressLine2: '',
  city: 'Springfield',
  province: '',
  postalCode: '12345',
  country: 'US',
  email: 'zoe@example.com',
  phone: '(212) 555 - 0123',
};

describe('address defaults', () => {
  const rules = addressRules('US');
  it('a complete address passes', () => expect(validateAddress(validUsAddress, rules)).toEqual({}));
  it('required fields are required, optional ones are not', () => {
    const issues = validateAddress({}, rules);
    expect(Object.keys(issues).sort()).toEqual(
      ['addressLine1', 'city', 'country', 'email', 'firstName', 'lastName', 'phone', 'postalCode'].sort(),
    );
    expect(Object.values(issues).every((found) => found?.key === 'required')).toBe(true);
  });
  it.each([
    ['addressLine1', 'x'.repeat(31), { key: 'maxLength', params: { max: 30 } }],
    ['addressLine2', 'x'.repeat(31), { key: 'maxLength', params: { max: 30 } }],
    ['city', 'x'.repeat(31), { key: 'maxLength', params: { max: 30 } }],
    ['firstName', 'J', { key: 'minLength', params: { min: 2 } }],
    ['lastName', 'x'.repeat(31), { key: 'maxLength', params: { max: 30 } }],
    ['email', 'zoe@example', { key: 'emailInvalid', code: 'AUT453' }],
    ['phone', '123', { key: 'phoneInvalid' }],
    ['postalCode', '1234', { key: 'postalCodeInvalid' }],
  ] as const)('%s %j', (field, value, expected) => {
    expect(validateAddress({ ...validUsAddress, [field]: value }, rules)[field]).toEqual(expected);
  });
  it('30 characters are allowed', () => {
    expect(validateAddress({ ...validUsAddress, addressLine1: 'x'.repeat(30), city: 'y'.repeat(30) }, rules)).toEqual({});
  });
});

describe('server overrides', () => {
  it('a server pattern replaces the country pattern', () => {
    const rules = addressRules('GB', { postalCode: { pattern: '^[A-Z]{2}\\d{2} \\d[A-Z]{2}$' } });
    const gb = { ...validUsAddress, country: 'GB', phone: '07911 123456' };
    expect(validateAddress({ ...gb, postalCode: 'SW1A 1AA' }, rules).postalCode).toEqual({ key: 'postalCodeInvalid' });
    expect(validateAddress({ ...gb, postalCode: 'sw11 1aa' }, rules)).toEqual({});
  });
  it('a capitalize transform and a mask apply while typing and before validating', () => {
    const rules = addressRules('FR', { city: { transform: 'capitalize', mask: 'AAAAA' } });
    expect(formatFieldInput('paris123', rules.city)).toBe('PARIS');
  });
  it('required and lengths can be changed; what is not sent keeps the default', () => {
    const rules = addressRules('US', { province: { required: true }, addressLine1: { maxLength: 40 } });
    expect(rules.province.required).toBe(true);
    expect(rules.addressLine1).toEqual({ required: true, maxLength: 40 });
    expect(rules.city).toEqual({ required: true, maxLength: 30 });
  });
  it('a broken server pattern leaves the default in force', () => {
    const rules = addressRules('US', { postalCode: { pattern: '([' } });
    expect(validateAddress({ ...validUsAddress, postalCode: '1234' }, rules).postalCode).toEqual({ key: 'postalCodeInvalid' });
  });
  it('a server phone mask sets the phone length', () => {
    const rules = addressRules('DE', { phone: { mask: 'XXXX XXXXXXX' } });
    const de = { ...validUsAddress, country: 'DE', postalCode: '10115' };
    expect(rules.phone.mask).toBe('XXXX XXXXXXX');
    expect(validateAddress({ ...de, phone: '0151 2345678' }, rules)).toEqual({});
    expect(validateAddress({ ...de, phone: '030 123456' }, rules).phone).toEqual({ key: 'phoneInvalid' });
  });
});
