import { z } from 'zod';

const minor = z.number().int();

/**
 * Price of a product or variant (spec §3). Every amount is integer minor units of `currency`.
 * low/high describe the range across variants; current/original the selected (or lowest) one.
 */
export const priceSchema = z.object({
  currency: z.string().length(3),
  current: minor,
  original: minor,
  lowCurrent: minor,
  highCurrent: minor,
  lowOriginal: minor,
  highOriginal: minor,
  /** Lowest price of the last 30 days, shown where a locale requires it (EU price rules). */
  historicBestPrice: minor.nullable(),
  /** Percent off original, rounded to one decimal; null when not discounted. */
  percentagePriceDiscount: z.number().nullable(),
  previousBestSalesPrice: minor.nullable(),
  /** ISO date-time since when the current sales price is active. */
  salesPriceActiveDate: z.string().nullable(),
});

export type Price = z.infer<typeof priceSchema>;
