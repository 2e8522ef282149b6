import type { Price } from '@schemas/commerce/price';
import { formatMoney, roundPercent } from '../../shared/i18n/money';
import { LOCALES, type LocaleCode } from '../../shared/i18n/sites';

/** Discount types of spec §7 as analytics and badges name them. */
export type DiscountType = 'Free Gift' | 'Marked Down' | null;

export interface PriceView {
  /** Formatted current price, or a "low – high" range when variants differ. */
  readonly current: string;
  /** Formatted original price when the shopper pays less than it. */
  readonly original: string | null;
  readonly discountType: DiscountType;
  /** Percent off original, one decimal (spec §9 percent helper). */
  readonly percentOff: number | null;
  /** Lowest price of the last 30 days, in EMEA locales where the law asks for it. */
  readonly historicBest: string | null;
  readonly isRange: boolean;
}

export function discountTypeOf(current: number, original: number): DiscountType {
  if (current === 0) return 'Free Gift';
  if (current < original) return 'Marked Down';
  return null;
}

/** The price rules of spec §3 in one place, shared by server-rendered pages and islands. */
export function describePrice(price: Price, locale: LocaleCode, options: { range?: boolean } = {}): PriceView {
  const format = (minor: number) => formatMoney(minor, price.currency, locale);
  const isRange = (options.range ?? true) && price.lowCurrent !== price.highCurrent;
  const current = isRange ? `${format(price.lowCurrent)} – ${format(price.highCurrent)}` : format(price.current);
  const discountType = discountTypeOf(price.current, price.original);
  const discounted = discountType === 'Marked Down';
  const percentOff = discounted
    ? (price.percentagePriceDiscount ?? roundPercent(((price.original - price.current) / price.original) * 100))
    : null;
  const original = discounted
    ? isRange && price.lowOriginal !== price.highOriginal
      ? `${format(price.lowOriginal)} – ${format(price.highOriginal)}`
      : format(price.original)
    : null;
  const showsHistoric = LOCALES[locale].region === 'EMEA' && discounted && price.historicBestPrice !== null;
  return {
    current,
    original,
    discountType,
    percentOff,
    historicBest: showsHistoric ? format(price.historicBestPrice!) : null,
    isRange,
  };
}
