import { Hono } from 'hono';
import { z } from 'zod';
import { cartSchema, savedForLaterSchema } from '../../../../schemas/commerce/cart';
import { moveSavedToCartRequestSchema, saveForLaterRequestSchema } from '../../../../schemas/commerce/cart-requests';
import { listPageQuerySchema } from '../../../../schemas/commerce/wishlists';
import { moveSavedItemToCart, saveItemForLater } from '../../domain/cart';
import { removeSavedItem, savedForLater } from '../../domain/wishlists/saved-for-later';
import { defineRoute } from '../../http/define-route';
import type { ApiEnv } from '../../http/env';
import { basketParams } from './lifecycle';
import { cartSession, shopperOf } from './shopper-of';

/** §7 saved for later (registered shoppers): move a line there and back (quantity kept), list and remove. */
export const savedForLaterRoutes = new Hono<ApiEnv>();
const listRoute = { tag: 'Cart', security: 'session', middleware: cartSession } as const;
const CART_ERRORS = ['AUT402', 'AUT403', 'LST403', 'CART_NOT_FOUND', 'INVALID_CUSTOMER', 'BSK409'] as const;
const id = z.string().trim().min(1).max(80);

defineRoute(savedForLaterRoutes, {
  ...listRoute, method: 'put', path: '/cart/v2/saveForLater', summary: 'Move a cart line to saved for later (its quantity kept)',
  body: saveForLaterRequestSchema, responses: { 200: cartSchema }, errors: [...CART_ERRORS, 'BSK404', 'GWP_PRODUCT'],
}, async (c, { body }) => c.json(await saveItemForLater(c.var.db, shopperOf(c), body)));

defineRoute(savedForLaterRoutes, {
  ...listRoute, method: 'post', path: '/cart/v2/cart/:basketId/saveForLater', summary: 'Move a saved item back into the cart (its quantity kept, capped by stock and maxQty)',
  params: basketParams, body: moveSavedToCartRequestSchema, responses: { 200: cartSchema },
  errors: [...CART_ERRORS, 'LST404', 'ADDED_MAX_QUANTITY', 'ITEM_NOT_AVAILABLE', 'NO_PRICE', 'INV409'],
}, async (c, { params, body }) => c.json(await moveSavedItemToCart(c.var.db, shopperOf(c), { basketId: params.basketId, itemId: body.itemId })));

defineRoute(savedForLaterRoutes, {
  ...listRoute, method: 'delete', path: '/cart/v2/saveForLater/:saveForLaterId/items/:itemId', summary: 'Remove a saved item',
  params: z.object({ saveForLaterId: id, itemId: id }), responses: { 200: savedForLaterSchema }, errors: ['AUT402', 'AUT403', 'LST403', 'LST404'],
}, async (c, { params }) => c.json(await removeSavedItem(c.var.db, shopperOf(c), params.saveForLaterId, params.itemId)));

defineRoute(savedForLaterRoutes, {
  ...listRoute, tag: 'Wishlists', method: 'get', path: '/wishlists/v2/saveForLater', summary: "The shopper's saved-for-later list (empty for guests and associate sessions)",
  query: listPageQuerySchema, responses: { 200: savedForLaterSchema }, errors: ['AUT402'],
}, async (c, { query }) => c.json(await savedForLater(c.var.db, shopperOf(c), query)));
