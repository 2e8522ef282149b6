import { Hono } from 'hono';
import type { Database } from './db/client';
import type { ApiEnv } from './http/env';
import { allowedMethods, methodGuard } from './http/allowed-methods';
import { apiNotFound, onApiError } from './http/error-handler';
import { requestContext } from './http/request-context';
import { limitBodySize, requestHygiene } from './http/input-hygiene';
import { apiSecurityHeaders } from './http/security-headers';
import { contentRoutes } from './routes/content';
import { healthRoutes } from './routes/health';
import { notificationRoutes } from './routes/notifications';
import { productRoutes } from './routes/products';
import { storeRoutes } from './routes/stores';
import { fapiRoutes } from './routes/fapi';
import { authRoutes } from './routes/auth';
import { consumerRoutes } from './routes/consumer';
import { cartRoutes } from './routes/cart';
import { wishlistRoutes } from './routes/wishlists';
import { personalisationRoutes } from './routes/personalisation';
import { ugcRoutes } from './routes/ugc';
import { identityContext } from './routes/auth/context';
import { devRoutes } from './routes/dev';
import { openApiRoutes } from './routes/openapi';
import type { IdentityOverrides } from './domain/identity/options';
import { browserSession } from './session';
import { paymentProvidersFromEnv, type PaymentProviders } from './payments';

export interface ApiAppOptions {
  readonly db: Database;
  /** Mount point, e.g. '/api'. */
  readonly basePath: string;
  /** Identity providers and limits; defaults from the environment (sandbox recaptcha, outbox mailer). */
  readonly identity?: IdentityOverrides;
  /** Payment provider adapters; each from the environment (sandbox) unless given. */
  readonly payments?: Partial<PaymentProviders>;
}

/** The commerce API: every route family of spec §7 under one base path. */
export function createApiApp({ db, basePath, identity, payments }: ApiAppOptions) {
  const providers: PaymentProviders = { ...paymentProvidersFromEnv(), ...payments };
  const app = new Hono<ApiEnv>().basePath(basePath);
  const allowedAt = allowedMethods(() => app.routes);
  app.use(apiSecurityHeaders());
  app.use(methodGuard(allowedAt));
  const apiBase = basePath === '/' ? '' : basePath.replace(/\/$/, '');
  app.use(async (c, next) => {
    c.set('db', db);
    c.set('apiBase', apiBase);
    c.set('payments', providers);
    await next();
  });
  app.use(requestHygiene());
  app.use(limitBodySize());
  app.use(requestContext());
  app.use(identityContext(identity));
  // The browser's tokens travel in httpOnly cookies; here, inside app.fetch, so every way the
  // app is served (Astro middleware, the node server) gets the same session handling.
  app.use(browserSession({ basePath }));
  app.route('/', healthRoutes);
  app.route('/', productRoutes);
  app.route('/', contentRoutes);
  app.route('/', storeRoutes);
  app.route('/', fapiRoutes);
  app.route('/', notificationRoutes);
  app.route('/', authRoutes);
  app.route('/', consumerRoutes);
  app.route('/', cartRoutes);
  app.route('/', wishlistRoutes);
  app.route('/', personalisationRoutes);
  app.route('/', ugcRoutes);
  app.route('/', devRoutes);
  app.route('/', openApiRoutes(() => app.routes, basePath));
  app.onError(onApiError);
  app.notFound(apiNotFound(allowedAt));
  return app;
}

export type ApiApp = ReturnType<typeof createApiApp>;
