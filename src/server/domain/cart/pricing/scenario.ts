import { allocate } from '../money/money';
import { byPriority, isQualifyingLine } from './eligibility';
import { giftOffers, orderAdjustments, orderLevel, priceLine, shippingLevel, type ProductLevel, type ShipmentLevel } from './levels';
import type { AppliedDiscount, GiftOffer, PricingInput, PricingPromotion } from './types';

/** One way of applying a set of promotions to the cart, before tax. */
export interface Scenario {
  readonly products: ReadonlyMap<string, ProductLevel>;
  /** Order discount (promotions and order adjustments) per line, allocated by largest remainder. */
  readonly orderShares: ReadonlyMap<string, number>;
  readonly qualifyingSubtotal: number;
  readonly orderApplied: readonly AppliedDiscount[];
  readonly shipments: readonly ShipmentLevel[];
  readonly gifts: readonly GiftOffer[];
  /** What the promotions take off (product, order and shipping); what the best-discount choice compares. */
  readonly promotionDiscount: number;
  readonly adjustmentDiscounts: ReadonlyMap<string, number>;
  readonly allowanceUsed: number;
}

/**
 * Applies promotions level by level: PRODUCT (per line), then ORDER on the discountable
 * merchandise left, then SHIPPING; thresholds of ORDER, SHIPPING and gift promotions are measured
 * on the qualifying subtotal (discountable lines after product discounts and line adjustments).
 */
export function runScenario(input: PricingInput, promotions: readonly PricingPromotion[]): Scenario {
  const adjustmentDiscounts = new Map<string, number>();
  const products = new Map<string, ProductLevel>();
  for (const line of input.lines) products.set(line.id, priceLine(line, promotions, input.adjustments, adjustmentDiscounts));

  const qualifying = input.lines.filter(isQualifyingLine);
  const weights = qualifying.map((line) => products.get(line.id)!.afterItem);
  const qualifyingSubtotal = weights.reduce((sum, weight) => sum + weight, 0);

  const order = orderLevel(promotions, qualifyingSubtotal, qualifyingSubtotal, input.allowance);
  const adjusted = orderAdjustments(input.adjustments, qualifyingSubtotal - order.total, adjustmentDiscounts);
  const shares = allocate(order.total + adjusted, weights);
  const orderShares = new Map(qualifying.map((line, index) => [line.id, shares[index]!]));

  const shipping = shippingLevel(promotions, input.shipments, qualifyingSubtotal);
  const productTotal = [...products.values()].reduce((sum, level) => sum + level.productDiscount, 0);
  return {
    products,
    orderShares,
    qualifyingSubtotal,
    orderApplied: order.applied,
    shipments: shipping.shipments,
    gifts: giftOffers(promotions, qualifyingSubtotal, input.giftStock),
    promotionDiscount: productTotal + order.total + shipping.total,
    adjustmentDiscounts,
    allowanceUsed: order.allowanceUsed,
  };
}

/**
 * The best-discount choice across the cart: every promotion that is not globally exclusive
 * (each class choosing its best), or one globally exclusive promotion alone, whichever takes
 * more off in total (ties: the combination, then priority). Gift promotions are worth 0 here.
 */
export function bestScenario(input: PricingInput, candidates: readonly PricingPromotion[]): Scenario {
  let best = runScenario(input, candidates.filter((promotion) => promotion.exclusivity !== 'global'));
  const globals = candidates.filter((promotion) => promotion.exclusivity === 'global').sort(byPriority);
  for (const promotion of globals) {
    const alone = runScenario(input, [promotion]);
    if (alone.promotionDiscount > best.promotionDiscount) best = alone;
  }
  return best;
}
