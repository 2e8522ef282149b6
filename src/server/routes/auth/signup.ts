import { Hono } from 'hono';
import { signUpRequestSchema } from '../../../../schemas/commerce/auth';
import { signUpSchema } from '../../../shared/validation/zod/forms';
import { API_HEADERS } from '../../../../schemas/protocol/headers';
import { consumers } from '../../db/schema/identity';
import type { Database } from '../../db/client';
import {
  findConsumerByEmail, isoBirthDate, newConsumerNo, newMemberId, normaliseEmail, normalisedPhoneOf, phoneInUse, uniqueViolationOn,
} from '../../domain/identity/consumers';
import { hashPassword } from '../../domain/identity/crypto';
import { parseForm } from '../../domain/identity/form-validation';
import { signUpConfigFor } from '../../../shared/identity/sign-up-config';
import { applySubscriptions, type SubscriptionChange } from '../../domain/identity/subscriptions';
import { ApiError } from '../../http/api-error';
import type { ApiEnv } from '../../http/env';
import { readBody } from '../../http/validate';
import { requireRecaptcha } from './context';

/** POST /consumers-v3/auth/signup: the §3 sign-up form, checked by the validation module's rules. */
export const signUpRoutes = new Hono<ApiEnv>().post('/consumers-v3/auth/signup', async (c) => {
  const body = await readBody(c, signUpRequestSchema);
  const { db, siteId, locale } = c.var;
  const form = parseForm(signUpSchema(signUpConfigFor(locale)), body, locale);
  await requireRecaptcha(c, body.recaptcha_response, 'register');
  const email = normaliseEmail(form.email!);
  const phone = normalisedPhoneOf(form.phone, form.phoneCode, locale);
  if (await findConsumerByEmail(db, siteId, email)) throw new ApiError('AUT411', undefined, { field: 'email' });
  if (phone && (await phoneInUse(db, siteId, phone))) throw new ApiError('AUT412', undefined, { field: 'phone' });

  const loyalty = body.loyaltyEnrollment === 'Full' && (body.subscriptions?.loyaltyConsent ?? form.loyaltyTerms ?? false);
  const passwordHash = await hashPassword(form.password!);
  const leadSource = c.req.header(API_HEADERS.source)?.slice(0, 100);
  const id = newConsumerNo();
  try {
    await db.transaction(async (tx) => {
      const [consumer] = await tx
        .insert(consumers)
        .values({
          id, siteId, email, passwordHash, phone: phone ?? null,
          firstName: form.firstName?.trim() || null, lastName: form.lastName?.trim() || null,
          postalCode: form.postalCode?.trim() || null, birthDate: isoBirthDate(form.birthDate, locale) ?? null,
          gender: form.gender || null, isTemporaryPassword: body.isTemporaryPassword ?? false,
          source: body.source ?? { acquisitionType: 'Registered' }, leadSource: leadSource ?? null,
          isLoyaltyMember: loyalty, memberId: loyalty ? newMemberId() : null, loyaltyOptInDate: loyalty ? new Date().toISOString() : null,
        })
        .returning();
      const changes: SubscriptionChange[] = [];
      if (body.subscriptions?.newsletterConsent ?? form.newsletter) changes.push({ type: 'Newsletter', channel: 'email', optin: true });
      if (body.subscriptions?.smsNotificationConsent && phone) changes.push({ type: 'Newsletter', channel: 'sms', optin: true });
      if (loyalty && body.loyaltyNewsletterConsent) changes.push({ type: 'LoyaltyNewsletter', channel: 'email', optin: true });
      await applySubscriptions(tx as unknown as Database, consumer!, changes, locale);
    });
  } catch (error) {
    // Two sign-ups racing for the same email or phone: the unique index decides.
    const violated = uniqueViolationOn(error);
    if (violated?.includes('phone')) throw new ApiError('AUT412', undefined, { field: 'phone' });
    if (violated) throw new ApiError('AUT411', undefined, { field: 'email' });
    throw error;
  }
  c.header('cache-control', 'no-store');
  return c.json({ consumerNo: id, email, message: 'Account created' }, 201);
});
