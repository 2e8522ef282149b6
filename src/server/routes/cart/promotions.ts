import { Hono } from 'hono';
import { cartSchema } from '../../../../schemas/commerce/cart';
import { chooseGiftsRequestSchema, couponRequestSchema } from '../../../../schemas/commerce/cart-requests';
import { applyCoupon, chooseGifts, removeCoupon } from '../../domain/cart';
import { ApiError } from '../../http/api-error';
import { defineRoute } from '../../http/define-route';
import type { ApiEnv } from '../../http/env';
import { basketParams } from './lifecycle';
import { cartSession, shopperOf } from './shopper-of';

/** §7 coupons, and the shopper's choice among a gift-with-purchase promotion's gifts. */
export const cartPromotionRoutes = new Hono<ApiEnv>();
const cartRoute = { tag: 'Cart', security: 'session', middleware: cartSession } as const;
const CART_ERRORS = ['AUT402', 'CART_NOT_FOUND', 'INVALID_CUSTOMER', 'BSK409'] as const;

defineRoute(cartPromotionRoutes, {
  ...cartRoute, method: 'put', path: '/cart/v1/coupon', summary: 'Apply a promo code',
  body: couponRequestSchema, responses: { 200: cartSchema }, errors: [...CART_ERRORS, 'PRM400', 'PRM409', 'PRM410', 'PRM422', 'PRM423', 'PRM424'],
}, async (c, { body }) => c.json(await applyCoupon(c.var.db, shopperOf(c), body)));

defineRoute(cartPromotionRoutes, {
  ...cartRoute, method: 'delete', path: '/cart/v1/coupon', summary: 'Remove a promo code',
  body: couponRequestSchema, responses: { 200: cartSchema }, errors: [...CART_ERRORS, 'PRM404'],
}, async (c, { body }) => c.json(await removeCoupon(c.var.db, shopperOf(c), body)));

defineRoute(cartPromotionRoutes, {
  ...cartRoute, method: 'put', path: '/cart/v1/cart/:basketId/gifts', summary: "Choose the gifts of a gift-with-purchase promotion (at most its maximum, in stock); none declines them",
  params: basketParams, body: chooseGiftsRequestSchema, responses: { 200: cartSchema },
  errors: [...CART_ERRORS, 'GWP_PRODUCT'],
}, async (c, { params, body }) => {
  if (body.cartId !== params.basketId) throw new ApiError('API400', 'cartId: It must be the cart of the path.', { field: 'cartId' });
  return c.json(await chooseGifts(c.var.db, shopperOf(c), body));
});
