import { Hono } from 'hono';
import { healthResponseSchema } from '@schemas/commerce/system';
import { databaseLatencyMs } from '../domain/system/health';
import { defineRoute } from '../http/define-route';
import type { ApiEnv } from '../http/env';

/** GET /health: the process is up and the database answers. */
export const healthRoutes = new Hono<ApiEnv>();

defineRoute(healthRoutes, {
  method: 'get', path: '/health', tag: 'System', summary: 'The process is up and the database answers', responses: { 200: healthResponseSchema },
}, async (c) => {
  const latency = await databaseLatencyMs(c.var.db);
  c.header('cache-control', 'no-store');
  return c.json({ status: 'ok' as const, database: 'ok' as const, databaseLatencyMs: latency });
});
