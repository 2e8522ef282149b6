import { Hono } from 'hono';
import { addressIdResponseSchema, addressInputSchema, subscriptionsResponseSchema, subscriptionUpdateSchema } from '../../../../schemas/commerce/consumer';
import { addAddress, deleteAddress, updateAddress } from '../../domain/identity/addresses';
import { requireConsumer } from '../../domain/identity/consumers';
import { applySubscriptions, listSubscriptions } from '../../domain/identity/subscriptions';
import { defineRoute } from '../../http/define-route';
import type { ApiEnv } from '../../http/env';
import { requireSession } from './require-session';

/** Addresses and subscriptions of the signed-in shopper; ids of others answer 404. */
export const addressRoutes = new Hono<ApiEnv>();
const signedIn = { tag: 'Consumer', security: 'session', middleware: [requireSession()] } as const;

defineRoute(addressRoutes, {
  ...signedIn, method: 'post', path: '/consumers-v3/consumer/address', summary: 'Add an address (the first of a type becomes main)',
  body: addressInputSchema, responses: { 201: addressIdResponseSchema }, errors: ['AUT402', 'AUT403'],
}, async (c, { body }) => {
  const consumer = await requireConsumer(c.var.db, c.var.session.consumerId);
  return c.json({ addressId: await addAddress(c.var.db, consumer.id, body, c.var.locale) }, 201);
});

defineRoute(addressRoutes, {
  ...signedIn, method: 'put', path: '/consumers-v3/consumer/address/:addressId', summary: 'Change an address (main: the other main of its type loses the flag)',
  body: addressInputSchema, responses: { 200: addressIdResponseSchema }, errors: ['AUT402', 'AUT403', 'CCA404'],
}, async (c, { body }) => {
  const consumer = await requireConsumer(c.var.db, c.var.session.consumerId);
  const addressId = c.req.param('addressId')!;
  await updateAddress(c.var.db, consumer.id, addressId, body, c.var.locale);
  return c.json({ addressId });
});

defineRoute(addressRoutes, {
  ...signedIn, method: 'delete', path: '/consumers-v3/consumer/address/:addressId', summary: 'Delete an address',
  responses: { 200: addressIdResponseSchema }, errors: ['AUT402', 'AUT403', 'CCA404'],
}, async (c) => {
  const consumer = await requireConsumer(c.var.db, c.var.session.consumerId);
  const addressId = c.req.param('addressId')!;
  await deleteAddress(c.var.db, consumer.id, addressId);
  return c.json({ addressId });
});

defineRoute(addressRoutes, {
  ...signedIn, method: 'get', path: '/consumers-v3/consumer/subscription', summary: 'The shopper’s newsletter and SMS subscriptions',
  responses: { 200: subscriptionsResponseSchema }, errors: ['AUT402', 'AUT403'],
}, async (c) => {
  const consumer = await requireConsumer(c.var.db, c.var.session.consumerId);
  c.header('cache-control', 'no-store');
  return c.json({ subscriptions: await listSubscriptions(c.var.db, consumer.id) });
});

for (const method of ['put', 'post'] as const) {
  defineRoute(addressRoutes, {
    ...signedIn, method, path: '/consumers-v3/consumer/subscription', summary: 'Opt in or out of newsletter and SMS subscriptions',
    body: subscriptionUpdateSchema, responses: { 200: subscriptionsResponseSchema }, errors: ['AUT402', 'AUT403'],
  }, async (c, { body }) => {
    const consumer = await requireConsumer(c.var.db, c.var.session.consumerId);
    await applySubscriptions(c.var.db, consumer, body.subscriptions, c.var.locale);
    return c.json({ subscriptions: await listSubscriptions(c.var.db, consumer.id) });
  });
}
