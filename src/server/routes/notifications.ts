import { Hono } from 'hono';
import { notificationRequestSchema } from '@schemas/commerce/notifications';
import { emailField } from '@shared/validation/zod';
import { registerNotification } from '../domain/notifications/register-notification';
import type { ApiEnv } from '../http/env';
import { readBody } from '../http/validate';

/** Spec §7 PUT /products/v1/notifications: back-in-stock requests. */
export const notificationRoutes = new Hono<ApiEnv>();

/** The contract's shape, with the email checked by the §5 rule the forms use. */
const notificationBody = notificationRequestSchema.extend({ email: emailField().transform((value) => value.trim().toLowerCase()) });

notificationRoutes.put('/products/v1/notifications', async (c) => {
  const body = await readBody(c, notificationBody);
  const result = await registerNotification(c.var.db, { ...body, siteId: c.var.siteId, locale: c.var.locale });
  c.header('cache-control', 'no-store');
  return c.json(result, result.status === 'created' ? 201 : 200);
});
