import { ALLOWANCE_GROUP, type PricingInput, type PricingLine, type PricingPromotion, type PricingShipment } from './types';

/** Ordered as the engine applies them: lower priority first, then id, so results never depend on input order. */
export function byPriority(a: PricingPromotion, b: PricingPromotion): number {
  return a.priority - b.priority || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * Whether a promotion can take part at all: enabled window, customer group, country, its coupon
 * in the cart when it needs one, and a value (and threshold) in the cart's currency.
 */
export function isCandidate(promotion: PricingPromotion, input: PricingInput): boolean {
  const now = input.now.getTime();
  if (promotion.startsAt && Date.parse(promotion.startsAt) > now) return false;
  if (promotion.endsAt && Date.parse(promotion.endsAt) <= now) return false;
  if (promotion.customerGroup !== 'ALL' && !input.customerGroups.includes(promotion.customerGroup)) return false;
  // The allowance caps an order-level base; an employee promotion at another level could not be held to it.
  if (promotion.customerGroup === ALLOWANCE_GROUP && promotion.level !== 'ORDER') return false;
  if (promotion.countries && !promotion.countries.includes(input.country)) return false;
  if (promotion.requiresCoupon && promotion.couponCode === null) return false;
  if (promotion.hasThreshold && promotion.threshold === null) return false;
  switch (promotion.kind) {
    case 'percent':
      return promotion.percentOffBp !== null && promotion.percentOffBp > 0 && promotion.percentOffBp <= 10_000;
    case 'amount':
      return promotion.amountOff !== null && promotion.amountOff > 0;
    case 'free_shipping':
      return promotion.level === 'SHIPPING';
    case 'gift':
      return promotion.giftVariantIds.length > 0 && promotion.maxGifts > 0;
  }
}

/** Lines that count: not a gift, not a gift card. */
export function isQualifyingLine(line: PricingLine): boolean {
  return !line.bonus && line.discountable;
}

/** A product promotion discounts a line when any qualifier matches (no qualifier: every line). */
export function lineQualifies(promotion: PricingPromotion, line: PricingLine): boolean {
  if (!isQualifyingLine(line)) return false;
  const { categoryIds, brands, productIds } = promotion;
  if (categoryIds.length === 0 && brands.length === 0 && productIds.length === 0) return true;
  return (
    productIds.includes(line.productId) ||
    brands.includes(line.brand) ||
    line.categoryIds.some((category) => categoryIds.includes(category))
  );
}

/** Shipping promotions apply to the listed methods, or to every home-delivery method. */
export function shipmentQualifies(promotion: PricingPromotion, shipment: PricingShipment): boolean {
  if (promotion.shippingMethodCodes.length > 0) return promotion.shippingMethodCodes.includes(shipment.methodCode);
  return shipment.methodKind === 'standard' || shipment.methodKind === 'express';
}

export function thresholdMet(promotion: PricingPromotion, qualifyingSubtotal: number): boolean {
  return promotion.threshold === null || qualifyingSubtotal >= promotion.threshold;
}

/** The three parts of a threshold callout (§5: exactly three, else the callout is ignored). */
export function calloutParts(callout: string): [string, string, string] | null {
  const parts = callout.split('|');
  return parts.length === 3 ? (parts as [string, string, string]) : null;
}

/** The text a summary shows: the 'reached' part of a three-part callout, else the callout itself. */
export function appliedCallout(callout: string): string {
  return calloutParts(callout)?.[1] ?? callout;
}
