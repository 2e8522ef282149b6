import { Hono } from 'hono';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { changePasswordRequestSchema, forgotPasswordRequestSchema, resetPasswordRequestSchema } from '../../../../schemas/commerce/auth';
import { passwordField } from '../../../shared/validation/zod/fields';
import type { Database } from '../../db/client';
import { authSessions, consumers, passwordResets } from '../../db/schema/identity';
import { findConsumerByEmail, requireConsumer } from '../../domain/identity/consumers';
import { hashPassword, randomToken, tokenHash, verifyPassword } from '../../domain/identity/crypto';
import { parseForm } from '../../domain/identity/form-validation';
import { revokeSession } from '../../domain/identity/tokens';
import { ApiError } from '../../http/api-error';
import type { ApiEnv } from '../../http/env';
import { readBody } from '../../http/validate';
import { requireSession } from '../consumer/require-session';

const newPasswordSchema = z.object({ newPassword: passwordField() });
const FORGOT_ANSWER = { message: 'If an account exists for this email address, we have sent a link to reset the password.' };

/** Ends every session of a consumer except `keepSessionId`. */
async function revokeConsumerSessions(db: Database, consumerId: string, keepSessionId?: string) {
  const rows = await db
    .select({ id: authSessions.id })
    .from(authSessions)
    .where(and(eq(authSessions.consumerId, consumerId), isNull(authSessions.revokedAt), ...(keepSessionId ? [ne(authSessions.id, keepSessionId)] : [])));
  for (const row of rows) await revokeSession(db, row.id);
}

export const passwordRoutes = new Hono<ApiEnv>()
  .post('/consumers-v3/consumer/changepassword', requireSession(), async (c) => {
    const body = await readBody(c, changePasswordRequestSchema);
    const { db, session, locale } = c.var;
    const consumer = await requireConsumer(db, session.consumerId);
    parseForm(newPasswordSchema, { newPassword: body.newPassword }, locale);
    if (!(await verifyPassword(consumer.passwordHash, body.currentPassword))) throw new ApiError('AUT413', undefined, { field: 'currentPassword' });
    await db.update(consumers).set({ passwordHash: await hashPassword(body.newPassword), isTemporaryPassword: false, updatedAt: sql`now()` }).where(eq(consumers.id, consumer.id));
    await revokeConsumerSessions(db, consumer.id, session.sessionId);
    return c.json({ message: 'Password changed.' });
  })
  /** Always the same answer: whether the email has an account is not revealed. */
  .post('/consumers-v3/confirmforgotpassword', async (c) => {
    const body = await readBody(c, forgotPasswordRequestSchema);
    const { db, identity, siteId, locale } = c.var;
    const consumer = await findConsumerByEmail(db, siteId, body.email);
    const token = randomToken();
    if (consumer) {
      await db.transaction(async (tx) => {
        const t = tx as unknown as Database;
        await t.insert(passwordResets).values({ tokenHash: tokenHash(token), consumerId: consumer.id, expiresAt: new Date(Date.now() + identity.resetTokenTtlMs).toISOString() });
        const link = `${identity.storefrontOrigin}/${locale}/forgot-password?siteId=${siteId}&token=${encodeURIComponent(token)}`;
        const minutes = Math.round(identity.resetTokenTtlMs / 60_000);
        await identity.mailer.send(t, {
          siteId, to: consumer.email, template: 'reset-password', subject: 'Reset your password',
          body: `Hello ${consumer.firstName ?? ''},\n\nUse this link within ${minutes} minutes to choose a new password:\n${link}\n\nIf you did not ask for it, ignore this mail.`,
        });
      });
    }
    return c.json(FORGOT_ANSWER);
  })
  /** A reset token works once, before it expires; afterwards every session of the account ends. */
  .post('/consumers-v3/consumer/resetpassword', async (c) => {
    const body = await readBody(c, resetPasswordRequestSchema);
    const { db, locale } = c.var;
    parseForm(newPasswordSchema, { newPassword: body.newPassword }, locale);
    const passwordHash = await hashPassword(body.newPassword);
    const [used] = await db
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResets.tokenHash, tokenHash(body.token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, sql`now()`)))
      .returning({ consumerId: passwordResets.consumerId });
    if (!used) throw new ApiError('AUT410', undefined, { field: 'token' });
    await db.update(consumers).set({ passwordHash, isTemporaryPassword: false, updatedAt: sql`now()` }).where(eq(consumers.id, used.consumerId));
    await revokeConsumerSessions(db, used.consumerId);
    return c.json({ message: 'Password changed.' });
  });
