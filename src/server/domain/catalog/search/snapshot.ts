import { sql } from 'drizzle-orm';
import type { Price } from '@schemas/commerce/price';
import type { SiteId } from '../../../../shared/i18n/sites';
import type { Database } from '../../../db/client';
import type { ColorOption, ProductKind, ProductTranslations } from '../../../db/schema/catalog';
import { loadSiteCategories, type CategoryRecord } from '../catalog-tree';
import { loadTilePrices } from '../tile-prices';

/** One product as search, facets, suggestions and recommendations see it. */
export interface SearchEntry {
  id: string;
  /** The English name: what the URL's slug is made of. */
  name: string;
  /** The name in each language (English where a product has no translation), and lower-cased for matching. */
  names: Record<CopyLanguage, string>;
  namesLc: Record<CopyLanguage, string>;
  kind: ProductKind;
  colors: ColorOption[];
  badge: string | null;
  eyebrow: string | null;
  rating: number;
  reviewsCount: number;
  position: number;
  primaryCategoryId: string;
  categoryIds: string[];
  brand: string;
  releasedAt: number;
  sizes: string[];
  price: Price;
}

export interface SearchSnapshot {
  readonly loadedAt: number;
  readonly entries: readonly SearchEntry[];
  readonly byId: ReadonlyMap<string, SearchEntry>;
  readonly categories: readonly CategoryRecord[];
}

/** Published catalog data may be a minute old, as the API's own cache headers already allow. */
export const SNAPSHOT_TTL_MS = 60_000;

export type CopyLanguage = 'en' | 'fr' | 'de' | 'it';

type Row = Omit<SearchEntry, 'names' | 'namesLc' | 'price' | 'releasedAt'> & { releasedAt: string; translations: ProductTranslations };

function namesOf(row: Row): Record<CopyLanguage, string> {
  const { translations: t } = row;
  return { en: row.name, fr: t.fr?.name ?? row.name, de: t.de?.name ?? row.name, it: t.it?.name ?? row.name };
}

const lowerCased = (names: Record<CopyLanguage, string>): Record<CopyLanguage, string> =>
  ({ en: names.en.toLowerCase(), fr: names.fr.toLowerCase(), de: names.de.toLowerCase(), it: names.it.toLowerCase() });

async function loadSnapshot(db: Database, siteId: SiteId, currency: string): Promise<SearchSnapshot> {
  const result = (await db.execute(sql`
    select p.id, p.name, p.translations, p.kind, p.colors, p.badge, p.eyebrow, p.rating_score as rating, p.reviews_count as "reviewsCount",
      p.position, p.primary_category_id as "primaryCategoryId", d.brand, d.released_at as "releasedAt", d.sizes,
      array(select pc.category_id from catalog_product_categories pc where pc.product_id = p.id) as "categoryIds"
    from catalog_products p join catalog_search_documents d on d.product_id = p.id
    where p.site_id = ${siteId}
    order by p.position, p.id`)) as unknown as { rows: Row[] };
  const [prices, categories] = await Promise.all([
    loadTilePrices(db, result.rows.map((row) => row.id), currency),
    loadSiteCategories(db, siteId),
  ]);
  const entries: SearchEntry[] = [];
  for (const row of result.rows) {
    const price = prices.get(row.id);
    if (!price) continue;
    const { translations: _translations, ...fields } = row;
    const names = namesOf(row);
    entries.push({ ...fields, names, namesLc: lowerCased(names), releasedAt: Date.parse(row.releasedAt), price });
  }
  return { loadedAt: Date.now(), entries, byId: new Map(entries.map((entry) => [entry.id, entry])), categories };
}

const cache = new WeakMap<Database, Map<string, Promise<SearchSnapshot>>>();

/**
 * The site's searchable products in one currency, read with two statements and kept for
 * SNAPSHOT_TTL_MS, so a search request itself runs no SQL (p99 target under 50 concurrent clients).
 */
export async function searchSnapshot(db: Database, siteId: SiteId, currency: string, now = Date.now()): Promise<SearchSnapshot> {
  let perDb = cache.get(db);
  if (!perDb) cache.set(db, (perDb = new Map()));
  const key = `${siteId}|${currency}`;
  const cached = perDb.get(key);
  if (cached) {
    const snapshot = await cached.catch(() => undefined);
    if (snapshot && now - snapshot.loadedAt < SNAPSHOT_TTL_MS) return snapshot;
    if (perDb.get(key) !== cached) return searchSnapshot(db, siteId, currency, now);
  }
  const loading = loadSnapshot(db, siteId, currency);
  perDb.set(key, loading);
  loading.catch(() => perDb.delete(key));
  return loading;
}

/** Forget cached snapshots (after catalog data changed in this process). */
export function invalidateSearchSnapshots(db: Database): void {
  cache.delete(db);
}
