import { sql } from 'drizzle-orm';
import type { SiteId } from '../../../shared/i18n/sites';
import type { Database } from '../../db/client';
import type { LineDelivery } from '../../db/schema/cart';
import { ApiError } from '../../http/api-error';
import { namedRows } from '../../db/named-statement';
import { rowsOf } from './cart-store';

export interface VariantForCart {
  readonly variantId: string;
  readonly productId: string;
  readonly productType: 'physical' | 'digital';
  readonly presale: boolean;
  readonly targetPublishDate: string | null;
  readonly customsExternalUrl: string | null;
  readonly listPrice: number | null;
  readonly salePrice: number | null;
  /** Online stock that can be sold (quantity − reserved). */
  readonly available: number;
  /** Lines of this variant already in the cart (all deliveries, gifts left out). */
  readonly lines: ReadonlyArray<{ id: string; lineKey: string; qty: number; delivery: LineDelivery; storeId: string | null }>;
}

/**
 * The variant to add (by upc within a product, or by variant id), with its price in the cart's
 * currency, its sellable stock and the cart's lines of it: one named statement. Unknown, or of another
 * site: VAR404.
 */
export async function variantForCart(db: Database, input: { siteId: SiteId; productId: string; upc?: string | undefined; cartId: string; currency: string }): Promise<VariantForCart> {
  const match = input.upc
    ? sql`v.upc = ${input.upc} and (v.product_id = ${input.productId} or v.id = ${input.productId})`
    : sql`v.id = ${input.productId}`;
  const [row] = await namedRows<VariantForCart>(db, input.upc ? 'cart_variant_by_upc' : 'cart_variant_by_id', sql`
    select v.id as "variantId", p.id as "productId", p.product_type as "productType", p.presale, p.target_publish_date as "targetPublishDate",
      p.customs_external_url as "customsExternalUrl", vp.list_price as "listPrice", vp.sale_price as "salePrice",
      greatest(0, coalesce(i.quantity - i.reserved, 0))::int as available,
      coalesce((select json_agg(json_build_object('id', ci.id, 'lineKey', ci.line_key, 'qty', ci.qty, 'delivery', ci.delivery, 'storeId', ci.store_id))
        from cart_items ci where ci.cart_id = ${input.cartId} and ci.variant_id = v.id and not ci.bonus), '[]') as lines
    from catalog_variants v
      join catalog_products p on p.id = v.product_id and p.site_id = ${input.siteId}
      left join catalog_variant_prices vp on vp.variant_id = v.id and vp.currency = ${input.currency}
      left join catalog_inventory i on i.variant_id = v.id
    where ${match}
    limit 1`);
  if (!row) throw new ApiError('VAR404', undefined, { field: input.upc ? 'upc' : 'productId' });
  return { ...row, lines: typeof row.lines === 'string' ? JSON.parse(row.lines) : row.lines };
}

/** Stock of one variant in one store of the site; STR404 when the site has no such store. */
export async function storeStock(db: Database, siteId: SiteId, storeId: string, variantId: string): Promise<number> {
  const [row] = await rowsOf<{ quantity: number | null }>(db, sql`
    select si.quantity from stores s left join store_inventory si on si.store_id = s.id and si.variant_id = ${variantId}
    where s.id = ${storeId} and s.site_id = ${siteId}`);
  if (!row) throw new ApiError('STR404', `Store '${storeId}' was not found.`, { field: 'storeId' });
  return Math.max(0, row.quantity ?? 0);
}
