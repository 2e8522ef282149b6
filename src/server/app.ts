import { Hono } from 'hono';
import type { Database } from './db/client';
import type { ApiEnv } from './http/env';
import { onApiError, onApiNotFound } from './http/error-handler';
import { requestContext } from './http/request-context';
import { contentRoutes } from './routes/content';
import { healthRoutes } from './routes/health';
import { notificationRoutes } from './routes/notifications';
import { productRoutes } from './routes/products';
import { storeRoutes } from './routes/stores';
import { fapiRoutes } from './routes/fapi';

export interface ApiAppOptions {
  readonly db: Database;
  /** Mount point, e.g. '/api'. */
  readonly basePath: string;
}

/** The commerce API: every route family of spec §7 under one base path. */
export function createApiApp({ db, basePath }: ApiAppOptions) {
  const app = new Hono<ApiEnv>().basePath(basePath);
  app.use(async (c, next) => {
    c.set('db', db);
    await next();
  });
  app.use(requestContext());
  app.route('/', healthRoutes);
  app.route('/', productRoutes);
  app.route('/', contentRoutes);
  app.route('/', storeRoutes);
  app.route('/', fapiRoutes);
  app.route('/', notificationRoutes);
  app.onError(onApiError);
  app.notFound(onApiNotFound);
  return app;
}

export type ApiApp = ReturnType<typeof createApiApp>;
