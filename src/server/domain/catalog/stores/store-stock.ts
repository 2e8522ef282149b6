import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AvailabilityBody, AvailabilityResponse, StoreInventoryResponse } from '@schemas/commerce/stores';
import type { LocaleCode, SiteId } from '../../../../shared/i18n/sites';
import type { Database } from '../../../db/client';
import { storeInventory, stores, variants } from '../../../db/schema/catalog';
import { ApiError } from '../../../http/api-error';
import { requireSiteProduct } from '../reviews/require-product';
import { resolveOrigin, storesByDistance } from './store-search';

async function stockOf(db: Database, storeIds: string[], variantIds: string[]): Promise<Map<string, number>> {
  if (storeIds.length === 0 || variantIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(storeInventory)
    .where(and(inArray(storeInventory.storeId, storeIds), inArray(storeInventory.variantId, variantIds)));
  return new Map(rows.map((row) => [`${row.storeId}|${row.variantId}`, row.quantity]));
}

async function siteStores(db: Database, siteId: SiteId, storeIds: string[]) {
  const rows = await db.select({ id: stores.id, name: stores.name }).from(stores).where(and(eq(stores.siteId, siteId), inArray(stores.id, storeIds)));
  const unknown = storeIds.find((id) => !rows.some((row) => row.id === id));
  if (unknown) throw new ApiError('STR404', `Store '${unknown}' was not found.`, { field: 'storeIds' });
  return storeIds.map((id) => rows.find((row) => row.id === id)!);
}

/** Stock of every variant of the product in each given store (0 where the store holds none). */
export async function loadStoreInventory(db: Database, siteId: SiteId, productId: string, storeIds: string[]): Promise<StoreInventoryResponse> {
  await requireSiteProduct(db, siteId, productId);
  await siteStores(db, siteId, storeIds);
  const variantRows = await db.select({ id: variants.id }).from(variants).where(eq(variants.productId, productId)).orderBy(asc(variants.position));
  const stock = await stockOf(db, storeIds, variantRows.map((v) => v.id));
  return {
    storeInventory: storeIds.flatMap((storeId) => variantRows.map((v) => ({ storeId, variantId: v.id, quantity: stock.get(`${storeId}|${v.id}`) ?? 0 }))),
  };
}

/** Availability of chosen variants in given stores, or in the nearest stores to a postal code or point. */
export async function checkAvailability(db: Database, siteId: SiteId, locale: LocaleCode, productId: string, body: AvailabilityBody): Promise<AvailabilityResponse> {
  await requireSiteProduct(db, siteId, productId);
  const own = await db.select({ id: variants.id }).from(variants).where(and(eq(variants.productId, productId), inArray(variants.id, body.variantIds)));
  const foreign = body.variantIds.find((id) => !own.some((v) => v.id === id));
  if (foreign) throw new ApiError('API400', `variantIds: '${foreign}' is not a variant of this product.`, { field: 'variantIds' });
  let chosen: Array<{ id: string; name: string; distance: number | null }>;
  if (body.storeIds) {
    chosen = (await siteStores(db, siteId, body.storeIds)).map((store) => ({ ...store, distance: null }));
  } else {
    const nearest = await storesByDistance(db, siteId, resolveOrigin(body, locale));
    chosen = nearest.filter((store) => store.distance <= body.radius).slice(0, body.limit);
  }
  const stock = await stockOf(db, chosen.map((s) => s.id), body.variantIds);
  return {
    productId,
    availability: chosen.map((store) => ({
      storeId: store.id,
      storeName: store.name,
      distance: store.distance,
      variants: body.variantIds.map((variantId) => {
        const quantity = stock.get(`${store.id}|${variantId}`) ?? 0;
        return { variantId, quantity, available: quantity > 0 };
      }),
    })),
  };
}
