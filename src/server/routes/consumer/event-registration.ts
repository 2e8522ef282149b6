import { Hono } from 'hono';
import { eventRegistrationRequestSchema } from '../../../../schemas/commerce/events';
import { requireConsumer } from '../../domain/identity/consumers';
import { registerForEvent } from '../../domain/events/register-for-event';
import type { ApiEnv } from '../../http/env';
import { readBody } from '../../http/validate';
import { requireSession } from './require-session';

/**
 * POST /consumers-v3/consumer/event-registration (spec §7; payload §3): the event sign-up
 * dialog's join form. Registration requires a signed-in shopper (401 AUT402 otherwise); the
 * rules are in domain/events. Answers the registration, the same shape when it was updated.
 */
export const eventRegistrationRoutes = new Hono<ApiEnv>()
  .use('/consumers-v3/consumer/event-registration', requireSession())
  .post('/consumers-v3/consumer/event-registration', async (c) => {
    const payload = await readBody(c, eventRegistrationRequestSchema);
    const { db, identity, siteId, locale, session } = c.var;
    const consumer = await requireConsumer(db, session.consumerId);
    const registration = await registerForEvent({ db, mailer: identity.mailer, siteId, locale, consumer, payload });
    c.header('cache-control', 'no-store');
    return c.json({ registration, message: 'You are registered.' });
  });
