import type { ConsumerProfile, ProfileUpdate } from '../../schemas/commerce/consumer';
import type { EnrollmentProfile, ProfileField as EnrollmentField, ProfileFieldState } from '../../src/lib/identity/enrollment-flow';
import type { LocaleCode } from '../../src/shared/i18n/sites';
import { validateProfile } from '../../src/shared/validation/forms/profile';
import { issue, type ValidationIssue } from '../../src/shared/validation/issue';
import { profileValues } from '../account-area/profile-model';

/**
 * What the enrollment flow's forms (islands/identity/EnrollmentFlow.tsx) need beyond the step
 * machine: the profile as the machine reads it, and the checks and update of the mobile, profile
 * and complete-profile steps. The field rules are the account profile's (validateProfile); the
 * flow adds that a field it asks for is required.
 */

/** The signed-in shopper's profile as the flow reads it: phone, postal code and birth date as the locale writes them. */
export function enrollmentProfileOf(profile: ConsumerProfile, locale: LocaleCode): EnrollmentProfile {
  const values = profileValues(profile, locale);
  return {
    email: profile.consumerDetails.email,
    phone: values.phone, firstName: values.firstName, lastName: values.lastName, postalCode: values.postalCode, birthDate: values.birthDate,
    isLoyaltyMember: profile.isLoyaltyMember,
  };
}

export type StepValues = Partial<Record<EnrollmentField, string>>;

interface CheckConfig {
  readonly locale: LocaleCode;
  readonly today: Date;
}

const blank = (value: string | undefined) => (value ?? '').trim() === '';

/** The mobile step: a phone is required and must be valid for the locale's country. */
export function checkMobile(phone: string, config: CheckConfig): ValidationIssue | null {
  if (blank(phone)) return issue('required');
  return validateProfile({ phone }, config).phone ?? null;
}

/** The profile steps: every editable (missing) field is required and checked; prefilled ones are not the shopper's to change. */
export function checkProfileFields(fields: readonly ProfileFieldState[], values: StepValues, config: CheckConfig): Partial<Record<EnrollmentField, ValidationIssue>> {
  const found: Partial<Record<EnrollmentField, ValidationIssue>> = {};
  const rules = validateProfile({
    firstName: values.firstName ?? '', lastName: values.lastName ?? '', postalCode: values.postalCode ?? '', birthDate: values.birthDate ?? '',
  }, config);
  for (const { field, editable } of fields) {
    if (!editable) continue;
    if (blank(values[field])) found[field] = issue('required');
    else if (field !== 'email' && rules[field]) found[field] = rules[field];
  }
  return found;
}

/** The update a profile step sends: only the fields it let the shopper fill (never the email, which is the account's). */
export function profileStepUpdate(fields: readonly ProfileFieldState[], values: StepValues): NonNullable<ProfileUpdate['consumerDetails']> {
  const details: NonNullable<ProfileUpdate['consumerDetails']> = {};
  for (const { field, editable } of fields) {
    const value = values[field]?.trim() ?? '';
    if (editable && value !== '' && field !== 'email') details[field] = value;
  }
  return details;
}
