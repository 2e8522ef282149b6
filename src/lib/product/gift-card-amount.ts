/**
 * Custom amounts of digital gift cards. The spec leaves the caps to configuration ("gift card caps:
 * not shown"), so they are passed in; these defaults are the storefront's until configuration exists.
 * Amounts are integer minor units.
 */
export interface GiftCardLimits {
  readonly min: number;
  readonly max: number;
}

export const DEFAULT_GIFT_CARD_LIMITS: GiftCardLimits = { min: 1_000, max: 50_000 };

export type GiftCardAmountResult =
  | { readonly ok: true; readonly amount: number }
  | { readonly ok: false; readonly reason: 'required' | 'not-a-number' | 'below-min' | 'above-max' };

/** Parses what the shopper typed ("25", "25.50", "25,50") in major units into minor units. */
export function parseGiftCardAmount(input: string, limits: GiftCardLimits = DEFAULT_GIFT_CARD_LIMITS): GiftCardAmountResult {
  const text = input.trim().replace(',', '.');
  if (text === '') return { ok: false, reason: 'required' };
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(text)) return { ok: false, reason: 'not-a-number' };
  const amount = Math.round(Number(text) * 100);
  if (amount < limits.min) return { ok: false, reason: 'below-min' };
  if (amount > limits.max) return { ok: false, reason: 'above-max' };
  return { ok: true, amount };
}

export function isDigitalGiftCard(product: { readonly productType: 'physical' | 'digital' }): boolean {
  return product.productType === 'digital';
}
