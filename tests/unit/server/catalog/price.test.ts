import { describe, expect, it } from 'vitest';
import { priceSchema } from '@schemas/commerce/price';
import { aggregatePrice, type VariantPriceRow } from '@server/domain/catalog/price';

const row = (listPrice: number, salePrice: number, extra: Partial<VariantPriceRow> = {}): VariantPriceRow => ({
  listPrice,
  salePrice,
  historicBestPrice: null,
  previousBestSalesPrice: null,
  salesPriceActiveDate: null,
  ...extra,
});

describe('aggregatePrice', () => {
  it('takes ranges over all variants and current/original from the cheapest', () => {
    const price = aggregatePrice('EUR', [
      row(12_999, 12_999),
      row(13_999, 9_099, { historicBestPrice: 8_999, previousBestSalesPrice: 10_999, salesPriceActiveDate: '2026-01-01T00:00:00Z' }),
    ]);
    expect(priceSchema.parse(price)).toEqual({
      currency: 'EUR',
      current: 9_099,
      original: 13_999,
      lowCurrent: 9_099,
      highCurrent: 12_999,
      lowOriginal: 12_999,
      highOriginal: 13_999,
      historicBestPrice: 8_999,
      percentagePriceDiscount: 35,
      previousBestSalesPrice: 10_999,
      salesPriceActiveDate: '2026-01-01T00:00:00.000Z',
    });
  });

  it('has no discount at full price and rounds the percentage to one decimal', () => {
    expect(aggregatePrice('USD', [row(5_000, 5_000)]).percentagePriceDiscount).toBeNull();
    expect(aggregatePrice('USD', [row(3_000, 2_000)]).percentagePriceDiscount).toBe(33.3);
  });

  it('keeps a free gift at zero without a discount', () => {
    expect(aggregatePrice('GBP', [row(0, 0)])).toMatchObject({ current: 0, original: 0, percentagePriceDiscount: null });
  });
});
