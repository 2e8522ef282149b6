import { percentOf } from '../money/money';
import { byPriority, lineQualifies, shipmentQualifies, thresholdMet } from './eligibility';
import { ALLOWANCE_GROUP, type AppliedDiscount, type PricingAdjustment, type PricingLine, type PricingPromotion, type PricingShipment } from './types';

/** What one promotion takes off a base: never more than the base, never negative. */
export function discountOn(promotion: PricingPromotion, base: number, units = 1): number {
  if (base <= 0) return 0;
  switch (promotion.kind) {
    case 'percent':
      return Math.min(base, percentOf(base, promotion.percentOffBp ?? 0));
    case 'amount':
      return Math.min(base, (promotion.amountOff ?? 0) * units);
    case 'free_shipping':
      return base;
    case 'gift':
      return 0;
  }
}

function adjustmentOn(adjustment: PricingAdjustment, base: number): number {
  if (base <= 0) return 0;
  if (adjustment.amountOff !== null) return Math.min(base, Math.max(0, adjustment.amountOff));
  return Math.min(base, Math.max(0, percentOf(base, adjustment.percentOffBp ?? 0)));
}

export interface ProductLevel {
  readonly rowTotal: number;
  readonly productDiscount: number;
  readonly adjustmentDiscount: number;
  readonly afterItem: number;
  readonly promotions: readonly AppliedDiscount[];
}

/**
 * PRODUCT level, per line: at most one product promotion, the one that takes the most off that
 * line (ties: priority, then id), computed on the line's row total and rounded per line. Then the
 * line's manual price adjustments, on what is left.
 */
export function priceLine(
  line: PricingLine,
  promotions: readonly PricingPromotion[],
  adjustments: readonly PricingAdjustment[],
  adjustmentDiscounts: Map<string, number>,
): ProductLevel {
  const rowTotal = line.bonus ? 0 : line.unitPrice * line.qty;
  let best: AppliedDiscount | null = null;
  // The largest discount; among equal ones the first by priority (no sorted copy per line and scenario).
  for (const promotion of promotions) {
    if (promotion.level !== 'PRODUCT' || !lineQualifies(promotion, line)) continue;
    const discount = discountOn(promotion, rowTotal, line.qty);
    if (discount > 0 && (best === null || discount > best.discount || (discount === best.discount && byPriority(promotion, best.promotion) < 0))) {
      best = { promotion, discount };
    }
  }
  let left = rowTotal - (best?.discount ?? 0);
  let adjustmentDiscount = 0;
  if (!line.bonus) {
    for (const adjustment of adjustments) {
      if (adjustment.lineId !== line.id) continue;
      const off = adjustmentOn(adjustment, left);
      adjustmentDiscounts.set(adjustment.id, (adjustmentDiscounts.get(adjustment.id) ?? 0) + off);
      adjustmentDiscount += off;
      left -= off;
    }
  }
  return { rowTotal, productDiscount: best?.discount ?? 0, adjustmentDiscount, afterItem: left, promotions: best ? [best] : [] };
}

/**
 * Several promotions one after the other, each on what the previous left. An employee promotion
 * takes its percentage of no more than the allowance left; the merchandise it covered is what
 * the order counts against a capped allowance (several employee promotions cover the same goods once).
 */
function stack(promotions: readonly PricingPromotion[], base: number, allowance: number | null): { applied: AppliedDiscount[]; total: number; allowanceUsed: number } {
  const applied: AppliedDiscount[] = [];
  let left = base;
  let allowanceUsed = 0;
  for (const promotion of [...promotions].sort(byPriority)) {
    const capped = promotion.customerGroup === ALLOWANCE_GROUP;
    const covered = capped && allowance !== null ? Math.min(left, allowance) : left;
    const discount = discountOn(promotion, covered);
    if (discount <= 0) continue;
    applied.push({ promotion, discount });
    left -= discount;
    if (capped && allowance !== null) allowanceUsed = Math.max(allowanceUsed, covered);
  }
  return { applied, total: base - left, allowanceUsed };
}

