import { allocate, minorDigits, percentageOf, taxIncluded, taxOnTop, type Rate } from '../money/money';
import { approachingPromotions } from './approaching';
import { appliedCallout, isCandidate } from './eligibility';
import { methodTotals } from './method-totals';
import { bestScenario, type Scenario } from './scenario';
import type { AppliedDiscount, LinePrice, PricingInput, PricingResult, ShipmentPrice, SummaryEntry, Totals } from './types';

function validate(input: PricingInput): void {
  minorDigits(input.currency);
  for (const line of input.lines) {
    if (!Number.isSafeInteger(line.qty) || line.qty < 1) throw new RangeError(`line ${line.id}: qty must be a positive integer`);
    if (!Number.isSafeInteger(line.unitPrice) || line.unitPrice < 0) throw new RangeError(`line ${line.id}: unit price must be non-negative minor units`);
  }
}

const taxOf = (amount: number, rate: Rate, inclusive: boolean) => (inclusive ? taxIncluded(amount, rate) : taxOnTop(amount, rate));

/** Summary per level: product promotions summed over lines, then order, then shipping (hidden callouts blanked). */
function summarise(scenario: Scenario, input: PricingInput): SummaryEntry[] {
  const product = new Map<string, AppliedDiscount>();
  for (const level of scenario.products.values()) {
    for (const applied of level.promotions) {
      const seen = product.get(applied.promotion.id);
      product.set(applied.promotion.id, { promotion: applied.promotion, discount: (seen?.discount ?? 0) + applied.discount });
    }
  }
  const shipping = new Map<string, AppliedDiscount>();
  for (const shipment of scenario.shipments) {
    for (const applied of shipment.applied) {
      const seen = shipping.get(applied.promotion.id);
      shipping.set(applied.promotion.id, { promotion: applied.promotion, discount: (seen?.discount ?? 0) + applied.discount });
    }
  }
  const hideFreeShipping = input.freeShippingHiddenCountries.includes(input.country);
  const entry = (level: SummaryEntry['level'], applied: AppliedDiscount): SummaryEntry => ({
    level,
    promotion: applied.promotion,
    discount: applied.discount,
    calloutMessage: hideFreeShipping && applied.promotion.kind === 'free_shipping' ? '' : appliedCallout(applied.promotion.callout),
  });
  return [
    ...[...product.values()].map((applied) => entry('PRODUCT', applied)),
    ...scenario.orderApplied.map((applied) => entry('ORDER', applied)),
    ...scenario.gifts.map((offer) => entry('ORDER', { promotion: offer.promotion, discount: 0 })),
    ...[...shipping.values()].map((applied) => entry('SHIPPING', applied)),
  ];
}

/**
 * Prices a cart: every §3 total, per-line prices, promotion summary, approaching promotions and
 * gift offers. Pure: same input, same answer. Rounding rule: each promotion's discount is rounded
 * once, per line for product promotions and once per cart for order and shipping promotions
 * (half away from zero, to the minor unit); order discounts and merchandise tax are then
 * allocated to lines by largest remainder, so the lines add up to the totals exactly.
 */
export function priceCart(input: PricingInput): PricingResult {
  validate(input);
  const candidates = input.promotions.filter((promotion) => isCandidate(promotion, input));
  const scenario = bestScenario(input, candidates);

  const afterOrder = input.lines.map((line) => {
    const product = scenario.products.get(line.id)!;
    const orderDiscount = scenario.orderShares.get(line.id) ?? 0;
    return { line, product, orderDiscount, amount: product.afterItem - orderDiscount };
  });
  const { rate, inclusive } = input.tax;
  const taxable = afterOrder.filter((entry) => entry.line.taxable && !entry.line.bonus);
  const merchandiseTaxBase = taxable.reduce((sum, entry) => sum + entry.amount, 0);
  const lineTaxes = allocate(taxOf(merchandiseTaxBase, rate, inclusive), taxable.map((entry) => entry.amount));
  const taxByLine = new Map(taxable.map((entry, index) => [entry.line.id, lineTaxes[index]!]));

  const lines = new Map<string, LinePrice>();
  for (const { line, product, orderDiscount, amount } of afterOrder) {
    lines.set(line.id, {
      lineId: line.id,
      rowTotal: product.rowTotal,
      productDiscount: product.productDiscount,
      orderDiscount,
      priceAfterItemDiscount: product.afterItem,
      priceAfterOrderDiscount: amount,
      tax: taxByLine.get(line.id) ?? 0,
      productPromotions: product.promotions,
      adjustmentDiscount: product.adjustmentDiscount,
    });
  }

  const shipments: ShipmentPrice[] = scenario.shipments.map((shipment) => {
    const total = shipment.price - shipment.discount;
    return { shippingId: shipment.shippingId, price: shipment.price, discount: shipment.discount, total, tax: taxOf(total, rate, inclusive) };
  });

  const itemSubTotal = [...lines.values()].reduce((sum, line) => sum + line.rowTotal, 0);
  const itemTotal = [...lines.values()].reduce((sum, line) => sum + line.priceAfterOrderDiscount, 0);
  const shippingBefore = shipments.reduce((sum, shipment) => sum + shipment.price, 0);
  const shipping = shipments.reduce((sum, shipment) => sum + shipment.total, 0);
  const tax = lineTaxes.reduce((sum, share) => sum + share, 0) + shipments.reduce((sum, shipment) => sum + shipment.tax, 0);
  const total = itemTotal + shipping + (inclusive ? 0 : tax);
  const totalDiscount = itemSubTotal - itemTotal + shippingBefore - shipping;
  const totals: Totals = {
    total,
    totalDiscount,
    itemTotal,
    totalWithoutTax: total - tax,
    shipping,
    tax,
    totalDiscountPercentage: percentageOf(totalDiscount, itemSubTotal + shippingBefore),
    remainingToPay: total,
    totalUnits: input.lines.reduce((sum, line) => sum + line.qty, 0),
    itemSubTotal,
    netAmount: total - tax,
    taxAmount: tax,
    appliedRewards: 0,
    taxIncluded: inclusive,
  };

  const summary = summarise(scenario, input);
  return {
    lines,
    shipments,
    totals,
    summary,
    orderPromotions: scenario.orderApplied,
    approaching: approachingPromotions(candidates, scenario.qualifyingSubtotal, input),
    gifts: scenario.gifts,
    appliedPromotionIds: new Set(summary.map((entry) => entry.promotion.id)),
    adjustmentDiscounts: scenario.adjustmentDiscounts,
    allowanceUsed: scenario.allowanceUsed,
    methodTotals: methodTotals(input, candidates, scenario),
  };
}
