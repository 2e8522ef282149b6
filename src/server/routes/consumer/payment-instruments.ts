import { Hono } from 'hono';
import { z } from 'zod';
import {
  patchPaymentInstrumentRequestSchema, savedPaymentInstrumentSchema, savedPaymentInstrumentsResponseSchema, savePaymentInstrumentRequestSchema,
  savePaymentInstrumentResponseSchema,
} from '../../../../schemas/commerce/payments';
import { deleteCard, listSavedCards, saveCard, updateCard } from '../../domain/checkout/saved-cards';
import { requireConsumer } from '../../domain/identity/consumers';
import { rewardCodeInstruments } from '../../domain/loyalty/vouchers';
import { ApiError } from '../../http/api-error';
import { defineRoute } from '../../http/define-route';
import type { ApiEnv } from '../../http/env';
import { refuseAssociate, requireSession } from './require-session';

/** The recaptcha action the storefront produces for saving a card (spec §7: POST with recaptcha_response). */
export const SAVE_CARD_RECAPTCHA_ACTION = 'paymentInstrument';

const TAG = 'Consumer';
const signedIn = { tag: TAG, security: 'session', middleware: [requireSession()] } as const;
/** Changing the customer's cards is theirs alone: an associate acting for them gets AGT402. */
const customerOnly = { tag: TAG, security: 'session', middleware: [requireSession(), refuseAssociate()] } as const;
const listQuerySchema = z.object({ payment_method_id: z.enum(['CREDIT_CARD', 'REWARD_CODE', 'REWARD_CARD']).optional() });

/** Saved cards of the signed-in shopper (docs/architecture.md "Checkout and orders"); ids of others answer 404. */
export const paymentInstrumentRoutes = new Hono<ApiEnv>();

defineRoute(paymentInstrumentRoutes, {
  ...signedIn, method: 'get', path: '/consumers-v3/consumer/payment_instruments',
  summary: 'The shopper’s saved payment instruments: cards (the default first) and reward codes (loyalty vouchers that can pay now, the soonest to end first)',
  description: 'payment_method_id picks one kind. The loyalty programme issues no reward cards, so REWARD_CARD answers an empty list.',
  query: listQuerySchema, responses: { 200: savedPaymentInstrumentsResponseSchema }, errors: ['AUT402', 'AUT403', 'PRO404'],
}, async (c, { query }) => {
  const consumer = await requireConsumer(c.var.db, c.var.session.consumerId);
  c.header('cache-control', 'no-store');
  const kind = query.payment_method_id;
  const cards = !kind || kind === 'CREDIT_CARD' ? await listSavedCards(c.var.db, consumer.id) : [];
  const rewardCodes = !kind || kind === 'REWARD_CODE' ? await rewardCodeInstruments(c.var.db, consumer.id, c.var.siteId) : [];
  return c.json({ payment_instruments: [...cards, ...rewardCodes] });
});

defineRoute(paymentInstrumentRoutes, {
  ...customerOnly, method: 'post', path: '/consumers-v3/consumer/payment_instruments', summary: 'Save a card the processor tokenised (the token only; never the number)',
  body: savePaymentInstrumentRequestSchema, responses: { 201: savePaymentInstrumentResponseSchema },
  errors: ['AUT402', 'AUT403', 'AGT402', 'AUT430', 'PAY400', 'CC_EXPIRY_DATE_INVALID', 'CCN409'],
}, async (c, { body }) => {
  const consumer = await requireConsumer(c.var.db, c.var.session.consumerId);
  if (!(await c.var.identity.recaptcha.verify(body.recaptcha_response, SAVE_CARD_RECAPTCHA_ACTION))) throw new ApiError('AUT430', undefined, { field: 'recaptcha_response' });
  const paymentInstrumentId = await saveCard(c.var.db, consumer.id, body, c.var.payments.card);
  return c.json({ card: { paymentInstrumentId } }, 201);
});

defineRoute(paymentInstrumentRoutes, {
  ...customerOnly, method: 'patch', path: '/consumers-v3/consumer/payment_instruments/:paymentInstrumentId', summary: 'Make a saved card the default (the previous default loses it), or change its holder',
  body: patchPaymentInstrumentRequestSchema, responses: { 200: savedPaymentInstrumentSchema }, errors: ['AUT402', 'AUT403', 'AGT402', 'CCN404'],
}, async (c, { body }) => {
  const consumer = await requireConsumer(c.var.db, c.var.session.consumerId);
  return c.json(await updateCard(c.var.db, consumer.id, c.req.param('paymentInstrumentId')!, body));
});

defineRoute(paymentInstrumentRoutes, {
  ...customerOnly, method: 'delete', path: '/consumers-v3/consumer/payment_instruments/:paymentInstrumentId', summary: 'Remove a saved card',
  responses: { 200: savedPaymentInstrumentsResponseSchema }, errors: ['AUT402', 'AUT403', 'AGT402', 'CCN404'],
}, async (c) => {
  const consumer = await requireConsumer(c.var.db, c.var.session.consumerId);
  await deleteCard(c.var.db, consumer.id, c.req.param('paymentInstrumentId')!);
  return c.json({ payment_instruments: await listSavedCards(c.var.db, consumer.id) });
});
