import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { storeEmployees, stores } from '../../../db/schema/catalog';
import { ApiError } from '../../../http/api-error';

/** The site's stores, optionally of one country, by id. */
export async function listStores(db: Database, siteId: string, country: string | undefined) {
  const rows = await db.select().from(stores)
    .where(and(eq(stores.siteId, siteId), ...(country ? [eq(stores.country, country)] : [])))
    .orderBy(asc(stores.id));
  return rows.map((row) => ({ storeId: row.id, name: row.name, address: row.address, city: row.city, postalCode: row.postalCode, country: row.country }));
}

/** The employees of a store of the site; another site's store is STR404. */
export async function listStoreEmployees(db: Database, siteId: string, storeId: string) {
  const [store] = await db.select({ id: stores.id }).from(stores).where(and(eq(stores.id, storeId), eq(stores.siteId, siteId)));
  if (!store) throw new ApiError('STR404', undefined, { field: 'storeId' });
  const rows = await db.select().from(storeEmployees).where(eq(storeEmployees.storeId, storeId)).orderBy(asc(storeEmployees.employeeId));
  return rows.map((row) => ({ storeEmployeeId: row.employeeId, firstName: row.firstName, lastName: row.lastName, role: row.role }));
}
