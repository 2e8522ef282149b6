import { Hono } from 'hono';
import { z } from 'zod';
import { addFavoriteRequestSchema, favoritesSchema, favoritesShareSchema, listPageQuerySchema, sharedFavoritesQuerySchema, sharedFavoritesSchema } from '../../../schemas/commerce/wishlists';
import { addFavorite, favoritesOf, removeFavorite, shareFavorites, sharedFavorites } from '../domain/wishlists/favorites';
import { defineRoute } from '../http/define-route';
import type { ApiEnv } from '../http/env';
import { apiBaseOf } from './products/cache';
import { cartSession, shopperOf } from './cart/shopper-of';

/**
 * §7 favorites: guests keep theirs under a favoriteId stored with the cart (§9), registered shoppers
 * under their account; an associate session reads empty lists and may not write (§6, LST403).
 */
export const wishlistRoutes = new Hono<ApiEnv>();
const listRoute = { tag: 'Wishlists', security: 'session', middleware: cartSession } as const;
const id = z.string().trim().min(1).max(80);

defineRoute(wishlistRoutes, {
  ...listRoute, method: 'get', path: '/wishlists/v2/favorites', summary: "The shopper's favorites",
  query: listPageQuerySchema, responses: { 200: favoritesSchema }, errors: ['AUT402'],
}, async (c, { query }) => c.json(await favoritesOf(c.var.db, shopperOf(c), query)));

defineRoute(wishlistRoutes, {
  ...listRoute, method: 'post', path: '/wishlists/v2/favorites', summary: 'Add a product to the favorites (the list is made on the first add)',
  body: addFavoriteRequestSchema, responses: { 200: favoritesSchema }, errors: ['AUT402', 'LST403', 'LST404', 'PRD404'],
}, async (c, { body }) => c.json(await addFavorite(c.var.db, shopperOf(c), body)));

defineRoute(wishlistRoutes, {
  ...listRoute, method: 'delete', path: '/wishlists/v2/favorites/:favoriteId/items/:itemId', summary: 'Remove a favorite',
  params: z.object({ favoriteId: id, itemId: id }), responses: { 200: favoritesSchema }, errors: ['AUT402', 'LST403', 'LST404'],
}, async (c, { params }) => c.json(await removeFavorite(c.var.db, shopperOf(c), params.favoriteId, params.itemId)));

defineRoute(wishlistRoutes, {
  ...listRoute, method: 'post', path: '/wishlists/v2/favorites/:favoriteId/share', summary: 'A read-only link to the favorites',
  params: z.object({ favoriteId: id }), responses: { 200: favoritesShareSchema }, errors: ['AUT402', 'LST403', 'LST404'],
}, async (c, { params }) => c.json(await shareFavorites(c.var.db, shopperOf(c), params.favoriteId)));

// Anyone with the link reads a shared list: no session, and it may be cached briefly by the browser only.
defineRoute(wishlistRoutes, {
  tag: 'Wishlists', method: 'get', path: '/wishlists/v2/favorites/:favoriteId/share', summary: 'A shared favorites list, read-only (the shareId is the key)',
  params: z.object({ favoriteId: id }), query: sharedFavoritesQuerySchema.extend(listPageQuerySchema.shape), responses: { 200: sharedFavoritesSchema }, errors: ['LST404'],
}, async (c, { params, query }) => {
  c.header('cache-control', 'private, max-age=60');
  const { siteId, locale } = c.var;
  return c.json(await sharedFavorites(c.var.db, { siteId, locale, apiBase: apiBaseOf(c) }, params.favoriteId, query.shareId, { start: query.start, count: query.count }));
});
