import { Hono } from 'hono';
import {
  consumerIdResponseSchema, consumerProfileResponseSchema, lookupQuerySchema, lookupResponseSchema, notificationSettingsResponseSchema,
  notificationUpdateSchema, profileQuerySchema, profileUpdateSchema, retrieveUserDataResponseSchema, retrieveUserDataSchema,
} from '../../../../schemas/commerce/consumer';
import { consumerExists, normaliseEmail, requireConsumer, updateNotificationSettings } from '../../domain/identity/consumers';
import { lookUpCustomer } from '../../domain/associate/act-for';
import { profileView } from '../../domain/identity/profile-view';
import { updateProfile } from '../../domain/identity/profile-update';
import type { ProfileUpdate } from '../../../../schemas/commerce/consumer';
import { ApiError } from '../../http/api-error';
import { defineRoute } from '../../http/define-route';
import type { ApiEnv } from '../../http/env';
import { requireSession } from './require-session';
import { enforceRequestRate } from '../auth/throttle-guards';

const LOOKUP_MIN_MS = 60;
const TAG = 'Consumer';
const signedIn = { tag: TAG, security: 'session', middleware: [requireSession()] } as const;

/** The signed-in shopper's own profile; there is no consumer id in these paths to tamper with. */
export const profileRoutes = new Hono<ApiEnv>();

defineRoute(profileRoutes, {
  method: 'get', path: '/consumers-v3/consumer/lookup', tag: TAG, summary: 'Enrollment lookup: whether an email has an account',
  description: 'Answers in a fixed minimum time either way; a client asking too often gets 429.', query: lookupQuerySchema, responses: { 200: lookupResponseSchema }, errors: ['AUT429'],
}, async (c, { query }) => {
  await enforceRequestRate(c, 'lookup', c.var.identity.throttle.lookupPerClient);
  const started = Date.now();
  const exists = await consumerExists(c.var.db, c.var.siteId, query.email);
  const wait = LOOKUP_MIN_MS - (Date.now() - started);
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  c.header('cache-control', 'no-store');
  return c.json({ exists });
});

defineRoute(profileRoutes, {
  ...signedIn, method: 'get', path: '/consumers-v3/consumer', summary: 'The signed-in shopper’s profile',
  query: profileQuerySchema, responses: { 200: consumerProfileResponseSchema }, errors: ['AUT402', 'AUT403', 'PRO404'],
}, async (c, { query }) => {
  const consumer = await requireConsumer(c.var.db, c.var.session.consumerId);
  c.header('cache-control', 'no-store');
  return c.json({ consumerProfile: await profileView(c.var.db, consumer, query.includeLoyaltySummary === 'true') });
});

defineRoute(profileRoutes, {
  ...signedIn, method: 'put', path: '/consumers-v3/consumer', summary: 'Change the profile (only the fields sent)',
  body: profileUpdateSchema, responses: { 200: consumerProfileResponseSchema }, errors: ['AUT402', 'AUT403', 'AUT412', 'PRO404', 'PRO410', 'AGT402'],
}, async (c, { body }) => {
  const { db, session, locale } = c.var;
  const consumer = await requireConsumer(db, session.consumerId);
  refuseTermsByAssociate(session, body);
  await updateProfile(db, consumer, body, locale);
  const fresh = await requireConsumer(db, consumer.id);
  return c.json({ consumerProfile: await profileView(db, fresh, true) });
});

defineRoute(profileRoutes, {
  ...signedIn, method: 'post', path: '/consumers-v3/consumer', summary: 'Complete the profile (same rules as PUT); answers the consumer id',
  body: profileUpdateSchema, responses: { 200: consumerIdResponseSchema }, errors: ['AUT402', 'AUT403', 'AUT412', 'PRO404', 'PRO410', 'AGT402'],
}, async (c, { body }) => {
  const { db, session, locale } = c.var;
  const consumer = await requireConsumer(db, session.consumerId);
  refuseTermsByAssociate(session, body);
  await updateProfile(db, consumer, body, locale);
  return c.json({ consumerId: consumer.id });
});

defineRoute(profileRoutes, {
  ...signedIn, method: 'put', path: '/consumers-v3/consumer/notification', summary: 'Change notification settings',
  body: notificationUpdateSchema, responses: { 200: notificationSettingsResponseSchema }, errors: ['AUT402', 'AUT403', 'PRO404'],
}, async (c, { body }) => {
  const consumer = await requireConsumer(c.var.db, c.var.session.consumerId);
  return c.json({ notifications: await updateNotificationSettings(c.var.db, consumer, body) });
});

defineRoute(profileRoutes, {
  ...signedIn, method: 'post', path: '/consumers-v3/consumer/retrieveUserData',
  summary: 'The shopper’s own data (profile, addresses, subscriptions, notification settings); for an associate’s token, the customer looked up by email or consumer id, whom the associate then acts for',
  body: retrieveUserDataSchema,
  responses: { 200: retrieveUserDataResponseSchema },
  errors: ['AUT402', 'AUT403', 'AGT403', 'API400', 'PRO404', 'STR403'],
}, async (c, { body }) => {
  const { db, session } = c.var;
  c.header('cache-control', 'no-store');
  if (session.tokenKind === 'agent') {
    const { consumer, storeUserData } = await lookUpCustomer(db, session, body);
    return c.json({ consumerProfile: await profileView(db, consumer, true), notifications: consumer.notifications, createdAt: consumer.createdAt, storeUserData });
  }
  const consumer = await requireConsumer(db, session.consumerId);
  // Someone else's data is an associate's call only (403 in the §8 shape for a shopper's token).
  if ((body.consumerId && body.consumerId !== consumer.id) || (body.email && normaliseEmail(body.email) !== consumer.email)) throw new ApiError('AGT403');
  return c.json({ consumerProfile: await profileView(db, consumer, true), notifications: consumer.notifications, createdAt: consumer.createdAt });
});

/** The employee discount terms are the employee's to accept, never an associate's for them. */
function refuseTermsByAssociate(session: { tokenKind: string }, body: ProfileUpdate): void {
  if (session.tokenKind === 'agent' && body.isEmployeeDiscountTCAccepted) throw new ApiError('AGT402', undefined, { field: 'isEmployeeDiscountTCAccepted' });
}
