import type { Price } from '@schemas/commerce/price';
import { roundPercent } from '../../../shared/i18n/money';

/** One variant's price row in one currency (integer minor units). */
export interface VariantPriceRow {
  listPrice: number;
  salePrice: number;
  historicBestPrice: number | null;
  previousBestSalesPrice: number | null;
  salesPriceActiveDate: string | null;
}

/**
 * The §3 Price of a set of variants: ranges over all of them; current/original and the
 * markdown facts from the cheapest one (first wins a tie, so the answer is stable).
 */
export function aggregatePrice(currency: string, rows: readonly VariantPriceRow[]): Price {
  if (rows.length === 0) throw new Error('aggregatePrice needs at least one price row');
  let cheapest = rows[0]!;
  for (const row of rows) if (row.salePrice < cheapest.salePrice) cheapest = row;
  const sale = rows.map((row) => row.salePrice);
  const list = rows.map((row) => row.listPrice);
  return priceOf(currency, cheapest, {
    lowCurrent: Math.min(...sale),
    highCurrent: Math.max(...sale),
    lowOriginal: Math.min(...list),
    highOriginal: Math.max(...list),
  });
}

export interface PriceRanges {
  lowCurrent: number;
  highCurrent: number;
  lowOriginal: number;
  highOriginal: number;
}

/** The Price from the cheapest variant and the ranges (when the database already aggregated). */
export function priceOf(currency: string, cheapest: VariantPriceRow, ranges: PriceRanges): Price {
  const discounted = cheapest.salePrice < cheapest.listPrice;
  return {
    currency,
    current: cheapest.salePrice,
    original: cheapest.listPrice,
    ...ranges,
    historicBestPrice: cheapest.historicBestPrice,
    percentagePriceDiscount: discounted ? roundPercent(((cheapest.listPrice - cheapest.salePrice) / cheapest.listPrice) * 100) : null,
    previousBestSalesPrice: cheapest.previousBestSalesPrice,
    salesPriceActiveDate: cheapest.salesPriceActiveDate ? new Date(cheapest.salesPriceActiveDate).toISOString() : null,
  };
}
