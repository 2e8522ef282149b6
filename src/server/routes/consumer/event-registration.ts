import { Hono } from 'hono';
import { eventRegistrationRequestSchema, eventRegistrationResponseSchema } from '../../../../schemas/commerce/events';
import { requireConsumer } from '../../domain/identity/consumers';
import { registerForEvent } from '../../domain/events/register-for-event';
import { defineRoute } from '../../http/define-route';
import type { ApiEnv } from '../../http/env';
import { requireSession } from './require-session';

/**
 * POST /consumers-v3/consumer/event-registration (spec §7; payload §3): the event sign-up
 * dialog's join form. Registration requires a signed-in shopper (401 AUT402 otherwise); the
 * rules are in domain/events. Answers the registration, the same shape when it was updated.
 */
export const eventRegistrationRoutes = new Hono<ApiEnv>();

defineRoute(eventRegistrationRoutes, {
  method: 'post', path: '/consumers-v3/consumer/event-registration', tag: 'Consumer', security: 'session', middleware: [requireSession()],
  summary: 'Register the signed-in shopper for an event (again: updates the registration)',
  body: eventRegistrationRequestSchema, responses: { 200: eventRegistrationResponseSchema }, errors: ['AUT402', 'AUT403', 'EVT400', 'EVT404', 'EVT410'],
}, async (c, { body: payload }) => {
  const { db, identity, siteId, locale, session } = c.var;
  const consumer = await requireConsumer(db, session.consumerId);
  const registration = await registerForEvent({ db, mailer: identity.mailer, siteId, locale, consumer, payload });
  c.header('cache-control', 'no-store');
  return c.json({ registration, message: 'You are registered.' });
});
