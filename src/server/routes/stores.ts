import { Hono } from 'hono';
import { storeSearchBodySchema } from '@schemas/commerce/stores';
import { searchStores } from '../domain/catalog/stores/store-search';
import type { ApiEnv } from '../http/env';
import { readBody } from '../http/validate';

/** POST /stores/v1/search and /stores/v1/collectionPoints (spec §7): nearest first, distance in km. */
export const storeRoutes = new Hono<ApiEnv>();

storeRoutes.post('/stores/v1/search', async (c) => {
  const body = await readBody(c, storeSearchBodySchema);
  return c.json(await searchStores(c.var.db, c.var.siteId, c.var.locale, body, false));
});

storeRoutes.post('/stores/v1/collectionPoints', async (c) => {
  const body = await readBody(c, storeSearchBodySchema);
  return c.json(await searchStores(c.var.db, c.var.siteId, c.var.locale, body, true));
});
