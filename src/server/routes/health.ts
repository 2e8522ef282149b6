import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import type { ApiEnv } from '../http/env';

/** GET /health: the process is up and the database answers. */
export const healthRoutes = new Hono<ApiEnv>().get('/health', async (c) => {
  const started = performance.now();
  await c.var.db.execute(sql`select 1`);
  c.header('cache-control', 'no-store');
  return c.json({ status: 'ok', database: 'ok', databaseLatencyMs: Math.round((performance.now() - started) * 10) / 10 });
});