/**
 * The best-discount choice inside a class (ORDER, SHIPPING): either every non-exclusive
 * promotion together, or one class-exclusive promotion alone, whichever takes more off
 * (ties: the combination, then priority).
 */
export function bestOfClass<T extends { total: number }>(
  promotions: readonly PricingPromotion[],
  run: (chosen: readonly PricingPromotion[]) => T,
): T {
  // A global-exclusive promotion only reaches here alone (bestScenario), so it runs as the combination.
  let best = run(promotions.filter((promotion) => promotion.exclusivity !== 'class'));
  for (const exclusive of promotions.filter((promotion) => promotion.exclusivity === 'class').sort(byPriority)) {
    const alone = run([exclusive]);
    if (alone.total > best.total) best = alone;
  }
  return best;
}

/** ORDER level: promotions whose threshold the qualifying subtotal meets, on the discountable merchandise left after product discounts. */
export function orderLevel(promotions: readonly PricingPromotion[], qualifyingSubtotal: number, base: number, allowance: number | null) {
  const eligible = promotions.filter((p) => p.level === 'ORDER' && p.kind !== 'gift' && thresholdMet(p, qualifyingSubtotal));
  return bestOfClass(eligible, (chosen) => stack(chosen, base, allowance));
}

/** Order-level manual adjustments, after the order promotions. */
export function orderAdjustments(adjustments: readonly PricingAdjustment[], base: number, discounts: Map<string, number>): number {
  let left = base;
  for (const adjustment of adjustments) {
    if (adjustment.lineId !== null) continue;
    const off = adjustmentOn(adjustment, left);
    discounts.set(adjustment.id, (discounts.get(adjustment.id) ?? 0) + off);
    left -= off;
  }
  return base - left;
}

export interface ShipmentLevel {
  readonly shippingId: string;
  readonly price: number;
  readonly discount: number;
  readonly applied: readonly AppliedDiscount[];
}

/** A shipment's own price: 0 without lines or once the method's free threshold is met. */
export function shipmentBasePrice(shipment: PricingShipment, qualifyingSubtotal: number): number {
  if (shipment.lineIds.length === 0) return 0;
  if (shipment.freeThreshold !== null && qualifyingSubtotal >= shipment.freeThreshold) return 0;
  return Math.max(0, shipment.price);
}

/** SHIPPING level: each shipment's price, then the best shipping promotions of the class on it. */
export function shippingLevel(promotions: readonly PricingPromotion[], shipments: readonly PricingShipment[], qualifyingSubtotal: number) {
  const eligible = promotions.filter((p) => p.level === 'SHIPPING' && thresholdMet(p, qualifyingSubtotal));
  return bestOfClass(eligible, (chosen) => {
    const levels: ShipmentLevel[] = shipments.map((shipment) => {
      const price = shipmentBasePrice(shipment, qualifyingSubtotal);
      const { applied, total } = stack(chosen.filter((promotion) => shipmentQualifies(promotion, shipment)), price, null);
      return { shippingId: shipment.shippingId, price, discount: total, applied };
    });
    return { shipments: levels, total: levels.reduce((sum, level) => sum + level.discount, 0) };
  });
}

/** Gift promotions whose threshold is met; only gifts in stock are offered. */
export function giftOffers(promotions: readonly PricingPromotion[], qualifyingSubtotal: number, stock: ReadonlyMap<string, number>) {
  return promotions
    .filter((p) => p.kind === 'gift' && thresholdMet(p, qualifyingSubtotal))
    .sort(byPriority)
    .map((promotion) => ({ promotion, choices: promotion.giftVariantIds.filter((id) => (stock.get(id) ?? 0) > 0) }))
    .filter((offer) => offer.choices.length > 0);
}
