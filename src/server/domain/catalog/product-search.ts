import { and, asc, count, eq, exists, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { ProductSearchResult, ProductTile } from '@schemas/commerce/catalog';
import { LOCALES, type LocaleCode, type SiteId } from '../../../shared/i18n/sites';
import { productPath } from '../../../shared/routing/routes';
import type { Database } from '../../db/client';
import { productCategories, products } from '../../db/schema/catalog';
import { ApiError } from '../../http/api-error';
import { loadSiteCategories, withDescendants } from './catalog-tree';
import { colorLabel, languageOf, productLabel } from './labels';
import { productName } from './product-copy';
import { PRODUCT_IMAGE_SIZE, productImageUrl } from './product-image';
import { loadTilePrices } from './tile-prices';

export interface ProductSearch {
  query?: string | undefined;
  category?: string | undefined;
  offset: number;
  limit: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Every word of the query must occur in the name (English, or the locale's), case-insensitively. */
function nameMatches(query: string | undefined, locale: LocaleCode): SQL[] {
  const words = (query ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 8);
  const language = languageOf(locale);
  const localName = sql`${products.translations} -> ${language} ->> 'name'`;
  return words.map((word) => {
    const pattern = `%${escapeLike(word)}%`;
    return language === 'en' ? ilike(products.name, pattern) : or(ilike(products.name, pattern), ilike(localName, pattern))!;
  });
}

async function categoryFilter(db: Database, siteId: SiteId, categoryId: string | undefined): Promise<SQL[]> {
  if (!categoryId) return [];
  const all = await loadSiteCategories(db, siteId);
  if (!all.some((category) => category.id === categoryId)) throw new ApiError('CAT404', undefined, { field: 'category' });
  const ids = withDescendants(all, categoryId);
  const linked = db
    .select({ one: productCategories.productId })
    .from(productCategories)
    .where(and(eq(productCategories.productId, products.id), inArray(productCategories.categoryId, ids)));
  return [exists(linked)];
}

/** Name and category search over the site's products, in seed order (stable across pages). */
export async function searchProducts(db: Database, siteId: SiteId, locale: LocaleCode, search: ProductSearch, apiBase: string): Promise<ProductSearchResult> {
  const where = and(eq(products.siteId, siteId), ...nameMatches(search.query, locale), ...(await categoryFilter(db, siteId, search.category)));
  const [[totalRow], page] = await Promise.all([
    db.select({ total: count() }).from(products).where(where),
    db.select().from(products).where(where).orderBy(asc(products.position), asc(products.id)).offset(search.offset).limit(search.limit),
  ]);
  const currency = LOCALES[locale].currency;
  const prices = await loadTilePrices(db, page.map((product) => product.id), currency);
  const tiles: ProductTile[] = page
    .filter((product) => prices.has(product.id))
    .map((product) => {
      const firstColor = product.colors[0]!;
      const name = productName(product, locale);
      return {
        id: product.id,
        name,
        url: productPath(locale, product.name, product.id),
        image: { url: productImageUrl(apiBase, product.id, firstColor.value), alt: `${name}, ${colorLabel(firstColor.value, firstColor.label, locale)}`, ...PRODUCT_IMAGE_SIZE },
        price: prices.get(product.id)!,
        badge: productLabel(product.badge, locale),
        eyebrow: productLabel(product.eyebrow, locale),
        colorCount: product.colors.length,
        rating: { score: product.ratingScore, reviewsCount: product.reviewsCount },
      };
    });
  return { total: totalRow?.total ?? 0, offset: search.offset, limit: search.limit, products: tiles };
}
