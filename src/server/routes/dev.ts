import { readConfig } from '../../shared/config.server';
import { Hono } from 'hono';
import { newestMails } from '../domain/system/outbox';
import { ApiError } from '../http/api-error';
import type { ApiEnv } from '../http/env';
import { defineRoute } from '../http/define-route';
import { devOutboxResponseSchema } from '@schemas/commerce/dev';
import { advanceOrderRequestSchema, orderSchema } from '@schemas/commerce/orders';
import { orderNumberParamsSchema } from '@schemas/commerce/checkout';
import { advanceOrder } from '../domain/checkout/orders';

const DEV_OUTBOX_LIMIT = 50;

/**
 * Development helpers. GET /dev/outbox lists the site's newest outbox mails (password reset
 * links, welcome mails) so a developer can follow them without a mail server. Answers 404 unless
 * development tools are on (AppConfig.devTools), read per request so a production process never serves it.
 */
export const devRoutes = new Hono<ApiEnv>();

defineRoute(devRoutes, {
  method: 'get', path: '/dev/outbox', tag: 'Development', summary: 'The site’s newest outbox mails (development tools only)',
  responses: { 200: devOutboxResponseSchema },
}, async (c) => {
  if (!readConfig().devTools) throw new ApiError('API404');
  const rows = await newestMails(c.var.db, c.var.siteId, DEV_OUTBOX_LIMIT);
  c.header('cache-control', 'no-store');
  return c.json({ messages: rows });
});

defineRoute(devRoutes, {
  method: 'post', path: '/dev/orders/:orderNumber/advance', tag: 'Development', summary: 'The warehouse’s next step for an order: shipped (captures), delivered, returned (development tools only)',
  params: orderNumberParamsSchema, body: advanceOrderRequestSchema, responses: { 200: orderSchema }, errors: ['ORD404', 'ORD410'],
}, async (c, { params, body }) => {
  if (!readConfig().devTools) throw new ApiError('API404');
  c.header('cache-control', 'no-store');
  return c.json(await advanceOrder(c.var.db, c.var.siteId, params.orderNumber, body.to, c.var.payments));
});
