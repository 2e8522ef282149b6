import { describe, expect, it } from 'vitest';
import { MESSAGE_LANGUAGES } from '@shared/i18n/messages';
import { IDENTITY_MESSAGES } from '@shared/i18n/messages/identity';
import { loadIdentityMessages } from '@shared/i18n/messages/identity/load';
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

describe('identity message catalogue', () => {
  const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
  const keys = Object.keys(IDENTITY_MESSAGES.en).sort();

  it.each(MESSAGE_LANGUAGES)('%s has every key, translated, with the same placeholders', async (language) => {
    const messages = IDENTITY_MESSAGES[language];
    expect(Object.keys(messages).sort()).toEqual(keys);
    for (const key of keys as (keyof typeof messages)[]) {
      expect(messages[key].trim(), key).not.toBe('');
      expect(placeholders(messages[key]), key).toEqual(placeholders(IDENTITY_MESSAGES.en[key]));
    }
    expect(await loadIdentityMessages(language)).toBe(messages);
  });

  it('every interest offered has a label', () => {
    for (const site of ['stride', 'loom', 'summit']) {
      for (const interest of interestsFor(site)) expect(IDENTITY_MESSAGES.en).toHaveProperty(`interest_${interest}`);
    }
  });
});
