import { Hono } from 'hono';
import { addressRulesResponseSchema, countryListSchema, storeEmployeesResponseSchema, storesQuerySchema, storesResponseSchema } from '../../../../schemas/commerce/consumer';
import { listStoreEmployees, listStores } from '../../domain/catalog/stores/store-directory';
import { addressRulesOf, countryList } from '../../domain/identity/country-rules';
import { defineRoute } from '../../http/define-route';
import type { ApiEnv } from '../../http/env';

const PUBLIC_CACHE = 'public, max-age=300, s-maxage=3600';
const TAG = 'Consumer';

/** Country list, address rules and stores: public reference data, by locale. */
export const utilityRoutes = new Hono<ApiEnv>();

defineRoute(utilityRoutes, {
  method: 'get', path: '/consumers-v3/utilities/countryList', tag: TAG, summary: 'Countries with localized names, dial codes and phone masks',
  responses: { 200: countryListSchema },
}, (c) => {
  c.header('cache-control', PUBLIC_CACHE);
  return c.json({ countries: countryList(c.var.locale) });
});

defineRoute(utilityRoutes, {
  method: 'get', path: '/consumers-v3/utilities/i18n/:countryCode', tag: TAG, summary: 'The address rules of a country (required fields, lengths, patterns, masks)',
  responses: { 200: addressRulesResponseSchema },
}, (c) => {
  c.header('cache-control', PUBLIC_CACHE);
  return c.json(addressRulesOf(c.req.param('countryCode')!));
});

defineRoute(utilityRoutes, {
  method: 'get', path: '/consumers-v3/utilities/stores', tag: TAG, summary: 'The site’s stores, optionally of one country',
  query: storesQuerySchema, responses: { 200: storesResponseSchema },
}, async (c, { query }) => {
  c.header('cache-control', PUBLIC_CACHE);
  return c.json({ stores: await listStores(c.var.db, c.var.siteId, query.country?.toUpperCase()) });
});

defineRoute(utilityRoutes, {
  method: 'get', path: '/consumers-v3/utilities/stores/:storeId/employees', tag: TAG, summary: 'The employees of a store',
  responses: { 200: storeEmployeesResponseSchema }, errors: ['STR404'],
}, async (c) => {
  const storeId = c.req.param('storeId')!;
  return c.json({ storeId, employees: await listStoreEmployees(c.var.db, c.var.siteId, storeId) });
});
