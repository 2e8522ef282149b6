import { describe, expect, it } from 'vitest';
import {
  cardExpiryRule,
  confirmPasswordRule,
  emailRule,
  exactLengthRule,
  maxLengthRule,
  maxNumberRule,
  minLengthRule,
  minNumberRule,
  nameRule,
  passwordChecklist,
  passwordMinLengthRule,
  passwordRule,
  patternRule,
  requiredNameRule,
  requiredRule,
  reviewTextRule,
  signInEmailRule,
  signInPasswordRule,
} from '@shared/validation';

const keyOf = (found: { key: string } | null) => found?.key ?? null;

describe('requiredRule', () => {
  it.each([[''], ['   '], [null], [undefined], [false], [[]]])('%j is missing', (value) => {
    expect(requiredRule(value)).toEqual({ key: 'required' });
  });
  it.each([['a'], [true], [0], [['x']]])('%j is present', (value) => {
    expect(requiredRule(value)).toBeNull();
  });
});

describe('emailRule', () => {
  it.each([
    ['jane@example.com', null],
    ['jane.doe+shoes@mail.example.co.uk', null],
    [' jane@example.com ', null],
    ['', null],
    ['jane@localhost', 'emailInvalid'],
    ['jane@', 'emailInvalid'],
    ['jane example@example.com', 'emailInvalid'],
    ['@example.com', 'emailInvalid'],
    ['jane@-example.com', 'emailInvalid'],
  ])('%j → %s', (value, key) => {
    expect(keyOf(emailRule(value))).toBe(key);
  });
  it('carries AUT453', () => {
    expect(emailRule('jane@localhost')?.code).toBe('AUT453');
  });
});

describe('signInEmailRule', () => {
  it('is required', () => expect(keyOf(signInEmailRule(''))).toBe('required'));
  it('allows 100 characters, not 101', () => {
    const at100 = `${'a'.repeat(88)}@example.com`;
    expect(at100).toHaveLength(100);
    expect(signInEmailRule(at100)).toBeNull();
    expect(signInEmailRule(`a${at100}`)).toEqual({ key: 'maxLength', params: { max: 100 } });
  });
});

describe('nameRule', () => {
  it.each(['Zoë', 'José-María', "O'Brien", 'Ægir', 'Jean Paul', 'St. John', 'Smith, Jr.', 'D`Angelo', 'O’Neil', 'Zoe\u0308'])(
    '%j is a name',
    (value) => expect(nameRule(value)).toBeNull(),
  );
  it.each(['R2D2', 'Jane1', 'Jane_Doe', 'Jane@', '--', "''"])('%j is not a name', (value) => {
    expect(keyOf(nameRule(value))).toBe('nameInvalid');
  });
  it.each([
    ['J', { key: 'minLength', params: { min: 2 } }],
    ['A'.repeat(31), { key: 'maxLength', params: { max: 30 } }],
  ])('length of %j', (value, expected) => expect(nameRule(value)).toEqual(expected));
  it('30 letters pass, blank is left to required', () => {
    expect(nameRule('A'.repeat(30))).toBeNull();
    expect(nameRule('')).toBeNull();
    expect(keyOf(requiredNameRule(''))).toBe('required');
  });
});

describe('password', () => {
  const metOf = (value: string) => Object.fromEntries(passwordChecklist(value).map((item) => [item.requirement, item.met]));
  it.each([
    ['Abcdefg1', { length: true, number: true, uppercase: true, lowercase: true }],
    ['Abcdef1', { length: false, number: true, uppercase: true, lowercase: true }],
    ['Abcdefgh', { length: true, number: false, uppercase: true, lowercase: true }],
    ['abcdefg1', { length: true, number: true, uppercase: false, lowercase: true }],
    ['ABCDEFG1', { length: true, number: true, uppercase: true, lowercase: false }],
    ['', { length: false, number: false, uppercase: false, lowercase: false }],
  ])('checklist of %j', (value, expected) => {
    expect(metOf(value)).toEqual(expected);
    const allMet = Object.values(expected).every(Boolean);
    expect(keyOf(passwordRule(value))).toBe(allMet ? null : value === '' ? 'required' : 'passwordRequirements');
  });
  it('checklist items have their messages', () => {
    expect(passwordChecklist('x').map((item) => item.key)).toEqual([
      'passwordLength', 'passwordNumber', 'passwordUppercase', 'passwordLowercase',
    ]);
  });
  it('FE872 too short and FE340 mismatch', () => {
    expect(passwordMinLengthRule('Ab1')).toEqual({ key: 'passwordTooShort', params: { min: 8 }, code: 'FE872' });
    expect(confirmPasswordRule(() => 'Abcdefg1')('Abcdefg2')).toEqual({ key: 'passwordsDoNotMatch', code: 'FE340' });
    expect(confirmPasswordRule(() => 'Abcdefg1')('Abcdefg1')).toBeNull();
  });
  it('sign-in password is only required', () => {
    expect(keyOf(signInPasswordRule(''))).toBe('required');
    expect(signInPasswordRule('x')).toBeNull();
  });
});

describe('generic rules', () => {
  it.each([
    [minLengthRule(3)('ab'), { key: 'minLength', params: { min: 3 } }],
    [minLengthRule(3)('abc'), null],
    [minLengthRule(3)(''), null],
    [maxLengthRule(3)('abcd'), { key: 'maxLength', params: { max: 3 } }],
    [exactLengthRule(4)('123'), { key: 'exactLength', params: { length: 4 } }],
    [exactLengthRule(4)('1234'), null],
    [minNumberRule(1)('0'), { key: 'minNumber', params: { min: 1 } }],
    [minNumberRule(1)(1), null],
    [minNumberRule(1)('abc'), { key: 'minNumber', params: { min: 1 } }],
    [maxNumberRule(10)(11), { key: 'maxNumber', params: { max: 10 } }],
    [maxNumberRule(10)('10'), null],
    [patternRule(/\d+/)('12a'), { key: 'patternMismatch' }],
    [patternRule(/\d+/g)('12'), null],
    [patternRule(/\d+/g)('12'), null],
    [reviewTextRule(5)('123456'), { key: 'reviewTooLong', params: { max: 5 }, code: 'REV410' }],
  ])('case %#', (actual, expected) => expect(actual).toEqual(expected));
});

describe('cardExpiryRule (FE309)', () => {
  const today = new Date(2025, 5, 15); // 15 June 2025
  it.each([
    ['06/25', null],
    ['07/25', null],
    ['12/30', null],
    ['05/25', 'cardExpiryInvalid'],
    ['13/26', 'cardExpiryInvalid'],
    ['00/26', 'cardExpiryInvalid'],
    ['6/25', 'cardExpiryInvalid'],
    ['', null],
  ])('%j → %s', (value, key) => {
    const found = cardExpiryRule(today)(value);
    expect(keyOf(found)).toBe(key);
    if (key) expect(found?.code).toBe('FE309');
  });
});
