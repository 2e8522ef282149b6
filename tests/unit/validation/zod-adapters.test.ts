import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { t } from '@shared/i18n/messages';
import {
  emailRule,
  nameRule,
  passwordRule,
  phoneRule,
  postalCodeRule,
  requiredRule,
  validateAddress,
  addressRules,
  validateSignUp,
  type Rule,
  type SignUpConfig,
} from '@shared/validation';
import {
  addressSchema,
  birthDateField,
  cardExpiryField,
  emailField,
  nameField,
  newsletterSchema,
  passwordField,
  phoneField,
  postalCodeField,
  signInEmailField,
  signUpSchema,
  translateZodIssue,
  validationCodeOf,
} from '@shared/validation/zod';

function zodMessages(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((found) => found.message);
}

function ruleMessages(rule: Rule, value: string): string[] {
  const found = rule(value);
  return found ? [t('en', found.key, found.params)] : [];
}

const requiredThen = (rule: Rule): Rule => (value) => requiredRule(value) ?? rule(value);

describe('field adapters give the rule messages', () => {
  it.each([
    ['email', emailField(), requiredThen(emailRule), ['', 'jane@example.com', 'jane@localhost', 'nope']],
    ['name', nameField(), requiredThen(nameRule), ['', 'Zoë', 'R2D2', 'J', 'A'.repeat(31)]],
    ['password', passwordField(), requiredThen(passwordRule), ['', 'Abcdefg1', 'abcdefg1', 'Ab1']],
    ['phone US', phoneField('US'), requiredThen(phoneRule('US')), ['', '2125550123', '1125550123']],
    ['phone GB', phoneField('GB'), requiredThen(phoneRule('GB')), ['07911 123456', '0791']],
    ['postal CA', postalCodeField('CA'), requiredThen(postalCodeRule('CA')), ['', 'k1a 0b1', 'D1A 0B1']],
  ] as const)('%s', (_name, schema, rule, values) => {
    for (const value of values) expect(zodMessages(schema, value)).toEqual(ruleMessages(rule, value));
  });

  it('absent counts as empty', () => {
    expect(zodMessages(emailField(), undefined)).toEqual(['This field is required']);
  });

  it('carries the §5 code', () => {
    const result = emailField().safeParse('jane@localhost');
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(result.error.issues[0]?.message).toBe('Email is not valid');
      expect(validationCodeOf(result.error.issues[0]!)).toBe('AUT453');
      expect(result.error.issues[0]).toMatchObject({ params: { key: 'emailInvalid', code: 'AUT453' } });
    }
    const expiry = cardExpiryField(new Date(2025, 5, 15)).safeParse('01/24');
    expect(expiry.success || validationCodeOf(expiry.error.issues[0]!)).toBe('FE309');
    const birth = birthDateField({ format: 'MM/DD/YYYY', config: { required: true, minimalAge: 18 }, today: new Date(2025, 5, 15) });
    const young = birth.safeParse('06/16/2007');
    expect(young.success || [young.error.issues[0]?.message, validationCodeOf(young.error.issues[0]!)]).toEqual([
      'You must be at least 18 years old.',
      'PRO410',
    ]);
  });

  it("an issue can be shown in the shopper's language", () => {
    const result = nameField().safeParse('J');
    expect(result.success || translateZodIssue(result.error.issues[0]!, 'fr-fr')).toBe('Veuillez saisir au moins 2 caractères.');
  });

  it('parses to the transformed value', () => {
    expect(postalCodeField('CA').parse('k1a 0b1')).toBe('K1A 0B1');
    expect(signInEmailField().parse('jane@example.com')).toBe('jane@example.com');
  });
});

describe('form schemas give the form validator messages, at the field path', () => {
  function byPath(schema: z.ZodType, value: unknown): Record<string, string> {
    const result = schema.safeParse(value);
    if (result.success) return {};
    return Object.fromEntries(result.error.issues.map((found) => [found.path.join('.'), found.message]));
  }
  function expectedMessages(issues: Record<string, { key: Parameters<typeof t>[1]; params?: Record<string, string | number> } | undefined>) {
    return Object.fromEntries(
      Object.entries(issues).flatMap(([field, found]) => (found ? [[field, t('en', found.key, found.params)]] : [])),
    );
  }

  it('addressSchema', () => {
    const overrides = { postalCode: { transform: 'capitalize' as const } };
    const bad = { firstName: 'J', city: 'x'.repeat(31), postalCode: 'abc', email: 'a@b', phone: '12' };
    expect(byPath(addressSchema('US', overrides), bad)).toEqual(expectedMessages(validateAddress(bad, addressRules('US', overrides))));
    const parsed = addressSchema('CA').parse({
      firstName: 'Zoë', lastName: 'Lee', addressLine1: '1 Rue', city: 'Montréal', country: 'CA',
      postalCode: 'h2x 1y4', email: 'z@example.ca', phone: '514 555 0123',
    });
    expect(parsed.postalCode).toBe('H2X 1Y4');
  });

  it('signUpSchema', () => {
    const config: SignUpConfig = { locale: 'en-us', today: new Date(2025, 5, 15), smsOptInRequired: true, requiredAgreements: ['policy'] };
    const input = { firstName: 'Zoë', lastName: '', email: 'z@x', password: 'abc', phone: '2125550123' };
    const messages = byPath(signUpSchema(config), input);
    expect(messages).toEqual(expectedMessages(validateSignUp(input, config)));
    expect(messages).toMatchObject({
      lastName: 'This field is required',
      email: 'Email is not valid',
      password: 'Password does not meet requirements.',
      optInAccepted: 'This field is required',
      policy: 'This field is required',
    });
  });

  it('newsletterSchema', () => {
    expect(byPath(newsletterSchema(), { email: 'bad' })).toEqual({ email: 'Email is not valid', policy: 'This field is required' });
    expect(newsletterSchema().safeParse({ email: 'a@example.com', policy: true }).success).toBe(true);
  });
});
