import { Hono } from 'hono';
import { z } from 'zod';
import { cartSchema } from '../../../../schemas/commerce/cart';
import { cartWithItemQuerySchema, cartWithItemRequestSchema, createCartRequestSchema, readCartQuerySchema } from '../../../../schemas/commerce/cart-requests';
import { cartWithItem, createCart, readCart } from '../../domain/cart';
import { defineRoute } from '../../http/define-route';
import type { ApiEnv } from '../../http/env';
import { cartSession, shopperOf } from './shopper-of';

/** §7 Cart lifecycle: make a cart (empty or with its first item) and read it. */
export const cartLifecycleRoutes = new Hono<ApiEnv>();
const cartRoute = { tag: 'Cart', security: 'session', middleware: cartSession } as const;
export const basketParams = z.object({ basketId: z.string().trim().min(1).max(80) });

defineRoute(cartLifecycleRoutes, {
  ...cartRoute, method: 'post', path: '/cart/v1/cart', summary: "The shopper's active cart (made when there is none)",
  body: createCartRequestSchema, responses: { 200: cartSchema }, errors: ['AUT402', 'STR404'],
}, async (c, { body }) => c.json(await createCart(c.var.db, shopperOf(c), body)));

defineRoute(cartLifecycleRoutes, {
  ...cartRoute, method: 'post', path: '/cart/v1/cartWithItem', summary: 'The active cart with a first item (quick shop; action=pickup collects it at favStoreId), or with bid a buy-now basket of its own for a product page’s express purchase',
  query: cartWithItemQuerySchema, body: cartWithItemRequestSchema, responses: { 200: cartSchema },
  errors: ['AUT402', 'STR404', 'CART_NOT_FOUND', 'PRD404', 'ADDED_MAX_QUANTITY', 'GWP_PRODUCT', 'ITEM_NOT_AVAILABLE', 'NO_PRICE', 'INVALID_PRICE', 'INV409', 'INV410', 'GFO400'],
}, async (c, { body, query }) => c.json(await cartWithItem(c.var.db, shopperOf(c), body, query)));

defineRoute(cartLifecycleRoutes, {
  ...cartRoute, method: 'get', path: '/cart/v1/cart/:basketId', summary: 'The cart; inventorySupplyCheck re-checks stock and answers flash messages and delivery notices',
  params: basketParams, query: readCartQuerySchema, responses: { 200: cartSchema }, errors: ['AUT402', 'CART_NOT_FOUND', 'INVALID_CUSTOMER'],
}, async (c, { params, query }) => c.json(await readCart(c.var.db, shopperOf(c), params.basketId, query)));
