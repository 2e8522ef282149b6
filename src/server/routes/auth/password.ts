import { Hono } from 'hono';
import { z } from 'zod';
import { changePasswordRequestSchema, forgotPasswordRequestSchema, messageResponseSchema, resetPasswordRequestSchema } from '../../../../schemas/commerce/auth';
import { passwordField } from '../../../shared/validation/zod/fields';
import { requireConsumer } from '../../domain/identity/consumers';
import { parseForm } from '../../domain/identity/form-validation';
import { changePassword, requestPasswordReset, resetPassword } from '../../domain/identity/passwords';
import { defineRoute } from '../../http/define-route';
import type { ApiEnv } from '../../http/env';
import { refuseAssociate, requireSession } from '../consumer/require-session';
import { enforceRequestRate } from './throttle-guards';

const newPasswordSchema = z.object({ newPassword: passwordField() });
const FORGOT_ANSWER = { message: 'If an account exists for this email address, we have sent a link to reset the password.' };
const TAG = 'Authentication';

export const passwordRoutes = new Hono<ApiEnv>();

defineRoute(passwordRoutes, {
  method: 'post', path: '/consumers-v3/consumer/changepassword', tag: TAG, security: 'session', middleware: [requireSession(), refuseAssociate()],
  summary: 'Change the signed-in shopper’s password (other sessions end)',
  body: changePasswordRequestSchema, responses: { 200: messageResponseSchema }, errors: ['AUT402', 'AUT403', 'AUT413', 'AGT402'],
}, async (c, { body }) => {
  const { db, session, locale } = c.var;
  const consumer = await requireConsumer(db, session.consumerId);
  parseForm(newPasswordSchema, { newPassword: body.newPassword }, locale);
  await changePassword(db, { consumer, currentPassword: body.currentPassword, newPassword: body.newPassword, keepSessionId: session.sessionId });
  return c.json({ message: 'Password changed.' });
});

defineRoute(passwordRoutes, {
  method: 'post', path: '/consumers-v3/confirmforgotpassword', tag: TAG,
  summary: 'Mail a password reset link', description: 'Always the same answer: whether the email has an account is not revealed.',
  body: forgotPasswordRequestSchema, responses: { 200: messageResponseSchema }, errors: ['AUT429'],
}, async (c, { body }) => {
  const { db, identity, siteId, locale } = c.var;
  await enforceRequestRate(c, 'reset', identity.throttle.resetPerClient);
  await requestPasswordReset(db, identity, { siteId, locale, email: body.email });
  return c.json(FORGOT_ANSWER);
});

defineRoute(passwordRoutes, {
  method: 'post', path: '/consumers-v3/consumer/resetpassword', tag: TAG,
  summary: 'Choose a new password with a reset link’s token (once, before it expires)',
  body: resetPasswordRequestSchema, responses: { 200: messageResponseSchema }, errors: ['AUT410'],
}, async (c, { body }) => {
  parseForm(newPasswordSchema, { newPassword: body.newPassword }, c.var.locale);
  await resetPassword(c.var.db, { token: body.token, newPassword: body.newPassword });
  return c.json({ message: 'Password changed.' });
});
