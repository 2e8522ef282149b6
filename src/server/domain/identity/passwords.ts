import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { mailText } from '../../../shared/i18n/messages/mail';
import type { Database } from '../../db/client';
import { authSessions, consumers, passwordResets } from '../../db/schema/identity';
import { ApiError } from '../../http/api-error';
import type { LocaleCode } from '../../../shared/i18n/sites';
import type { ConsumerRow } from './consumers';
import { findConsumerByEmail } from './consumers';
import { hashPassword, randomToken, tokenHash, verifyPassword } from './crypto';
import type { IdentityOptions } from './options';
import { countRequest } from './throttle';
import { revokeSession } from './tokens';

/** Ends every session of a consumer except `keepSessionId`. */
async function revokeConsumerSessions(db: Database, consumerId: string, keepSessionId?: string): Promise<void> {
  const rows = await db
    .select({ id: authSessions.id })
    .from(authSessions)
    .where(and(eq(authSessions.consumerId, consumerId), isNull(authSessions.revokedAt), ...(keepSessionId ? [ne(authSessions.id, keepSessionId)] : [])));
  for (const row of rows) await revokeSession(db, row.id);
}

/** The signed-in shopper changes the password: the current one must match; other sessions end. */
export async function changePassword(
  db: Database,
  input: { consumer: ConsumerRow; currentPassword: string; newPassword: string; keepSessionId: string },
): Promise<void> {
  if (!(await verifyPassword(input.consumer.passwordHash, input.currentPassword))) throw new ApiError('AUT413', undefined, { field: 'currentPassword' });
  const passwordHash = await hashPassword(input.newPassword);
  // The new password and the end of the other sessions are one write: never one without the other.
  await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    await t.update(consumers).set({ passwordHash, isTemporaryPassword: false, updatedAt: sql`now()` }).where(eq(consumers.id, input.consumer.id));
    await revokeConsumerSessions(t, input.consumer.id, input.keepSessionId);
  });
}

/**
 * Mails a single-use reset link when the email has an account of the site; does nothing
 * otherwise (the caller answers the same either way). The token is stored hashed.
 */
export async function requestPasswordReset(
  db: Database,
  identity: IdentityOptions,
  input: { siteId: string; locale: LocaleCode; email: string },
): Promise<void> {
  const consumer = await findConsumerByEmail(db, input.siteId, input.email);
  if (!consumer) return;
  // A mailbox is not flooded with reset mails: past the limit the answer stays the same, without a mail.
  const perEmail = await countRequest(db, `reset-mail:${input.siteId}:${consumer.id}`, identity.throttle.resetMailsPerEmail, identity.throttle.windowMs);
  if (perEmail.retryAfterSeconds !== undefined) return;
  const token = randomToken();
  await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    await t.insert(passwordResets).values({ tokenHash: tokenHash(token), consumerId: consumer.id, expiresAt: new Date(Date.now() + identity.resetTokenTtlMs).toISOString() });
    const link = `${identity.storefrontOrigin}/${input.locale}/forgot-password?siteId=${input.siteId}&token=${encodeURIComponent(token)}`;
    const minutes = Math.round(identity.resetTokenTtlMs / 60_000);
    const text = mailText(input.locale);
    await identity.mailer.send(t, {
      siteId: input.siteId, to: consumer.email, template: 'reset-password', subject: text('resetSubject'),
      body: text('resetBody', { name: consumer.firstName ?? '', minutes, link }),
    });
  });
}

/** A reset token works once, before it expires (else AUT410); afterwards every session of the account ends. */
export async function resetPassword(db: Database, input: { token: string; newPassword: string }): Promise<void> {
  const passwordHash = await hashPassword(input.newPassword);
  // Using the token, setting the password and ending every session are one write.
  await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const [used] = await t
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResets.tokenHash, tokenHash(input.token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, sql`now()`)))
      .returning({ consumerId: passwordResets.consumerId });
    if (!used) throw new ApiError('AUT410', undefined, { field: 'token' });
    await t.update(consumers).set({ passwordHash, isTemporaryPassword: false, updatedAt: sql`now()` }).where(eq(consumers.id, used.consumerId));
    await revokeConsumerSessions(t, used.consumerId);
  });
}
