import { describe, expect, it } from 'vitest';
import { MESSAGE_LANGUAGES, t, VALIDATION_MESSAGES, type MessageKey } from '@shared/i18n/messages';
import { messageKeyForCode, VALIDATION_CODES, type ValidationCode } from '@shared/validation';

const keys = Object.keys(VALIDATION_MESSAGES.en) as MessageKey[];

// Keys and placeholders in every language: tests/unit/lib/i18n/catalogues.test.ts.
describe('message catalogue', () => {
  // Texts that are rightly the same words as in English ("1 250 points" is French too).
  const SAME_AS_ENGLISH: Partial<Record<(typeof MESSAGE_LANGUAGES)[number], readonly MessageKey[]>> = { fr: ['accountPoints'] };

  it.each(MESSAGE_LANGUAGES.filter((language) => language !== 'en'))('%s is translated', (language) => {
    const same = keys.filter((key) => VALIDATION_MESSAGES[language][key] === VALIDATION_MESSAGES.en[key] && !SAME_AS_ENGLISH[language]?.includes(key));
    expect(same).toEqual([]);
  });

  it('has the §5 texts', () => {
    expect(t('en', 'required')).toBe('This field is required');
    expect(t('en', 'emailInvalid')).toBe('Email is not valid');
    expect(t('en', 'nameInvalid')).toBe('Name is not valid.');
    expect(t('en', 'passwordRequirements')).toBe('Password does not meet requirements.');
    expect(t('en', 'dateInvalid', { format: 'DD/MM/YYYY' })).toBe('Date should match DD/MM/YYYY and be a valid date.');
  });

  it('t resolves a locale code to its language and fills placeholders', () => {
    expect(t('fr-ca', 'minLength', { min: 2 })).toBe('Veuillez saisir au moins 2 caractères.');
    expect(t('de-de', 'birthDateInvalidAge', { age: 16 })).toBe('Sie müssen mindestens 16 Jahre alt sein.');
    expect(t('it', 'maxLength', { max: 30 })).toBe('Inserisci al massimo 30 caratteri.');
    expect(t('en-gb', 'minLength')).toBe('Please enter at least {min} characters.');
  });

  it('every §5 code maps to a message key', () => {
    expect(Object.keys(VALIDATION_CODES).sort()).toEqual(['AUT453', 'FE309', 'FE340', 'FE872', 'PRO410', 'PRO411', 'REV410']);
    for (const code of Object.keys(VALIDATION_CODES) as ValidationCode[]) expect(keys).toContain(messageKeyForCode(code));
  });
});
