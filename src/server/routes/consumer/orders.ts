import { Hono } from 'hono';
import { cancelOrderRequestSchema, invoiceRequestSchema, resendGiftCardRequestSchema, resendGiftCardResponseSchema, orderIdParamsSchema, orderSchema, purchaseHistoryRequestSchema, purchaseHistoryResponseSchema, returnLabelRequestSchema, returnLabelResponseSchema, trackOrderRequestSchema, warrantyClaimRequestSchema, warrantyClaimResponseSchema } from '../../../../schemas/commerce/orders';
import { cancelOrder, invoicePdf, purchaseHistory, readOrder, resendOrderGiftCards, returnLabel } from '../../domain/checkout/orders';
import { enforceRequestRate } from '../auth/throttle-guards';
import { defineRoute } from '../../http/define-route';
import type { ApiEnv } from '../../http/env';
import { cartSession, shopperOf } from '../cart/shopper-of';
import { fileWarrantyClaim } from '../../domain/checkout/warranty';

/**
 * §7 consumer purchase calls. A guest session reaches its own orders (and, with the email,
 * TrackOrder and CancelOrder); another shopper's order answers exactly like a missing one (ORD404).
 */
export const orderRoutes = new Hono<ApiEnv>();
const route = { tag: 'Orders', security: 'session', middleware: cartSession } as const;

defineRoute(orderRoutes, {
  ...route, method: 'get', path: '/consumers-v3/consumer/purchase/:orderId', summary: 'One order of the shopper',
  params: orderIdParamsSchema, responses: { 200: orderSchema }, errors: ['AUT402', 'ORD404'],
}, async (c, { params }) => c.json(await readOrder(c.var.db, shopperOf(c), params.orderId, { st: c.req.query('st') })));

defineRoute(orderRoutes, {
  ...route, method: 'post', path: '/consumers-v3/consumer/purchasehistory', summary: 'The shopper’s orders, newest first, paged',
  body: purchaseHistoryRequestSchema, responses: { 200: purchaseHistoryResponseSchema }, errors: ['AUT402'],
}, async (c, { body }) => c.json(await purchaseHistory(c.var.db, shopperOf(c), body.page, body.pageSize)));

defineRoute(orderRoutes, {
  ...route, method: 'post', path: '/consumers-v3/consumer/TrackOrder', summary: 'Track an order (guests: order number and email)',
  body: trackOrderRequestSchema, responses: { 200: orderSchema }, errors: ['AUT402', 'ORD404'],
}, async (c, { body }) => c.json(await readOrder(c.var.db, shopperOf(c), body.orderNumber, { email: body.email })));

defineRoute(orderRoutes, {
  ...route, method: 'post', path: '/consumers-v3/consumer/CancelOrder', summary: 'Cancel an order until it ships (the card authorisation is voided)',
  body: cancelOrderRequestSchema, responses: { 200: orderSchema }, errors: ['AUT402', 'ORD404', 'ORD410'],
}, async (c, { body }) => c.json(await cancelOrder(c.var.db, shopperOf(c), body.orderNumber, { email: body.email }, c.var.payments, c.var.identity.mailer)));

/** Resends per client and throttle window: enough for a lost mail, not for flooding a recipient. */
const GIFT_CARD_RESENDS_PER_CLIENT = 5;

defineRoute(orderRoutes, {
  ...route, method: 'post', path: '/consumers-v3/consumer/resendGiftCardEmail', summary: 'Mail the digital gift cards of an order again, each with a new PIN',
  description: 'The old PINs stop working. A guest names the order’s email, like TrackOrder.',
  body: resendGiftCardRequestSchema, responses: { 200: resendGiftCardResponseSchema }, errors: ['AUT402', 'AUT429', 'ORD404', 'GC_INVALID2'],
}, async (c, { body }) => {
  await enforceRequestRate(c, 'gift-card-resend', GIFT_CARD_RESENDS_PER_CLIENT);
  c.header('cache-control', 'no-store');
  return c.json(await resendOrderGiftCards(c.var.db, shopperOf(c), body.orderNumber, { email: body.email }, c.var.identity.mailer));
});

defineRoute(orderRoutes, {
  ...route, method: 'post', path: '/consumers-v3/consumer/return/:orderId/returnLabel', summary: 'A return label (PDF, base64) for a delivered order',
  params: orderIdParamsSchema, body: returnLabelRequestSchema, responses: { 200: returnLabelResponseSchema }, errors: ['AUT402', 'ORD404', 'RTN500'],
}, async (c, { params }) => c.json(await returnLabel(c.var.db, shopperOf(c), params.orderId)));

defineRoute(orderRoutes, {
  ...route, method: 'post', path: '/consumers-v3/consumer/purchase/invoice/download', summary: 'The order’s invoice as a PDF',
  body: invoiceRequestSchema, responses: { 200: { contentType: 'application/pdf', description: 'The invoice' } }, errors: ['AUT402', 'ORD404'],
}, async (c, { body }) => {
  const pdf = await invoicePdf(c.var.db, shopperOf(c), body.orderId);
  c.header('content-disposition', `attachment; filename="invoice-${body.orderId}.pdf"`);
  return c.body(pdf as unknown as ArrayBuffer, 200, { 'content-type': 'application/pdf' });
});


defineRoute(orderRoutes, {
  ...route, method: 'post', path: '/consumers-v3/consumer/warranty', summary: 'A warranty claim for one item of a delivered order (answers the case number; mailed to the shopper)',
  description: 'Covered from the order date for WARRANTY_MONTHS of the order\'s region (24 in Europe, 12 in North America). A guest names the order\'s email, like TrackOrder.',
  body: warrantyClaimRequestSchema, responses: { 201: warrantyClaimResponseSchema }, errors: ['AUT402', 'ORD404', 'WAR400', 'WAR404', 'WAR409', 'WAR410', 'WAR422'],
}, async (c, { body }) => c.json(await fileWarrantyClaim(c.var.db, shopperOf(c), body, c.var.identity.mailer), 201));
