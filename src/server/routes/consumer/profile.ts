import { Hono } from 'hono';
import { consumers } from '../../db/schema/identity';
import { and, eq } from 'drizzle-orm';
import { lookupQuerySchema, notificationUpdateSchema, profileQuerySchema, profileUpdateSchema, retrieveUserDataSchema } from '../../../../schemas/commerce/consumer';
import { normaliseEmail, requireConsumer } from '../../domain/identity/consumers';
import { profileView } from '../../domain/identity/profile-view';
import { updateProfile } from '../../domain/identity/profile-update';
import { ApiError } from '../../http/api-error';
import type { ApiEnv } from '../../http/env';
import { readBody, readQuery } from '../../http/validate';
import { requireSession } from './require-session';

const LOOKUP_MIN_MS = 60;

/** The signed-in shopper's own profile; there is no consumer id in these paths to tamper with. */
export const profileRoutes = new Hono<ApiEnv>()
  .get('/consumers-v3/consumer/lookup', async (c) => {
    // Enrollment step 'lookup': answers exists either way, in a fixed minimum time.
    const started = Date.now();
    const { email } = readQuery(c, lookupQuerySchema);
    const [row] = await c.var.db.select({ id: consumers.id }).from(consumers).where(and(eq(consumers.siteId, c.var.siteId), eq(consumers.email, normaliseEmail(email))));
    const wait = LOOKUP_MIN_MS - (Date.now() - started);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    c.header('cache-control', 'no-store');
    return c.json({ exists: row !== undefined });
  })
  .use('/consumers-v3/consumer', requireSession())
  .use('/consumers-v3/consumer/notification', requireSession())
  .use('/consumers-v3/consumer/retrieveUserData', requireSession())
  .get('/consumers-v3/consumer', async (c) => {
    const { includeLoyaltySummary } = readQuery(c, profileQuerySchema);
    const consumer = await requireConsumer(c.var.db, c.var.session.consumerId);
    c.header('cache-control', 'no-store');
    return c.json({ consumerProfile: await profileView(c.var.db, consumer, includeLoyaltySummary === 'true') });
  })
  .put('/consumers-v3/consumer', async (c) => {
    const body = await readBody(c, profileUpdateSchema);
    const { db, session, locale } = c.var;
    const consumer = await requireConsumer(db, session.consumerId);
    await updateProfile(db, consumer, body, locale);
    const fresh = await requireConsumer(db, consumer.id);
    return c.json({ consumerProfile: await profileView(db, fresh, true) });
  })
  /** Completes the profile (same rules as PUT) and answers the consumer id. */
  .post('/consumers-v3/consumer', async (c) => {
    const body = await readBody(c, profileUpdateSchema);
    const { db, session, locale } = c.var;
    const consumer = await requireConsumer(db, session.consumerId);
    await updateProfile(db, consumer, body, locale);
    return c.json({ consumerId: consumer.id });
  })
  .put('/consumers-v3/consumer/notification', async (c) => {
    const body = await readBody(c, notificationUpdateSchema);
    const { db, session } = c.var;
    const consumer = await requireConsumer(db, session.consumerId);
    const notifications = { ...consumer.notifications, ...body };
    await db.update(consumers).set({ notifications }).where(eq(consumers.id, consumer.id));
    return c.json({ notifications });
  })
  /** The shopper's own data (profile, addresses, subscriptions, notification settings). */
  .post('/consumers-v3/consumer/retrieveUserData', async (c) => {
    const body = await readBody(c, retrieveUserDataSchema);
    const { db, session } = c.var;
    const consumer = await requireConsumer(db, session.consumerId);
    if ((body.consumerId && body.consumerId !== consumer.id) || (body.email && normaliseEmail(body.email) !== consumer.email)) throw new ApiError('PRO404');
    c.header('cache-control', 'no-store');
    return c.json({ consumerProfile: await profileView(db, consumer, true), notifications: consumer.notifications, createdAt: consumer.createdAt });
  });
