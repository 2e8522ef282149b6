import type { z } from 'zod';
import type { signUpRequestSchema } from '../../../../schemas/commerce/auth';
import type { LocaleCode } from '../../../shared/i18n/sites';
import type { signUpSchema } from '../../../shared/validation/zod/forms';
import type { Database } from '../../db/client';
import { consumers } from '../../db/schema/identity';
import { ApiError } from '../../http/api-error';
import {
  findConsumerByEmail, isoBirthDate, newConsumerNo, newMemberId, normaliseEmail, normalisedPhoneOf, phoneInUse, uniqueViolationOn,
} from './consumers';
import { hashPassword } from './crypto';
import { applySubscriptions, type SubscriptionChange } from './subscriptions';

type SignUpRequest = z.output<typeof signUpRequestSchema>;
type SignUpForm = z.output<ReturnType<typeof signUpSchema>>;

export interface SignUpInput {
  readonly siteId: string;
  readonly locale: LocaleCode;
  /** The form, already checked by the sign-up rules of the locale. */
  readonly form: SignUpForm;
  /** The rest of the request: consents, loyalty enrollment, source. */
  readonly request: SignUpRequest;
  /** The lead source header (from the storefront's leadSource query parameter). */
  readonly leadSource: string | undefined;
}

/**
 * Creates the account with its subscriptions in one transaction. An email or phone already used
 * on the site is AUT411 / AUT412, also when two sign-ups race for it (the unique index decides).
 */
export async function signUpConsumer(db: Database, input: SignUpInput): Promise<{ consumerNo: string; email: string }> {
  const { siteId, locale, form, request } = input;
  const email = normaliseEmail(form.email!);
  const phone = normalisedPhoneOf(form.phone, form.phoneCode, locale);
  if (await findConsumerByEmail(db, siteId, email)) throw new ApiError('AUT411', undefined, { field: 'email' });
  if (phone && (await phoneInUse(db, siteId, phone))) throw new ApiError('AUT412', undefined, { field: 'phone' });

  const loyalty = request.loyaltyEnrollment === 'Full' && (request.subscriptions?.loyaltyConsent ?? form.loyaltyTerms ?? false);
  const passwordHash = await hashPassword(form.password!);
  const id = newConsumerNo();
  try {
    await db.transaction(async (tx) => {
      const [consumer] = await tx
        .insert(consumers)
        .values({
          id, siteId, email, passwordHash, phone: phone ?? null,
          firstName: form.firstName?.trim() || null, lastName: form.lastName?.trim() || null,
          postalCode: form.postalCode?.trim() || null, birthDate: isoBirthDate(form.birthDate, locale) ?? null,
          gender: form.gender || null, isTemporaryPassword: request.isTemporaryPassword ?? false,
          source: request.source ?? { acquisitionType: 'Registered' }, leadSource: input.leadSource ?? null,
          isLoyaltyMember: loyalty, memberId: loyalty ? newMemberId() : null, loyaltyOptInDate: loyalty ? new Date().toISOString() : null,
        })
        .returning();
      const changes: SubscriptionChange[] = [];
      if (request.subscriptions?.newsletterConsent ?? form.newsletter) changes.push({ type: 'Newsletter', channel: 'email', optin: true });
      if (request.subscriptions?.smsNotificationConsent && phone) changes.push({ type: 'Newsletter', channel: 'sms', optin: true });
      if (loyalty && request.loyaltyNewsletterConsent) changes.push({ type: 'LoyaltyNewsletter', channel: 'email', optin: true });
      await applySubscriptions(tx as unknown as Database, consumer!, changes, locale);
    });
  } catch (error) {
    const violated = uniqueViolationOn(error);
    if (violated?.includes('phone')) throw new ApiError('AUT412', undefined, { field: 'phone' });
    if (violated) throw new ApiError('AUT411', undefined, { field: 'email' });
    throw error;
  }
  return { consumerNo: id, email };
}
