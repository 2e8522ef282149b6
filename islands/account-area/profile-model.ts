import type { ConsumerProfile, ProfileUpdate } from '../../schemas/commerce/consumer';
import { LOCALES, type LocaleCode } from '../../src/shared/i18n/sites';
import { parseIsoDate } from '../../src/shared/validation/dates/calendar-date';
import { dateFormatForLocale, formatDate } from '../../src/shared/validation/dates/date-format';
import type { ProfileField, ProfileInput } from '../../src/shared/validation/forms/profile';
import { formatPhoneAsYouType } from '../../src/shared/validation/phone/format-phone';
import { formatPostalCode } from '../../src/shared/validation/postal-code';
import { isBlank } from '../../src/shared/validation/text';

export type ProfileValues = Required<ProfileInput>;

/** The spec §4 partial-enrollment fields, in the order the banner lists them. */
export const ENROLLMENT_FIELDS = ['phone', 'firstName', 'lastName', 'postalCode', 'birthDate'] as const;
export type EnrollmentField = (typeof ENROLLMENT_FIELDS)[number];

/** Which of the enrollment fields the profile lacks (the banner shows when the email is there and any is missing). */
export function missingEnrollmentFields(profile: ConsumerProfile): EnrollmentField[] {
  if (isBlank(profile.consumerDetails.email)) return [];
  return ENROLLMENT_FIELDS.filter((field) => isBlank(profile.consumerDetails[field]));
}

/** The form as the shopper sees it: birth date in the regional format, phone and postal code masked. */
export function profileValues(profile: ConsumerProfile, locale: LocaleCode): ProfileValues {
  const details = profile.consumerDetails;
  const country = LOCALES[locale].country;
  const iso = details.birthDate ? parseIsoDate(details.birthDate) : null;
  return {
    firstName: details.firstName ?? '',
    lastName: details.lastName ?? '',
    phone: details.phone ? formatPhoneAsYouType(details.phone, country) : '',
    birthDate: iso ? formatDate(iso, dateFormatForLocale(locale)) : '',
    postalCode: details.postalCode ? formatPostalCode(details.postalCode, country) : '',
    gender: details.gender ?? '',
    preferredShoeSize: profile.preferences.preferredShoeSize ?? '',
  };
}

/** What a field looks like while typed: the phone and postal code masks of the country. */
export function formatProfileInput(field: ProfileField, value: string, locale: LocaleCode): string {
  const country = LOCALES[locale].country;
  if (field === 'phone') return formatPhoneAsYouType(value, country);
  if (field === 'postalCode') return formatPostalCode(value, country);
  return value;
}

/**
 * The update to send: only fields the shopper changed to a non-blank value (a blank field is
 * "no change", as the API reads it). Nothing changed gives an update hasProfileChanges() calls
 * empty, which updateProfile() does not send (spec §5).
 */
export function profileUpdateOf(values: ProfileValues, initial: ProfileValues): ProfileUpdate {
  const changed = (field: ProfileField) => values[field].trim() !== '' && values[field].trim() !== initial[field].trim();
  const details: NonNullable<ProfileUpdate['consumerDetails']> = {};
  for (const field of ['firstName', 'lastName', 'phone', 'birthDate', 'postalCode', 'gender'] as const) {
    if (changed(field)) details[field] = values[field].trim();
  }
  const update: ProfileUpdate = {};
  if (Object.keys(details).length > 0) update.consumerDetails = details;
  if (changed('preferredShoeSize')) update.preferences = { preferredShoeSize: values.preferredShoeSize.trim() };
  return update;
}
