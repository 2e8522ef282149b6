import { describe, expect, it } from 'vitest';
import type { Price } from '@schemas/commerce/price';
import { describePrice, discountTypeOf } from '@lib/pricing/price-view';
import { formatMoney, roundPercent } from '@shared/i18n/money';
import { paginationItems } from '@lib/pagination';

const base: Price = {
  currency: 'USD', current: 12000, original: 12000, lowCurrent: 12000, highCurrent: 12000, lowOriginal: 12000,
  highOriginal: 12000, historicBestPrice: null, percentagePriceDiscount: null, previousBestSalesPrice: null, salesPriceActiveDate: null,
};

describe('price rules (§3, §9)', () => {
  it('shows CAD as its code and other currencies as symbols', () => {
    expect(formatMoney(12999, 'CAD', 'en-ca')).toMatch(/^CAD\s?129\.99$/);
    expect(formatMoney(12999, 'USD', 'en-us')).toBe('$129.99');
    expect(formatMoney(12999, 'GBP', 'en-gb')).toBe('£129.99');
    expect(formatMoney(12999, 'EUR', 'de-de')).toMatch(/^129,99\s€$/);
  });

  it('reads minor units by the currency’s own decimals, the rule the cart’s money uses', () => {
    expect(formatMoney(1299, 'JPY', 'en-us')).toBe('¥1,299');
    expect(formatMoney(12345, 'KWD', 'en-us')).toMatch(/^KWD\s?12\.345$/);
  });

  it('rounds percentages to one decimal', () => {
    expect(roundPercent(33.333)).toBe(33.3);
    expect(roundPercent(12.25)).toBe(12.3);
  });

  it('names the discount types: Free Gift at 0, Marked Down below original', () => {
    expect(discountTypeOf(0, 5000)).toBe('Free Gift');
    expect(discountTypeOf(4000, 5000)).toBe('Marked Down');
    expect(discountTypeOf(5000, 5000)).toBeNull();
  });

  it('shows a range when variants differ, and the original when marked down', () => {
    const view = describePrice({ ...base, current: 9000, lowCurrent: 9000, highCurrent: 11000, percentagePriceDiscount: 25 }, 'en-us');
    expect(view.current).toBe('$90.00 – $110.00');
    expect(view.original).toBe('$120.00');
    expect(view.percentOff).toBe(25);
  });

  it('computes the percent off when the API gives none', () => {
    expect(describePrice({ ...base, current: 8000, lowCurrent: 8000, highCurrent: 8000 }, 'en-us').percentOff).toBe(33.3);
  });

  it('shows the 30-day best price only in EMEA locales and only when discounted', () => {
    const discounted = { ...base, currency: 'EUR', current: 9000, lowCurrent: 9000, highCurrent: 9000, historicBestPrice: 8500 };
    expect(describePrice(discounted, 'fr-fr').historicBest).toMatch(/85,00/);
    expect(describePrice({ ...discounted, currency: 'USD' }, 'en-us').historicBest).toBeNull();
    expect(describePrice({ ...base, currency: 'EUR', historicBestPrice: 8500 }, 'de-de').historicBest).toBeNull();
  });
});

describe('pagination (sibling count 2)', () => {
  const pages = (current: number, total: number) =>
    paginationItems(current, total).map((item) => (item.kind === 'gap' ? '…' : item.current ? `[${item.page}]` : String(item.page)));

  it('shows first, last, current and two siblings with gaps', () => {
    expect(pages(1, 1)).toEqual([]);
    expect(pages(1, 3)).toEqual(['[1]', '2', '3']);
    expect(pages(6, 12)).toEqual(['1', '…', '4', '5', '[6]', '7', '8', '…', '12']);
    expect(pages(12, 12)).toEqual(['1', '…', '10', '11', '[12]']);
  });
});
