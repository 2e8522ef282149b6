import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { ColorOption, ProductKind, VariantAttributes, ProductTranslations } from '../../db/schema/catalog';
import { rowsOf } from './cart-store';

/** What a cart line shows of its product and variant: catalog reference data, not cart state. */
export interface ProductFacts {
  readonly variantId: string;
  readonly productId: string;
  readonly name: string;
  /** The product's copy in French, German and Italian (the name is what a cart shows of it). */
  readonly translations: ProductTranslations;
  readonly kind: ProductKind;
  readonly colors: ColorOption[];
  readonly badge: string | null;
  readonly eyebrow: string | null;
  readonly productType: 'physical' | 'digital';
  readonly customsExternalUrl: string | null;
  readonly ratingScore: number;
  readonly reviewsCount: number;
  readonly upc: string;
  readonly attributes: VariantAttributes;
  readonly categoryIds: string[];
}

/**
 * Product facts of cart lines, kept per database handle for FACTS_TTL_MS: the catalog changes
 * rarely, and reading names, attributes and categories was most of the cost of loading a cart.
 * Prices and stock are never cached: they are read with the lines every time.
 */
export const FACTS_TTL_MS = 60_000;

export class ProductFactsCache {
  private readonly entries = new Map<string, { at: number; facts: ProductFacts }>();

  async get(db: Database, variantIds: readonly string[], now = Date.now()): Promise<Map<string, ProductFacts>> {
    const found = new Map<string, ProductFacts>();
    const missing: string[] = [];
    for (const id of new Set(variantIds)) {
      const hit = this.entries.get(id);
      if (hit && now - hit.at < FACTS_TTL_MS) found.set(id, hit.facts);
      else missing.push(id);
    }
    if (missing.length > 0) {
      const rows = await rowsOf<ProductFacts>(db, sql`
        select v.id as "variantId", p.id as "productId", p.name, p.translations, p.kind, p.colors, p.badge, p.eyebrow, p.product_type as "productType",
          p.customs_external_url as "customsExternalUrl", p.rating_score as "ratingScore", p.reviews_count as "reviewsCount", v.upc, v.attributes,
          coalesce((select array_agg(pc.category_id order by pc.category_id) from catalog_product_categories pc where pc.product_id = p.id), '{}') as "categoryIds"
        from catalog_variants v join catalog_products p on p.id = v.product_id
        where v.id in (${sql.join(missing.map((id) => sql`${id}`), sql`, `)})`);
      for (const row of rows) {
        this.entries.set(row.variantId, { at: now, facts: row });
        found.set(row.variantId, row);
      }
      if (this.entries.size > 20_000) this.entries.clear();
    }
    return found;
  }
}

const caches = new WeakMap<Database, ProductFactsCache>();

/** The cache of a database handle (pass the handle, not a transaction). */
export function productFactsOf(db: Database): ProductFactsCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new ProductFactsCache()));
  return cache;
}
