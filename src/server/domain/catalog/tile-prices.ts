import { sql } from 'drizzle-orm';
import type { Price } from '@schemas/commerce/price';
import type { Database } from '../../db/client';
import { priceOf, type PriceRanges, type VariantPriceRow } from './price';

interface SummaryRow extends VariantPriceRow, PriceRanges {
  productId: string;
}

/**
 * Product prices for tiles, aggregated in the database (one row per product instead of
 * one per variant): the cheapest variant (first by position on a tie) plus the ranges.
 */
export async function loadTilePrices(db: Database, productIds: readonly string[], currency: string): Promise<Map<string, Price>> {
  if (productIds.length === 0) return new Map();
  const ids = sql.join(productIds.map((id) => sql`${id}`), sql`, `);
  const result = (await db.execute(sql`
    select distinct on (v.product_id)
      v.product_id as "productId", p.list_price as "listPrice", p.sale_price as "salePrice",
      p.historic_best_price as "historicBestPrice", p.previous_best_sales_price as "previousBestSalesPrice",
      p.sales_price_active_date as "salesPriceActiveDate",
      min(p.sale_price) over w as "lowCurrent", max(p.sale_price) over w as "highCurrent",
      min(p.list_price) over w as "lowOriginal", max(p.list_price) over w as "highOriginal"
    from catalog_variants v
    join catalog_variant_prices p on p.variant_id = v.id and p.currency = ${currency}
    where v.product_id in (${ids})
    window w as (partition by v.product_id)
    order by v.product_id, p.sale_price, v.position`)) as unknown as { rows: SummaryRow[] };
  const prices = new Map<string, Price>();
  for (const row of result.rows) {
    const { productId, lowCurrent, highCurrent, lowOriginal, highOriginal, ...cheapest } = row;
    prices.set(productId, priceOf(currency, cheapest, { lowCurrent, highCurrent, lowOriginal, highOriginal }));
  }
  return prices;
}
