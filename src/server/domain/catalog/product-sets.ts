import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ProductSet, ProductSets } from '@schemas/commerce/catalog';
import { LOCALES, type LocaleCode, type SiteId } from '../../../shared/i18n/sites';
import type { Database } from '../../db/client';
import { productSetItems, productSets } from '../../db/schema/reviews';
import { ApiError } from '../../http/api-error';
import { requireSiteProduct } from './reviews/require-product';
import { searchSnapshot } from './search/snapshot';
import { tileOf } from './search/tiles';

async function setsWithProducts(db: Database, siteId: SiteId, locale: LocaleCode, setIds: string[], apiBase: string): Promise<ProductSet[]> {
  if (setIds.length === 0) return [];
  const [sets, items, snapshot] = await Promise.all([
    db.select().from(productSets).where(and(inArray(productSets.id, setIds), eq(productSets.siteId, siteId))).orderBy(asc(productSets.id)),
    db.select().from(productSetItems).where(inArray(productSetItems.setId, setIds)).orderBy(asc(productSetItems.setId), asc(productSetItems.position)),
    searchSnapshot(db, siteId, LOCALES[locale].currency),
  ]);
  return sets.map((set) => ({
    id: set.id,
    type: set.type,
    name: set.name,
    products: items
      .filter((item) => item.setId === set.id)
      .map((item) => snapshot.byId.get(item.productId))
      .filter((entry) => entry !== undefined)
      .map((entry) => tileOf(entry, locale, apiBase)),
  }));
}

export async function loadProductSetsOf(db: Database, siteId: SiteId, locale: LocaleCode, productId: string, apiBase: string): Promise<ProductSets> {
  await requireSiteProduct(db, siteId, productId);
  const rows = await db.select({ setId: productSetItems.setId }).from(productSetItems).where(eq(productSetItems.productId, productId));
  return { productId, productSets: await setsWithProducts(db, siteId, locale, rows.map((row) => row.setId), apiBase) };
}

export async function loadProductSet(db: Database, siteId: SiteId, locale: LocaleCode, setId: string, apiBase: string): Promise<ProductSet> {
  const [set] = await setsWithProducts(db, siteId, locale, [setId], apiBase);
  if (!set) throw new ApiError('SET404');
  return set;
}
