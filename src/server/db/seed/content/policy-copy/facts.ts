import { LOYALTY_POINTS_LIFETIME_MS, LOYALTY_RETURN_WINDOW_MS, LOYALTY_VOUCHER_LIFETIME_MS } from '../../../../../../schemas/constants';
import { formatMoney } from '../../../../../shared/i18n/money';
import { localeInfo, type LocaleCode } from '../../../../../shared/i18n/sites';
import { LOYALTY_EARN_RATES, LOYALTY_VOUCHER_KINDS } from '../../loyalty';

const DAY_MS = 24 * 3_600_000;

/** The numbers and names the policy pages quote, taken from the code that applies them. */
export interface PolicyFacts {
  /** The brand (site.name). */
  readonly brand: string;
  /** A storefront path in the page's locale: `/help/contact-us` → `/fr-fr/help/contact-us`. */
  readonly link: (path: string) => string;
  /** Days to return an item; loyalty points on an order stay pending just as long. */
  readonly returnDays: number;
  /** Business days until an order ships (the product pages' shipping text). */
  readonly shipDays: number;
  /** Points earned and the amount paid that earns them, in the locale's currency: 1 and "$1.00". */
  readonly earnPoints: number;
  readonly earnPer: string;
  /** What 100 points pay for ("$1.00"). */
  readonly hundredPoints: string;
  /** The vouchers for sale: points (formatted for the locale) and their value ("1,000" → "$10.00"). */
  readonly vouchers: ReadonlyArray<{ readonly points: string; readonly amount: string }>;
  /** Months active points stay spendable, days a voucher stays valid. */
  readonly pointsMonths: number;
  readonly voucherDays: number;
}

export function policyFacts(brand: string, locale: LocaleCode): PolicyFacts {
  const { currency } = localeInfo(locale);
  const rate = LOYALTY_EARN_RATES.find((entry) => entry.currency === currency)!;
  const money = (minor: number) => formatMoney(minor, currency, locale);
  const count = new Intl.NumberFormat(localeInfo(locale).tag);
  return {
    brand,
    link: (path) => `/${locale}${path}`,
    returnDays: Math.round(LOYALTY_RETURN_WINDOW_MS / DAY_MS),
    shipDays: 2,
    earnPoints: rate.points,
    earnPer: money(rate.perMinor),
    hundredPoints: money(100),
    vouchers: LOYALTY_VOUCHER_KINDS.map((kind) => ({ points: count.format(kind.points), amount: money(kind.amount) })),
    pointsMonths: Math.round((LOYALTY_POINTS_LIFETIME_MS / (365 * DAY_MS)) * 12),
    voucherDays: Math.round(LOYALTY_VOUCHER_LIFETIME_MS / DAY_MS),
  };
}
