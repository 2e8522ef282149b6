import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { GiftOptionJson, LineDelivery } from '../../db/schema/cart';
import type { ColorOption, ProductKind, VariantAttributes } from '../../db/schema/catalog';
import { rowsOf } from './cart-store';

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

/** Every line of a cart, oldest first, with product, price in the currency, stock and store stock. */
export async function loadLines(db: Database, cartId: string, currency: string, favStoreId: string | null): Promise<LoadedLine[]> {
  return rowsOf<LoadedLine>(db, sql`
    select ci.id, ci.line_key as "lineKey", ci.product_id as "productId", ci.variant_id as "variantId", ci.qty, ci.max_qty as "maxQty",
      ci.delivery, ci.store_id as "storeId", ci.gift_option as "giftOption", ci.custom_amount as "customAmount", ci.recipe_id as "recipeId",
      ci.precreated_customs_code as "precreatedCustomsCode", ci.product_image_url as "productImageUrl", ci.pdp_url as "pdpUrl",
      ci.bonus, ci.promotion_id as "promotionId", ci.created_at as "createdAt",
      p.name, p.kind, p.colors, p.badge, p.eyebrow, p.product_type as "productType", p.customs_external_url as "customsExternalUrl",
      p.rating_score as "ratingScore", p.reviews_count as "reviewsCount", v.upc, v.attributes,
      coalesce((select array_agg(pc.category_id order by pc.category_id) from catalog_product_categories pc where pc.product_id = p.id), '{}') as "categoryIds",
      vp.list_price as "listPrice", vp.sale_price as "salePrice",
      greatest(0, coalesce(i.quantity - i.reserved, 0))::int as available,
      si.quantity as "storeStock", st.name as "storeName", st.id as "storeIdShown"
    from cart_items ci
      join catalog_variants v on v.id = ci.variant_id
      join catalog_products p on p.id = v.product_id
      left join catalog_variant_prices vp on vp.variant_id = v.id and vp.currency = ${currency}
      left join catalog_inventory i on i.variant_id = v.id
      left join stores st on st.id = coalesce(ci.store_id, ${favStoreId})
      left join store_inventory si on si.store_id = st.id and si.variant_id = v.id
    where ci.cart_id = ${cartId}
    order by ci.bonus, ci.created_at, ci.id`);
}

/** Sellable online stock of some variants (quantity − reserved). */
export async function availableStock(db: Database, variantIds: readonly string[]): Promise<Map<string, number>> {
  if (variantIds.length === 0) return new Map();
  const rows = await rowsOf<{ id: string; available: number }>(db, sql`
    select variant_id as id, greatest(0, quantity - reserved)::int as available from catalog_inventory
    where variant_id in (${sql.join(variantIds.map((id) => sql`${id}`), sql`, `)})`);
  return new Map(rows.map((row) => [row.id, row.available]));
}
