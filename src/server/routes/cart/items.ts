import { Hono } from 'hono';
import { cartSchema } from '../../../../schemas/commerce/cart';
import { addItemRequestSchema, removeItemRequestSchema, updateItemRequestSchema } from '../../../../schemas/commerce/cart-requests';
import type { ErrorId } from '../../../../schemas/protocol/error-catalogue';
import { addItem, removeItem, updateItem } from '../../domain/cart';
import { ApiError } from '../../http/api-error';
import { defineRoute } from '../../http/define-route';
import type { ApiEnv } from '../../http/env';
import { basketParams } from './lifecycle';
import { cartSession, shopperOf } from './shopper-of';

/** §7 cart items: add, change (quantity, size, delivery store, gift option) and remove. */
export const cartItemRoutes = new Hono<ApiEnv>();
const cartRoute = { tag: 'Cart', security: 'session', middleware: cartSession } as const;
const CART_ERRORS: readonly ErrorId[] = ['AUT402', 'CART_NOT_FOUND', 'INVALID_CUSTOMER', 'BSK409'];
const LINE_ERRORS: readonly ErrorId[] = ['VAR404', 'PRD404', 'ADDED_MAX_QUANTITY', 'GWP_PRODUCT', 'ITEM_NOT_AVAILABLE', 'NO_PRICE', 'INVALID_PRICE', 'INV409', 'INV410', 'GFO400', 'STR404'];

defineRoute(cartItemRoutes, {
  ...cartRoute, method: 'post', path: '/cart/v1/item', summary: 'Add a variant (the same variant and delivery again raises its line)',
  body: addItemRequestSchema, responses: { 200: cartSchema }, errors: [...CART_ERRORS, ...LINE_ERRORS],
}, async (c, { body }) => c.json(await addItem(c.var.db, shopperOf(c), body)));

defineRoute(cartItemRoutes, {
  ...cartRoute, method: 'put', path: '/cart/v1/cart/:basketId/item', summary: 'Change a line: quantity, size, pickup store (null: home delivery) or gift option',
  params: basketParams, body: updateItemRequestSchema, responses: { 200: cartSchema }, errors: [...CART_ERRORS, 'BSK404', ...LINE_ERRORS],
}, async (c, { params, body }) => {
  if (body.cartId !== params.basketId) throw new ApiError('API400', 'cartId: It must be the cart of the path.', { field: 'cartId' });
  return c.json(await updateItem(c.var.db, shopperOf(c), body));
});

defineRoute(cartItemRoutes, {
  ...cartRoute, method: 'delete', path: '/cart/v1/item', summary: 'Remove a line',
  body: removeItemRequestSchema, responses: { 200: cartSchema }, errors: [...CART_ERRORS, 'BSK404'],
}, async (c, { body }) => c.json(await removeItem(c.var.db, shopperOf(c), body)));
