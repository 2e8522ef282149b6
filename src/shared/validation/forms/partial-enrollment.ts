import { isBlank } from '../text';

export interface EnrollmentProfile {
  readonly email?: string | null;
  readonly phone?: string | null;
  readonly firstName?: string | null;
  readonly lastName?: string | null;
  readonly postalCode?: string | null;
  readonly birthDate?: string | null;
}

const ENROLLMENT_FIELDS = ['phone', 'firstName', 'lastName', 'postalCode', 'birthDate'] as const;

/** Spec §4: an email on file but any of phone, first name, last name, postal code or birth date missing. */
export function isPartiallyEnrolled(profile: EnrollmentProfile): boolean {
  return !isBlank(profile.email) && ENROLLMENT_FIELDS.some((field) => isBlank(profile[field]));
}
