import { Hono } from 'hono';
import { and, asc, eq } from 'drizzle-orm';
import { storeEmployees, stores } from '../../db/schema/catalog';
import { LOCALES } from '../../../shared/i18n/sites';
import { defaultAddressRules, ADDRESS_FIELDS } from '../../../shared/validation/forms/address';
import { DEFAULT_COUNTRY_LIST, findCountry, phoneMaskFor } from '../../../shared/validation/phone/countries';
import { ApiError } from '../../http/api-error';
import type { ApiEnv } from '../../http/env';

const PUBLIC_CACHE = 'public, max-age=300, s-maxage=3600';

/** Country list, address rules and stores: public reference data, by locale. */
export const utilityRoutes = new Hono<ApiEnv>()
  .get('/consumers-v3/utilities/countryList', (c) => {
    const names = new Intl.DisplayNames([LOCALES[c.var.locale].tag], { type: 'region' });
    const countries = DEFAULT_COUNTRY_LIST.map((entry) => ({
      name: names.of(entry.code) ?? entry.name,
      dialCode: entry.dialCode,
      code: entry.code,
      phoneMask: phoneMaskFor(entry),
    }));
    c.header('cache-control', PUBLIC_CACHE);
    return c.json({ countries });
  })
  /** The address rules the validation module applies for the country, as data (patterns as strings). */
  .get('/consumers-v3/utilities/i18n/:countryCode', (c) => {
    const code = c.req.param('countryCode').toUpperCase();
    if (!findCountry(DEFAULT_COUNTRY_LIST, code)) throw new ApiError('API404', `No address rules for country '${code}'.`, { field: 'countryCode' });
    const rules = defaultAddressRules(code);
    const fields = Object.fromEntries(
      ADDRESS_FIELDS.map((field) => {
        const spec = rules[field];
        return [field, {
          required: spec.required,
          ...(spec.minLength === undefined ? {} : { minLength: spec.minLength }),
          ...(spec.maxLength === undefined ? {} : { maxLength: spec.maxLength }),
          ...(spec.pattern ? { pattern: spec.pattern.source } : {}),
          ...(spec.mask ? { mask: spec.mask } : {}),
          ...(spec.transform ? { transform: spec.transform } : {}),
        }];
      }),
    );
    c.header('cache-control', PUBLIC_CACHE);
    return c.json({ countryCode: code, fields });
  })
  .get('/consumers-v3/utilities/stores', async (c) => {
    const country = c.req.query('country')?.toUpperCase();
    const rows = await c.var.db.select().from(stores)
      .where(and(eq(stores.siteId, c.var.siteId), ...(country ? [eq(stores.country, country)] : [])))
      .orderBy(asc(stores.id));
    c.header('cache-control', PUBLIC_CACHE);
    return c.json({ stores: rows.map((row) => ({ storeId: row.id, name: row.name, address: row.address, city: row.city, postalCode: row.postalCode, country: row.country })) });
  })
  .get('/consumers-v3/utilities/stores/:storeId/employees', async (c) => {
    const storeId = c.req.param('storeId');
    const [store] = await c.var.db.select({ id: stores.id }).from(stores).where(and(eq(stores.id, storeId), eq(stores.siteId, c.var.siteId)));
    if (!store) throw new ApiError('STR404', undefined, { field: 'storeId' });
    const rows = await c.var.db.select().from(storeEmployees).where(eq(storeEmployees.storeId, storeId)).orderBy(asc(storeEmployees.employeeId));
    return c.json({ storeId, employees: rows.map((row) => ({ storeEmployeeId: row.employeeId, firstName: row.firstName, lastName: row.lastName, role: row.role })) });
  });
