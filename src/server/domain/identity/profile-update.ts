import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { consumers } from '../../db/schema/identity';
import type { ProfileUpdate } from '../../../../schemas/commerce/consumer';
import { INTERESTS_SEPARATOR } from '../../../../schemas/constants';
import { LOCALES, type LocaleCode } from '../../../shared/i18n/sites';
import { dateFormatForLocale } from '../../../shared/validation/dates/date-format';
import { birthDateField, nameField, phoneField, postalCodeField } from '../../../shared/validation/zod/fields';
import { ApiError } from '../../http/api-error';
import { isoBirthDate, newMemberId, normalisedPhoneOf, phoneInUse, type ConsumerRow } from './consumers';
import { parseForm } from './form-validation';
import { BIRTH_DATE_BY_COUNTRY } from '../../../shared/identity/sign-up-config';

const filled = (value: string | undefined): value is string => value !== undefined && value.trim() !== '';

/** 'run| trail |run' → 'run|trail': trimmed, de-duplicated, pipe-separated (spec §9). */
export function normaliseInterests(value: string): string {
  const parts = value.split(INTERESTS_SEPARATOR).map((part) => part.trim()).filter((part) => part !== '');
  return [...new Set(parts)].join(INTERESTS_SEPARATOR);
}

/**
 * The changes a PUT asks for: only fields sent with a non-empty value, each checked with the
 * validation module's rule. Nothing filled means no change at all (spec §5).
 */
export async function profileChanges(db: Database, consumer: ConsumerRow, body: ProfileUpdate, locale: LocaleCode) {
  const country = LOCALES[locale].country;
  const details = body.consumerDetails ?? {};
  const changes: Partial<typeof consumers.$inferInsert> = {};
  const check = <S extends z.ZodType>(field: string, schema: S, value: string) => parseForm(z.object({ [field]: schema }), { [field]: value }, locale, 'consumerDetails.');
  if (filled(details.firstName)) changes.firstName = (check('firstName', nameField(), details.firstName).firstName ?? details.firstName).trim();
  if (filled(details.lastName)) changes.lastName = (check('lastName', nameField(), details.lastName).lastName ?? details.lastName).trim();
  if (filled(details.postalCode)) changes.postalCode = check('postalCode', postalCodeField(country), details.postalCode).postalCode ?? details.postalCode;
  if (filled(details.birthDate)) {
    const options = { format: dateFormatForLocale(locale), config: BIRTH_DATE_BY_COUNTRY[country], today: new Date() };
    check('birthDate', birthDateField(options), details.birthDate);
    changes.birthDate = isoBirthDate(details.birthDate, locale) ?? null;
  }
  if (filled(details.phone)) {
    const joined = details.phoneCode && !details.phone.trim().startsWith('+') ? `${details.phoneCode}${details.phone}` : details.phone;
    check('phone', phoneField(country), joined);
    const phone = normalisedPhoneOf(details.phone, details.phoneCode, locale)!;
    if (await phoneInUse(db, consumer.siteId, phone, consumer.id)) throw new ApiError('AUT412', undefined, { field: 'consumerDetails.phone' });
    changes.phone = phone;
  }
  if (filled(details.gender)) changes.gender = details.gender.trim();
  const preferences = body.preferences ?? {};
  if (filled(preferences.interests)) changes.interests = normaliseInterests(preferences.interests);
  if (filled(preferences.preferredShoeSize)) changes.preferredShoeSize = preferences.preferredShoeSize.trim();
  // Joining loyalty from the profile (spec §4: a Loyalty enrollment on the profile).
  if (body.enrollments?.some((enrollment) => enrollment.type === 'Loyalty') && !consumer.isLoyaltyMember) {
    Object.assign(changes, { isLoyaltyMember: true, memberId: consumer.memberId ?? newMemberId(), loyaltyOptInDate: new Date().toISOString() });
  }
  if (body.isEmployeeDiscountTCAccepted) changes.isEmployeeDiscountTCAccepted = true;
  return changes;
}

/** Applies the changes; returns false (and writes nothing) when there are none. */
export async function updateProfile(db: Database, consumer: ConsumerRow, body: ProfileUpdate, locale: LocaleCode): Promise<boolean> {
  const changes = await profileChanges(db, consumer, body, locale);
  if (Object.keys(changes).length === 0) return false;
  await db.update(consumers).set({ ...changes, updatedAt: sql`now()` }).where(eq(consumers.id, consumer.id));
  return true;
}
