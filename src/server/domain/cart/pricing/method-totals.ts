import { shipmentQualifies } from './eligibility';
import { shipmentBasePrice } from './levels';
import { bestScenario, type Scenario } from './scenario';
import type { PricingInput, PricingPromotion, PricingShipment, ShipmentMethodOption } from './types';

/**
 * What each shipment would cost with each method it may take, so a shopper compares delivery
 * methods by what they would pay: the chosen method's is the shipment's total in the chosen
 * scenario. Another method is priced by pricing the cart again with it (the best-discount
 * choice may change with it), but only when something could take its price below its list price
 * (its own free threshold, or a shipping promotion for it); otherwise its list price is exact.
 * So a cart whose other methods have no offer costs no second pricing.
 */
export function methodTotals(input: PricingInput, candidates: readonly PricingPromotion[], chosen: Scenario): Map<string, Map<string, number>> {
  const totals = new Map<string, Map<string, number>>();
  input.shipments.forEach((shipment, index) => {
    const level = chosen.shipments[index]!;
    const byMethod = new Map<string, number>();
    for (const option of shipment.options ?? []) {
      if (option.methodCode === shipment.methodCode) continue;
      byMethod.set(option.methodCode, totalWith(input, candidates, index, withOption(shipment, option)));
    }
    // A shipment without a method (its country offers none) has nothing to quote.
    if (shipment.methodCode !== '') byMethod.set(shipment.methodCode, level.price - level.discount);
    totals.set(shipment.shippingId, byMethod);
  });
  return totals;
}

function withOption(shipment: PricingShipment, option: ShipmentMethodOption): PricingShipment {
  return { shippingId: shipment.shippingId, lineIds: shipment.lineIds, methodCode: option.methodCode, methodKind: option.methodKind, price: option.price, freeThreshold: option.freeThreshold };
}

function totalWith(input: PricingInput, candidates: readonly PricingPromotion[], index: number, swapped: PricingShipment): number {
  const couldBeLower = swapped.freeThreshold !== null || candidates.some((promotion) => promotion.level === 'SHIPPING' && shipmentQualifies(promotion, swapped));
  if (!couldBeLower) return shipmentBasePrice(swapped, 0);
  const shipments = input.shipments.map((shipment, at) => (at === index ? swapped : shipment));
  const level = bestScenario({ ...input, shipments }, candidates).shipments[index]!;
  return level.price - level.discount;
}
