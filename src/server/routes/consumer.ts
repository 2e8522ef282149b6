import { Hono } from 'hono';
import type { ApiEnv } from '../http/env';
import { addressRoutes } from './consumer/address';
import { contactRoutes } from './consumer/contact';
import { eventRegistrationRoutes } from './consumer/event-registration';
import { newsletterRoutes } from './consumer/newsletter';
import { profileRoutes } from './consumer/profile';
import { utilityRoutes } from './consumer/utilities';
import { orderRoutes } from './consumer/orders';
import { loyaltyRoutes } from './consumer/loyalty';
import { paymentInstrumentRoutes } from './consumer/payment-instruments';

/** Spec §7 Consumer: profile, lookup, subscriptions, addresses, notification, contact us, newsletter, event registration, utilities, saved cards. */
export const consumerRoutes = new Hono<ApiEnv>()
  .route('/', utilityRoutes)
  .route('/', contactRoutes)
  .route('/', newsletterRoutes)
  .route('/', eventRegistrationRoutes)
  .route('/', addressRoutes)
  .route('/', profileRoutes)
  .route('/', orderRoutes)
  .route('/', loyaltyRoutes)
  .route('/', paymentInstrumentRoutes);
