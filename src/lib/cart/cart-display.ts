import type { ApproachingPromotion, Cart, CartItem } from '@schemas/commerce/cart';

/** Spec §4 shipping codes: pickup and pudo are pickup; sts is ship to store; digital a gift card; customs; otherwise home. */
export type DeliveryKind = 'home' | 'pickup' | 'sts' | 'digital' | 'customs';

export function deliveryKindOfCode(code: string): DeliveryKind {
  if (code === 'pickup' || code === 'pudo') return 'pickup';
  if (code === 'sts' || code === 'digital' || code === 'customs') return code;
  return 'home';
}

/** How a line is delivered now (its selected shipping option). */
export function deliveryOf(item: CartItem): DeliveryKind {
  const selected = item.shippingOptions.find((option) => option.selected);
  if (!selected) return item.isDigitalProduct ? 'digital' : item.isCustoms ? 'customs' : 'home';
  // A home delivery can be a collection point (pudo), which is still the home shipment of the cart.
  return selected.shippingMethod.kind === 'pudo' ? 'home' : deliveryKindOfCode(selected.shippingMethod.kind);
}

export interface ApproachingCallout {
  readonly promotionId: string;
  readonly reached: boolean;
  /** The headline: the 'below' part with {amount} and {threshold} filled, or the 'reached' part. */
  readonly text: string;
  /** The third part ('details'), filled the same way. */
  readonly details: string;
  /** Share of the threshold reached, 0 to 1. */
  readonly progress: number;
  readonly distance: number;
}

/**
 * The approaching promotions to show on a surface ('cart' or 'minicart'; an entry without display
 * levels shows everywhere). The callout must have exactly three parts (§5 'below|reached|details')
 * or it is ignored; {amount} is the distance, {threshold} the threshold, both formatted by `money`.
 */
export function approachingCallouts(
  promotions: readonly ApproachingPromotion[], surface: 'cart' | 'minicart', money: (minor: number) => string,
): ApproachingCallout[] {
  return promotions.flatMap((promotion) => {
    if (promotion.approachingDisplayLevel.length > 0 && !promotion.approachingDisplayLevel.includes(surface)) return [];
    const parts = (promotion.calloutMsg || promotion.calloutMessage).split('|');
    if (parts.length !== 3) return [];
    const fill = (part: string) => part.replaceAll('{amount}', money(promotion.distanceFromConditionThreshold)).replaceAll('{threshold}', money(promotion.threshold)).trim();
    const reached = promotion.status !== 'Below Threshold';
    const text = fill(reached ? parts[1]! : parts[0]!);
    if (!text) return [];
    const progress = promotion.threshold > 0 ? Math.min(1, Math.max(0, (promotion.threshold - promotion.distanceFromConditionThreshold) / promotion.threshold)) : 1;
    return [{ promotionId: promotion.promotionId, reached, text, details: fill(parts[2]!), progress, distance: promotion.distanceFromConditionThreshold }];
  });
}

/** The name of the cart line an id names (flashes and notices point at lines). */
export function itemNameOf(cart: Pick<Cart, 'items'>, itemId: string | null): string | undefined {
  return itemId ? cart.items.find((item) => item.id === itemId)?.name : undefined;
}

/** Paid lines first in cart order, gifts after them. */
export function linesOf(cart: Pick<Cart, 'items'>): { paid: CartItem[]; gifts: CartItem[] } {
  return { paid: cart.items.filter((item) => !item.bonus), gifts: cart.items.filter((item) => item.bonus) };
}
