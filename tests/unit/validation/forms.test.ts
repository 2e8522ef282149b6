import { describe, expect, it } from 'vitest';
import {
  isPartiallyEnrolled,
  validateApplePayContact,
  validateNewsletter,
  validateSignUp,
  type ApplePayContact,
  type SignUpConfig,
  type SignUpInput,
} from '@shared/validation';

describe('validateNewsletter', () => {
  it.each([
    [{ email: 'jane@example.com', policy: true }, {}],
    [{ email: '', policy: true }, { email: { key: 'required' } }],
    [{ email: 'jane@example', policy: true }, { email: { key: 'emailInvalid', code: 'AUT453' } }],
    [{ email: 'jane@example.com', policy: false }, { policy: { key: 'required' } }],
    [{}, { email: { key: 'required' }, policy: { key: 'required' } }],
  ])('%j', (input, expected) => expect(validateNewsletter(input)).toEqual(expected));
});

describe('isPartiallyEnrolled', () => {
  const full = { email: 'a@b.co', phone: '+12125550123', firstName: 'Ann', lastName: 'Lee', postalCode: '12345', birthDate: '1990-01-01' };
  it('a full profile is not partial', () => expect(isPartiallyEnrolled(full)).toBe(false));
  it('no email is not partial, whatever else is missing', () => expect(isPartiallyEnrolled({ ...full, email: '', phone: '' })).toBe(false));
  it.each(['phone', 'firstName', 'lastName', 'postalCode', 'birthDate'] as const)('missing %s is partial', (field) => {
    expect(isPartiallyEnrolled({ ...full, [field]: '' })).toBe(true);
    expect(isPartiallyEnrolled({ ...full, [field]: null })).toBe(true);
    expect(isPartiallyEnrolled({ ...full, [field]: undefined })).toBe(true);
  });
});

describe('validateSignUp', () => {
  const today = new Date(2025, 5, 15);
  const base: SignUpInput = { firstName: 'José-María', lastName: 'Ægir', email: 'jm@example.com', password: 'Abcdefg1' };
  const minimal: SignUpConfig = { locale: 'en-us', today };

  it('the always-required fields', () => {
    expect(validateSignUp(base, minimal)).toEqual({});
    expect(validateSignUp({}, minimal)).toEqual({
      firstName: { key: 'required' },
      lastName: { key: 'required' },
      email: { key: 'required' },
      password: { key: 'required' },
    });
    expect(validateSignUp({ ...base, firstName: 'J0se', password: 'abc' }, minimal)).toEqual({
      firstName: { key: 'nameInvalid' },
      password: { key: 'passwordRequirements' },
    });
  });

  it('phone is required only in configured locales, validated wherever entered', () => {
    const config: SignUpConfig = { locale: 'en-gb', today, phoneRequiredLocales: ['en-gb'] };
    expect(validateSignUp(base, config).phone).toEqual({ key: 'required' });
    expect(validateSignUp({ ...base, phone: '07911 123456' }, config).phone).toBeUndefined();
    expect(validateSignUp({ ...base, phoneCode: '+44', phone: '07911 123456' }, config).phone).toBeUndefined();
    expect(validateSignUp(base, { ...config, locale: 'fr-fr' }).phone).toBeUndefined();
    expect(validateSignUp({ ...base, phone: '06 12' }, { ...config, locale: 'fr-fr' }).phone).toEqual({ key: 'phoneInvalid' });
  });

  it('SMS opt-in is required when configured and the phone is valid', () => {
    const config: SignUpConfig = { locale: 'en-us', today, smsOptInRequired: true };
    expect(validateSignUp({ ...base, phone: '2125550123' }, config).optInAccepted).toEqual({ key: 'required' });
    expect(validateSignUp({ ...base, phone: '2125550123', optInAccepted: true }, config).optInAccepted).toBeUndefined();
    expect(validateSignUp({ ...base, phone: '212555' }, config).optInAccepted).toBeUndefined();
    expect(validateSignUp(base, config).optInAccepted).toBeUndefined();
    expect(validateSignUp({ ...base, phone: '2125550123' }, minimal).optInAccepted).toBeUndefined();
  });

  it('gender where configured, agreements when flagged', () => {
    const config: SignUpConfig = { locale: 'de-de', today, genderRequiredLocales: ['de-de'], requiredAgreements: ['policy', 'loyaltyTerms'] };
    expect(validateSignUp(base, config)).toEqual({
      gender: { key: 'required' },
      policy: { key: 'required' },
      loyaltyTerms: { key: 'required' },
    });
    expect(validateSignUp({ ...base, gender: 'F', policy: true, loyaltyTerms: true, brandTerms: false }, config)).toEqual({});
  });

  it('birth date follows the country config and the locale date order', () => {
    const config: SignUpConfig = {
      locale: 'fr-fr',
      today,
      birthDateByCountry: { FR: { required: true, minimalAge: 15, minDate: '1900-01-01' } },
    };
    expect(validateSignUp(base, config).birthDate).toEqual({ key: 'birthDateMissing', code: 'PRO411' });
    expect(validateSignUp({ ...base, birthDate: '15/06/2010' }, config).birthDate).toBeUndefined();
    expect(validateSignUp({ ...base, birthDate: '16/06/2010' }, config).birthDate?.code).toBe('PRO410');
    expect(validateSignUp({ ...base, birthDate: '06/15/2010' }, config).birthDate).toEqual({
      key: 'dateInvalid',
      params: { format: 'DD/MM/YYYY' },
    });
    expect(validateSignUp(base, { ...config, locale: 'en-us' }).birthDate).toBeUndefined();
  });

  it('postal code is checked for the locale country when entered', () => {
    expect(validateSignUp({ ...base, postalCode: 'K1A 0B1' }, { locale: 'fr-ca', today })).toEqual({});
    expect(validateSignUp({ ...base, postalCode: '12345' }, { locale: 'fr-ca', today }).postalCode).toEqual({ key: 'postalCodeInvalid' });
    expect(validateSignUp(base, { locale: 'fr-ca', today, postalCodeRequired: true }).postalCode).toEqual({ key: 'required' });
  });
});

