import { Hono } from 'hono';
import type { ApiEnv } from '../http/env';
import { addressRoutes } from './consumer/address';
import { contactRoutes } from './consumer/contact';
import { profileRoutes } from './consumer/profile';
import { utilityRoutes } from './consumer/utilities';

/** Spec §7 Consumer: profile, lookup, subscriptions, addresses, notification, contact us, utilities. */
export const consumerRoutes = new Hono<ApiEnv>()
  .route('/', utilityRoutes)
  .route('/', contactRoutes)
  .route('/', addressRoutes)
  .route('/', profileRoutes);
