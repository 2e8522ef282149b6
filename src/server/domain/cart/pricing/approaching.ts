import { calloutParts } from './eligibility';
import type { Approaching, PricingInput, PricingPromotion } from './types';

/**
 * Approaching promotions (B2C Commerce's approaching discounts, §3, §4), rebuilt on every
 * evaluation: every candidate ORDER or SHIPPING promotion with a threshold and a three-part
 * callout, with its distance from the threshold (on the qualifying subtotal) and status. Free
 * shipping is left out where §9 hides it. Coupon promotions appear only once their code is in the cart.
 */
export function approachingPromotions(candidates: readonly PricingPromotion[], qualifyingSubtotal: number, input: PricingInput): Approaching[] {
  const hideFreeShipping = input.freeShippingHiddenCountries.includes(input.country);
  return candidates
    .filter((promotion) => promotion.level !== 'PRODUCT' && promotion.threshold !== null && calloutParts(promotion.callout) !== null)
    .filter((promotion) => !(hideFreeShipping && promotion.kind === 'free_shipping'))
    .map((promotion) => {
      const threshold = promotion.threshold!;
      const gap = threshold - qualifyingSubtotal;
      const status = gap > 0 ? 'Below Threshold' : gap === 0 ? 'Threshold Reached' : 'Above Threshold';
      return { promotion, threshold, distance: Math.max(0, gap), status } as const;
    })
    .sort((a, b) => a.distance - b.distance || a.threshold - b.threshold || (a.promotion.id < b.promotion.id ? -1 : 1));
}