describe('validateApplePayContact', () => {
  const contact: ApplePayContact = {
    addressLines: ['12 Rue de l’Église', 'Bât. B'],
    locality: 'Saint-Étienne',
    postalCode: '42000',
    givenName: 'Zoë',
    familyName: 'Dupont-Moretti',
    countryCode: 'FR',
  };
  const shipping = { kind: 'shipping', storeCountry: 'FR' } as const;
  it('a good contact passes', () => expect(validateApplePayContact(contact, shipping)).toEqual({}));
  it.each([
    [{ addressLines: [] }, 'addressLines', 'required'],
    [{ addressLines: ['  '] }, 'addressLines', 'required'],
    [{ postalCode: '' }, 'postalCode', 'required'],
    [{ givenName: '' }, 'givenName', 'required'],
    [{ familyName: ' ' }, 'familyName', 'required'],
    [{ givenName: 'Zoë 😀' }, 'givenName', 'applePayFieldInvalid'],
    [{ addressLines: ['12 <script>'] }, 'addressLines', 'applePayFieldInvalid'],
    [{ locality: 'x'.repeat(51) }, 'locality', 'applePayCityNameLength'],
    [{ countryCode: 'DE' }, 'countryCode', 'applePayCountryError'],
  ] as const)('%j → %s %s', (change, field, key) => {
    expect(validateApplePayContact({ ...contact, ...change }, shipping)[field]?.key).toBe(key);
  });
  it('a 50-character city passes', () => {
    expect(validateApplePayContact({ ...contact, locality: 'x'.repeat(50) }, shipping)).toEqual({});
  });
  it('billing country only has to be in the country list', () => {
    expect(validateApplePayContact({ ...contact, countryCode: 'DE' }, { kind: 'billing', storeCountry: 'FR' })).toEqual({});
    expect(validateApplePayContact({ ...contact, countryCode: 'JP' }, { kind: 'billing', storeCountry: 'FR' }).countryCode?.key).toBe(
      'applePayBillingCountryError',
    );
  });
});
