import { describe, expect, it } from 'vitest';
import { IDENTITY_MESSAGES } from '@shared/i18n/messages/identity';
import { signUpConfigFor, signUpRequirements } from '@shared/identity/sign-up-config';
import { identitySettings, interestsFor, joinInterests, parseInterests } from '@shared/identity/settings';
import { validateSignUp } from '@shared/validation/forms/sign-up';

describe('sign-up configuration (one place for the form and the API)', () => {
  it('says per locale what is required', () => {
    expect(signUpRequirements('en-us')).toMatchObject({ phone: false, gender: false, agreements: [], birthDate: { required: false, minimalAge: 13 } });
    expect(signUpRequirements('en-gb').birthDate).toMatchObject({ required: true, minimalAge: 16 });
    expect(signUpRequirements('it-it')).toMatchObject({ phone: true, birthDate: { required: true, minimalAge: 14 } });
  });

  it('is the configuration the validation module applies', () => {
    const base = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', password: 'Engine2026' };
    expect(validateSignUp(base, signUpConfigFor('en-us'))).toEqual({});
    expect(Object.keys(validateSignUp(base, signUpConfigFor('it-it'))).sort()).toEqual(['birthDate', 'phone']);
  });
});

describe('identity site settings', () => {
  it('turns the simplified enrollment on per brand and falls back for unknown sites', () => {
    expect(identitySettings('summit').simplifiedEnrollment).toBe(true);
    expect(identitySettings('stride').simplifiedEnrollment).toBe(false);
    expect(identitySettings('nope')).toEqual(identitySettings('stride'));
  });

  it('offers interests by what the brand sells and stores them pipe-separated', () => {
    expect(interestsFor('summit')).toContain('camping');
    expect(interestsFor('stride')).toContain('running');
    expect(joinInterests(['running', ' hiking ', 'running', ''])).toBe('running|hiking');
    expect(parseInterests('running||hiking|running')).toEqual(['running', 'hiking']);
  });
});

// Keys and placeholders in every language, and the one-language loader: tests/unit/lib/i18n/catalogues.test.ts.
describe('identity message catalogue', () => {
  it('every interest offered has a label', () => {
    for (const site of ['stride', 'loom', 'summit']) {
      for (const interest of interestsFor(site)) expect(IDENTITY_MESSAGES.en).toHaveProperty(`interest_${interest}`);
    }
  });
});
