import { Hono } from 'hono';
import { addressInputSchema, subscriptionUpdateSchema } from '../../../../schemas/commerce/consumer';
import { addAddress, deleteAddress, updateAddress } from '../../domain/identity/addresses';
import { requireConsumer } from '../../domain/identity/consumers';
import { applySubscriptions, listSubscriptions } from '../../domain/identity/subscriptions';
import type { ApiEnv } from '../../http/env';
import { readBody } from '../../http/validate';
import { requireSession } from './require-session';

/** Addresses and subscriptions of the signed-in shopper; ids of others answer 404. */
export const addressRoutes = new Hono<ApiEnv>()
  .use('/consumers-v3/consumer/address', requireSession())
  .use('/consumers-v3/consumer/address/*', requireSession())
  .use('/consumers-v3/consumer/subscription', requireSession())
  .post('/consumers-v3/consumer/address', async (c) => {
    const body = await readBody(c, addressInputSchema);
    const consumer = await requireConsumer(c.var.db, c.var.session.consumerId);
    return c.json({ addressId: await addAddress(c.var.db, consumer.id, body, c.var.locale) }, 201);
  })
  .put('/consumers-v3/consumer/address/:addressId', async (c) => {
    const body = await readBody(c, addressInputSchema);
    const consumer = await requireConsumer(c.var.db, c.var.session.consumerId);
    await updateAddress(c.var.db, consumer.id, c.req.param('addressId'), body, c.var.locale);
    return c.json({ addressId: c.req.param('addressId') });
  })
  .delete('/consumers-v3/consumer/address/:addressId', async (c) => {
    const consumer = await requireConsumer(c.var.db, c.var.session.consumerId);
    await deleteAddress(c.var.db, consumer.id, c.req.param('addressId'));
    return c.json({ addressId: c.req.param('addressId') });
  })
  .get('/consumers-v3/consumer/subscription', async (c) => {
    const consumer = await requireConsumer(c.var.db, c.var.session.consumerId);
    c.header('cache-control', 'no-store');
    return c.json({ subscriptions: await listSubscriptions(c.var.db, consumer.id) });
  })
  .on(['PUT', 'POST'], '/consumers-v3/consumer/subscription', async (c) => {
    const body = await readBody(c, subscriptionUpdateSchema);
    const consumer = await requireConsumer(c.var.db, c.var.session.consumerId);
    await applySubscriptions(c.var.db, consumer, body.subscriptions, c.var.locale);
    return c.json({ subscriptions: await listSubscriptions(c.var.db, consumer.id) });
  });
