import { describe, expect, it } from 'vitest';
import { validateProfile } from '@shared/validation/forms/profile';

// The account area catalogue's keys and placeholders: tests/unit/lib/i18n/catalogues.test.ts.

describe('validateProfile', () => {
  const today = new Date('2026-06-01T12:00:00Z');
  it('lets blank fields pass (blank means unchanged) and checks filled ones for the locale', () => {
    expect(validateProfile({}, { locale: 'it-it', today })).toEqual({});
    expect(validateProfile({ firstName: 'R2D2', postalCode: '1234', birthDate: '1990-04-12', phone: '12' }, { locale: 'de-de', today })).toEqual({
      firstName: { key: 'nameInvalid' },
      postalCode: { key: 'postalCodeInvalid' },
      birthDate: { key: 'dateInvalid', params: { format: 'DD/MM/YYYY' } },
      phone: { key: 'phoneInvalid' },
    });
  });

  it('applies the configured minimal age but never requires the birth date', () => {
    const config = { locale: 'en-gb' as const, today, birthDate: { required: true, minimalAge: 16 } };
    expect(validateProfile({ birthDate: '' }, config)).toEqual({});
    expect(validateProfile({ birthDate: '01/01/2015' }, config).birthDate).toMatchObject({ key: 'birthDateInvalidAge', params: { age: 16 } });
    expect(validateProfile({ birthDate: '01/01/2000' }, config)).toEqual({});
  });
});
