import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { GiftOptionJson, LineDelivery } from '../../db/schema/cart';
import type { ColorOption, ProductKind, VariantAttributes, ProductTranslations } from '../../db/schema/catalog';
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

interface StoredLine extends Omit<LoadedLine, keyof Omit<ProductFacts, 'variantId'>> {}

/**
 * Every line of a cart (paid lines first, oldest first) with its price in the currency, stock
 * and the stock of its store (or the favourite store): one query, plus the product facts of
 * variants not in the facts cache.
 */
export async function loadLines(db: Database, cartId: string, currency: string, favStoreId: string | null, facts: ProductFactsCache): Promise<LoadedLine[]> {
  const rows = await rowsOf<StoredLine>(db, sql`
    select ci.id, ci.line_key as "lineKey", ci.product_id as "productId", ci.variant_id as "variantId", ci.qty, ci.max_qty as "maxQty",
      ci.delivery, ci.store_id as "storeId", ci.gift_option as "giftOption", ci.custom_amount as "customAmount", ci.recipe_id as "recipeId",
      ci.precreated_customs_code as "precreatedCustomsCode", ci.product_image_url as "productImageUrl", ci.pdp_url as "pdpUrl",
      ci.bonus, ci.promotion_id as "promotionId", ci.created_at as "createdAt",
      vp.list_price as "listPrice", vp.sale_price as "salePrice",
      greatest(0, coalesce(i.quantity - i.reserved, 0))::int as available,
      si.quantity as "storeStock", st.name as "storeName", st.id as "storeIdShown"
    from cart_items ci
      left join catalog_variant_prices vp on vp.variant_id = ci.variant_id and vp.currency = ${currency}
      left join catalog_inventory i on i.variant_id = ci.variant_id
      left join stores st on st.id = coalesce(ci.store_id, ${favStoreId})
      left join store_inventory si on si.store_id = st.id and si.variant_id = ci.variant_id
    where ci.cart_id = ${cartId}
    order by ci.bonus, ci.created_at, ci.id`);
  if (rows.length === 0) return [];
  const known = await facts.get(db, rows.map((row) => row.variantId));
  return rows.map((row) => ({ ...known.get(row.variantId)!, ...row }));
}

/** Sellable online stock of some variants (quantity − reserved). */
export async function availableStock(db: Database, variantIds: readonly string[]): Promise<Map<string, number>> {
  if (variantIds.length === 0) return new Map();
  const rows = await rowsOf<{ id: string; available: number }>(db, sql`
    select variant_id as id, greatest(0, quantity - reserved)::int as available from catalog_inventory
    where variant_id in (${sql.join(variantIds.map((id) => sql`${id}`), sql`, `)})`);
  return new Map(rows.map((row) => [row.id, row.available]));
}
