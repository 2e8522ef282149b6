import { Hono } from 'hono';
import { z } from 'zod';
import { cartSchema, shippingMethodSchema } from '../../../../schemas/commerce/cart';
import { shippingMethodRequestSchema } from '../../../../schemas/commerce/cart-requests';
import { setShippingMethod, shippingMethodsOf } from '../../domain/cart';
import { defineRoute } from '../../http/define-route';
import type { ApiEnv } from '../../http/env';
import { cartSession, shopperOf } from './shopper-of';

/** §7 shipping methods: choose one for a shipment or an item, list those a shipment can take. */
export const cartShippingRoutes = new Hono<ApiEnv>();
const cartRoute = { tag: 'Cart', security: 'session', middleware: cartSession } as const;
const CART_ERRORS = ['AUT402', 'CART_NOT_FOUND', 'INVALID_CUSTOMER', 'BSK409'] as const;

defineRoute(cartShippingRoutes, {
  ...cartRoute, method: 'post', path: '/cart/v1/shippingMethod', summary: 'Choose the shipping method of a shipment, or (with itemId) the delivery of one item: home, pickup or ship to store',
  body: shippingMethodRequestSchema, responses: { 200: cartSchema }, errors: [...CART_ERRORS, 'BSK404', 'SHP400', 'STR404', 'INV410'],
}, async (c, { body }) => c.json(await setShippingMethod(c.var.db, shopperOf(c), body)));

defineRoute(cartShippingRoutes, {
  ...cartRoute, method: 'get', path: '/cart/v1/cart/:basketId/shippingMethod/:shippingId', summary: "The methods a shipment can take ('me' home delivery, 'customs')",
  params: z.object({ basketId: z.string().trim().min(1).max(80), shippingId: z.string().trim().min(1).max(80) }),
  responses: { 200: z.object({ shippingId: z.string(), applicableShippingMethods: z.array(shippingMethodSchema) }) },
  errors: [...CART_ERRORS, 'SHP400'],
}, async (c, { params }) => c.json(await shippingMethodsOf(c.var.db, shopperOf(c), params.basketId, params.shippingId)));
