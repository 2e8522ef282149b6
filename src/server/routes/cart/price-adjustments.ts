import { Hono } from 'hono';
import { z } from 'zod';
import { cartSchema } from '../../../../schemas/commerce/cart';
import { priceAdjustmentRequestSchema } from '../../../../schemas/commerce/cart-requests';
import { addPriceAdjustment, removePriceAdjustment, updatePriceAdjustment } from '../../domain/cart';
import { defineRoute } from '../../http/define-route';
import type { ApiEnv } from '../../http/env';
import { basketParams } from './lifecycle';
import { cartSession, shopperOf } from './shopper-of';

/**
 * §7 price adjustments: only an in-store associate's token (kind 'agent') may take money off
 * (others: 403 PAD403), within its store's maximum percentage (422 PAD422); each is audited.
 */
export const priceAdjustmentRoutes = new Hono<ApiEnv>();
const associateRoute = { tag: 'Cart', security: 'session', middleware: cartSession } as const;
const ERRORS = ['AUT402', 'PAD403', 'PAD422', 'CART_NOT_FOUND', 'INVALID_CUSTOMER', 'BSK404', 'BSK409'] as const;
const adjustmentParams = basketParams.extend({ adjustmentId: z.string().trim().min(1).max(80) });

defineRoute(priceAdjustmentRoutes, {
  ...associateRoute, method: 'post', path: '/cart/v1/cart/:basketId/price_adjustments', summary: 'An associate takes an amount or a percent off a line or the order',
  params: basketParams, body: priceAdjustmentRequestSchema, responses: { 200: cartSchema }, errors: ERRORS,
}, async (c, { params, body }) => c.json(await addPriceAdjustment(c.var.db, shopperOf(c), params.basketId, body)));

defineRoute(priceAdjustmentRoutes, {
  ...associateRoute, method: 'patch', path: '/cart/v1/cart/:basketId/price_adjustments/:adjustmentId', summary: 'Change a price adjustment',
  params: adjustmentParams, body: priceAdjustmentRequestSchema, responses: { 200: cartSchema }, errors: [...ERRORS, 'PAD404'],
}, async (c, { params, body }) => c.json(await updatePriceAdjustment(c.var.db, shopperOf(c), params.basketId, params.adjustmentId, body)));

defineRoute(priceAdjustmentRoutes, {
  ...associateRoute, method: 'delete', path: '/cart/v1/cart/:basketId/price_adjustments/:adjustmentId', summary: 'Remove a price adjustment',
  params: adjustmentParams, responses: { 200: cartSchema }, errors: [...ERRORS, 'PAD404'],
}, async (c, { params }) => c.json(await removePriceAdjustment(c.var.db, shopperOf(c), params.basketId, params.adjustmentId)));
