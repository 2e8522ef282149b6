import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { GiftOptionJson, LineDelivery } from '../../db/schema/cart';
import type { ColorOption, ProductKind, VariantAttributes, ProductTranslations } from '../../db/schema/catalog';
import { namedRows } from '../../db/named-statement';
import { rowsOf } from './cart-store';
import type { ProductFacts, ProductFactsCache } from './product-facts';

/** A cart line with everything pricing and the view need (one query per cart). */
export interface LoadedLine {
  readonly id: string;
  readonly lineKey: string;
  readonly productId: string;
  readonly variantId: string;
  readonly qty: number;
  readonly maxQty: number;
  readonly delivery: LineDelivery;
  readonly storeId: string | null;
  readonly giftOption: GiftOptionJson | null;
  readonly customAmount: number | null;
  readonly recipeId: string | null;
  readonly precreatedCustomsCode: string | null;
  readonly productImageUrl: string | null;
  readonly pdpUrl: string | null;
  readonly bonus: boolean;
  readonly promotionId: string | null;
  readonly createdAt: string;
  readonly name: string;
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
  /** Null when the variant has no price in the cart's currency. */
  readonly listPrice: number | null;
  readonly salePrice: number | null;
  /** Online stock that can still be sold (quantity − reserved). */
  readonly available: number;
  /** Stock in the line's store (pickup, ship to store) or the favourite store. */
  readonly storeStock: number | null;
  readonly storeName: string | null;
  readonly storeIdShown: string | null;
}

interface StoredLine extends Omit<LoadedLine, keyof Omit<ProductFacts, 'variantId' | 'productId'>> {}

/**
 * Every line of a cart (paid lines first, oldest first) with its price in the currency, stock
 * and the stock of its store (or the favourite store), and the sellable stock of `stockOf` (the
 * site's gift variants, so pricing knows at once which gifts it may offer): one named statement,
 * plus the product facts of variants not in the facts cache.
 */
export async function loadCartLines(
  db: Database, cartId: string, currency: string, favStoreId: string | null, facts: ProductFactsCache, stockOf: readonly string[] = [],
): Promise<{ lines: LoadedLine[]; stock: Map<string, number> }> {
  // The uncorrelated subquery runs once (an InitPlan) and rides on every row; an empty cart answers it alone.
  const rows = await namedRows<StoredLine & { stockOf: Record<string, number> | string | null }>(db, 'cart_lines', sql`
    with stock as (
      select coalesce(json_object_agg(gi.variant_id, greatest(0, gi.quantity - gi.reserved)), '{}') as "stockOf"
      from catalog_inventory gi where gi.variant_id = any(${sql.param(stockOf)})
    )
    select ci.id, ci.line_key as "lineKey", ci.product_id as "productId", ci.variant_id as "variantId", ci.qty, ci.max_qty as "maxQty",
      ci.delivery, ci.store_id as "storeId", ci.gift_option as "giftOption", ci.custom_amount as "customAmount", ci.recipe_id as "recipeId",
      ci.precreated_customs_code as "precreatedCustomsCode", ci.product_image_url as "productImageUrl", ci.pdp_url as "pdpUrl",
      ci.bonus, ci.promotion_id as "promotionId", ci.created_at as "createdAt",
      vp.list_price as "listPrice", vp.sale_price as "salePrice",
      greatest(0, coalesce(i.quantity - i.reserved, 0))::int as available,
      si.quantity as "storeStock", st.name as "storeName", st.id as "storeIdShown", stock."stockOf"
    from stock
      left join cart_items ci on ci.cart_id = ${cartId}
      left join catalog_variant_prices vp on vp.variant_id = ci.variant_id and vp.currency = ${currency}
      left join catalog_inventory i on i.variant_id = ci.variant_id
      left join stores st on st.id = coalesce(ci.store_id, ${favStoreId})
      left join store_inventory si on si.store_id = st.id and si.variant_id = ci.variant_id
    order by ci.bonus, ci.created_at, ci.id`);
  const stockJson = rows[0]?.stockOf ?? {};
  const stock = new Map(Object.entries(typeof stockJson === 'string' ? (JSON.parse(stockJson) as Record<string, number>) : stockJson));
  const stored = rows.filter((row) => row.id !== null);
  if (stored.length === 0) return { lines: [], stock };
  const known = await facts.get(db, stored.map((row) => row.variantId));
  return { lines: stored.map((row) => loadedLine(row, known.get(row.variantId)!)), stock };
}

/**
 * A line and its product facts as one object written out field by field: spreading the two (45
 * fields) made a slow dictionary object per line, about 2 KB, read by pricing and the view on every add.
 */
function loadedLine(row: StoredLine, facts: ProductFacts): LoadedLine {
  return {
    id: row.id, lineKey: row.lineKey, productId: row.productId, variantId: row.variantId, qty: row.qty, maxQty: row.maxQty,
    delivery: row.delivery, storeId: row.storeId, giftOption: row.giftOption, customAmount: row.customAmount, recipeId: row.recipeId,
    precreatedCustomsCode: row.precreatedCustomsCode, productImageUrl: row.productImageUrl, pdpUrl: row.pdpUrl, bonus: row.bonus,
    promotionId: row.promotionId, createdAt: row.createdAt,
    name: facts.name, translations: facts.translations, kind: facts.kind, colors: facts.colors, badge: facts.badge, eyebrow: facts.eyebrow,
    productType: facts.productType, customsExternalUrl: facts.customsExternalUrl, ratingScore: facts.ratingScore, reviewsCount: facts.reviewsCount,
    upc: facts.upc, attributes: facts.attributes, categoryIds: facts.categoryIds,
    listPrice: row.listPrice, salePrice: row.salePrice, available: row.available,
    storeStock: row.storeStock, storeName: row.storeName, storeIdShown: row.storeIdShown,
  };
}

/** Every line of a cart (see loadCartLines). */
export async function loadLines(db: Database, cartId: string, currency: string, favStoreId: string | null, facts: ProductFactsCache): Promise<LoadedLine[]> {
  return (await loadCartLines(db, cartId, currency, favStoreId, facts)).lines;
}

/** Sellable online stock of some variants (quantity − reserved). */
export async function availableStock(db: Database, variantIds: readonly string[]): Promise<Map<string, number>> {
  if (variantIds.length === 0) return new Map();
  const rows = await rowsOf<{ id: string; available: number }>(db, sql`
    select variant_id as id, greatest(0, quantity - reserved)::int as available from catalog_inventory
    where variant_id in (${sql.join(variantIds.map((id) => sql`${id}`), sql`, `)})`);
  return new Map(rows.map((row) => [row.id, row.available]));
}
