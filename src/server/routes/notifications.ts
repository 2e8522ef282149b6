import { Hono } from 'hono';
import { notificationRequestSchema, notificationResponseSchema } from '@schemas/commerce/notifications';
import { emailField } from '@shared/validation/zod';
import { registerNotification } from '../domain/notifications/register-notification';
import type { ApiEnv } from '../http/env';
import { defineRoute } from '../http/define-route';

/** Spec §7 PUT /products/v1/notifications: back-in-stock requests. */
export const notificationRoutes = new Hono<ApiEnv>();

/** The contract's shape, with the email checked by the §5 rule the forms use. */
const notificationBody = notificationRequestSchema.extend({ email: emailField().transform((value) => value.trim().toLowerCase()) });

defineRoute(notificationRoutes, {
  method: 'put', path: '/products/v1/notifications', tag: 'Products', summary: 'Ask to be mailed when a sold-out variant is back in stock',
  body: notificationBody, responses: { 200: notificationResponseSchema, 201: notificationResponseSchema }, errors: ['PRD404', 'VAR404', 'INV400'],
}, async (c, { body }) => {
  const result = await registerNotification(c.var.db, { ...body, siteId: c.var.siteId, locale: c.var.locale });
  c.header('cache-control', 'no-store');
  return c.json(result, result.status === 'created' ? 201 : 200);
});
