import { asc, eq } from 'drizzle-orm';
import type { StoreSearchResponse } from '@schemas/commerce/stores';
import { LOCALES, type LocaleCode, type SiteId } from '../../../../shared/i18n/sites';
import type { Database } from '../../../db/client';
import { stores } from '../../../db/schema/catalog';
import { collectionPoints } from '../../../db/schema/reviews';
import { ApiError } from '../../../http/api-error';
import { distanceKm, locatePostalCode } from './postal-geo';

export interface StoreOrigin {
  postalCode?: string | undefined;
  country?: string | undefined;
  latitude?: number | undefined;
  longitude?: number | undefined;
}

export type StoreWithDistance = StoreSearchResponse['stores'][number];

/** Coordinates of the origin; an unknown postal code is PCD404. */
export function resolveOrigin(origin: StoreOrigin, locale: LocaleCode): StoreSearchResponse['origin'] {
  if (origin.latitude !== undefined && origin.longitude !== undefined) return { latitude: origin.latitude, longitude: origin.longitude };
  const postalCode = origin.postalCode!;
  const point = locatePostalCode(postalCode, origin.country ?? LOCALES[locale].country);
  if (!point) throw new ApiError('PCD404', undefined, { field: 'postalCode' });
  return { ...point, postalCode };
}

/** The site's stores with their distance from the origin, nearest first. */
export async function storesByDistance(db: Database, siteId: SiteId, origin: StoreSearchResponse['origin']): Promise<StoreWithDistance[]> {
  const rows = await db
    .select({ store: stores, point: collectionPoints })
    .from(stores)
    .leftJoin(collectionPoints, eq(collectionPoints.storeId, stores.id))
    .where(eq(stores.siteId, siteId))
    .orderBy(asc(stores.id));
  return rows
    .map(({ store, point }) => ({
      id: store.id,
      name: store.name,
      address: store.address,
      city: store.city,
      postalCode: store.postalCode,
      country: store.country,
      latitude: store.lat,
      longitude: store.lng,
      distance: Math.round(distanceKm(origin, { latitude: store.lat, longitude: store.lng }) * 10) / 10,
      collectionPoint: point && point.active ? { type: point.type, openingHours: point.openingHours } : null,
    }))
    .sort((a, b) => a.distance - b.distance || a.id.localeCompare(b.id));
}

/** POST /stores/v1/search and /collectionPoints: stores within `radius` km, nearest first. */
export async function searchStores(
  db: Database, siteId: SiteId, locale: LocaleCode,
  body: StoreOrigin & { radius: number; limit: number }, onlyCollectionPoints: boolean,
): Promise<StoreSearchResponse> {
  const origin = resolveOrigin(body, locale);
  const all = await storesByDistance(db, siteId, origin);
  const found = all.filter((store) => store.distance <= body.radius && (!onlyCollectionPoints || store.collectionPoint !== null));
  return { origin, stores: found.slice(0, body.limit) };
}
