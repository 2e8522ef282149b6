import { describe, expect, it } from 'vitest';
import { profileFieldsOf, startEnrollment } from '@lib/identity/enrollment-flow';
import { checkMobile, checkProfileFields, enrollmentProfileOf, profileStepUpdate } from '@islands/identity/enrollment-model';
import { profileOf } from '../account-area/area-fixtures';

const config = { locale: 'en-us' as const, today: new Date('2026-11-27T12:00:00Z') };

describe('enrollment forms (spec §4: only missing fields are editable, the rest prefilled)', () => {
  it('reads the profile as the locale writes it, so the start rule sees the phone', () => {
    const profile = enrollmentProfileOf(profileOf({ phone: '+12125550101', birthDate: '1990-04-12' }), 'en-us');
    expect(profile.birthDate).toBe('04/12/1990');
    expect(profile.phone).not.toBe('');
    expect(startEnrollment(profile).step).toBe('profile');
    expect(startEnrollment(enrollmentProfileOf(profileOf({ phone: undefined }), 'en-us')).step).toBe('mobile');
  });

  it('the mobile step requires a valid phone', () => {
    expect(checkMobile('  ', config)?.key).toBe('required');
    expect(checkMobile('12', config)).not.toBeNull();
    expect(checkMobile('212 555 0147', config)).toBeNull();
  });

  it('requires and checks only the missing fields, and sends only them', () => {
    const fields = profileFieldsOf(enrollmentProfileOf(profileOf({ postalCode: undefined, birthDate: undefined }), 'en-us'));
    expect(fields.filter((field) => field.editable).map((field) => field.field)).toEqual(['postalCode', 'birthDate']);
    const empty = checkProfileFields(fields, {}, config);
    expect(Object.keys(empty).sort()).toEqual(['birthDate', 'postalCode']);
    const wrong = checkProfileFields(fields, { postalCode: 'ABC', birthDate: '13/45/1990' }, config);
    expect(wrong.postalCode).toBeDefined();
    expect(wrong.birthDate).toBeDefined();
    const values = { firstName: 'Changed', postalCode: '10013', birthDate: '04/12/1990' };
    expect(checkProfileFields(fields, values, config)).toEqual({});
    // A prefilled field is the account's: never sent from here, even if a value arrives for it.
    expect(profileStepUpdate(fields, values)).toEqual({ postalCode: '10013', birthDate: '04/12/1990' });
  });
});
