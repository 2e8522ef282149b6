import { readConfig } from '../../shared/config.server';
import { Hono } from 'hono';
import { desc, eq } from 'drizzle-orm';
import { outbox } from '../db/schema/outbox';
import { ApiError } from '../http/api-error';
import type { ApiEnv } from '../http/env';

const DEV_OUTBOX_LIMIT = 50;

/**
 * Development helpers. GET /dev/outbox lists the site's newest outbox mails (password reset
 * links, welcome mails) so a developer can follow them without a mail server. Answers 404 unless
 * development tools are on (AppConfig.devTools), read per request so a production process never serves it.
 */
export const devRoutes = new Hono<ApiEnv>().get('/dev/outbox', async (c) => {
  if (!readConfig().devTools) throw new ApiError('API404');
  const rows = await c.var.db
    .select({ id: outbox.id, recipient: outbox.recipient, template: outbox.template, subject: outbox.subject, body: outbox.body, createdAt: outbox.createdAt })
    .from(outbox)
    .where(eq(outbox.siteId, c.var.siteId))
    .orderBy(desc(outbox.createdAt))
    .limit(DEV_OUTBOX_LIMIT);
  c.header('cache-control', 'no-store');
  return c.json({ messages: rows });
});
