import { Hono } from 'hono';
import { notificationRequestSchema } from '@schemas/commerce/notifications';
import { registerNotification } from '../domain/notifications/register-notification';
import type { ApiEnv } from '../http/env';
import { readBody } from '../http/validate';

/** Spec §7 PUT /products/v1/notifications: back-in-stock requests. */
export const notificationRoutes = new Hono<ApiEnv>();

notificationRoutes.put('/products/v1/notifications', async (c) => {
  const body = await readBody(c, notificationRequestSchema);
  const result = await registerNotification(c.var.db, { ...body, siteId: c.var.siteId, locale: c.var.locale });
  c.header('cache-control', 'no-store');
  return c.json(result, result.status === 'created' ? 201 : 200);
});
