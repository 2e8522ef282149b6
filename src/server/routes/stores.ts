import { Hono } from 'hono';
import { storeSearchBodySchema, storeSearchResponseSchema } from '@schemas/commerce/stores';
import { searchStores } from '../domain/catalog/stores/store-search';
import { defineRoute } from '../http/define-route';
import type { ApiEnv } from '../http/env';

/** POST /stores/v1/search and /stores/v1/collectionPoints (spec §7): nearest first, distance in km. */
export const storeRoutes = new Hono<ApiEnv>();

defineRoute(storeRoutes, {
  method: 'post', path: '/stores/v1/search', tag: 'Stores', summary: 'Stores near a postal code or position, nearest first',
  body: storeSearchBodySchema, responses: { 200: storeSearchResponseSchema }, errors: ['PCD404'],
}, async (c, { body }) => c.json(await searchStores(c.var.db, c.var.siteId, c.var.locale, body, false)));

defineRoute(storeRoutes, {
  method: 'post', path: '/stores/v1/collectionPoints', tag: 'Stores', summary: 'Collection points (pudo) near a postal code or position',
  body: storeSearchBodySchema, responses: { 200: storeSearchResponseSchema }, errors: ['PCD404'],
}, async (c, { body }) => c.json(await searchStores(c.var.db, c.var.siteId, c.var.locale, body, true)));
