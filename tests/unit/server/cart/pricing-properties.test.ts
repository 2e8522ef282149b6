import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { priceCart } from '@server/domain/cart/pricing/evaluate';
import type { PricingInput, PricingLine, PricingPromotion } from '@server/domain/cart/pricing/types';
import { input, line, promotion } from './pricing-fixtures';

/**
 * Property-based tests: random carts and promotion sets in USD, EUR and a currency without minor
 * digits (JPY-like input: amounts in whole yen), with VAT included or sales tax on top.
 */
const CATEGORIES = ['trail', 'road', 'boots', 'sale'];

const lineArb = (index: number) =>
  fc.record({
    unitPrice: fc.integer({ min: 0, max: 500_000 }),
    qty: fc.integer({ min: 1, max: 12 }),
    categoryIds: fc.subarray(CATEGORIES, { minLength: 1 }),
    bonus: fc.boolean().map((b) => b && index % 4 === 3),
    giftCard: fc.boolean().map((b) => b && index % 5 === 4),
  }).map((r): PricingLine => line({
    id: `l${index}`, unitPrice: r.unitPrice, unitListPrice: r.unitPrice, qty: r.qty, categoryIds: r.categoryIds,
    bonus: r.bonus, discountable: !r.giftCard, taxable: !r.giftCard,
  }));

const linesArb = fc.integer({ min: 0, max: 8 }).chain((n) => (n === 0 ? fc.constant([] as PricingLine[]) : fc.tuple(...Array.from({ length: n }, (_, i) => lineArb(i)))));

const promotionArb = (index: number) =>
  fc.record({
    level: fc.constantFrom('ORDER', 'PRODUCT', 'SHIPPING' as const),
    kind: fc.constantFrom('percent', 'amount', 'free_shipping', 'gift' as const),
    percentOffBp: fc.integer({ min: 1, max: 10_000 }),
    amountOff: fc.integer({ min: 1, max: 200_000 }),
    threshold: fc.option(fc.integer({ min: 0, max: 600_000 }), { nil: null }),
    exclusivity: fc.constantFrom('none', 'class', 'global' as const),
    priority: fc.integer({ min: 0, max: 5 }),
    categoryIds: fc.subarray(CATEGORIES),
  }).map((r): PricingPromotion => {
    const level = r.kind === 'free_shipping' ? 'SHIPPING' : r.kind === 'gift' ? 'ORDER' : r.level;
    return promotion({
      id: `p${index}`, level, kind: r.kind, percentOffBp: r.percentOffBp, amountOff: r.amountOff,
      threshold: level === 'PRODUCT' ? null : r.threshold, exclusivity: r.exclusivity, priority: r.priority,
      categoryIds: level === 'PRODUCT' ? r.categoryIds : [], giftVariantIds: r.kind === 'gift' ? ['gift-1'] : [],
    });
  });

const promotionsArb = fc.integer({ min: 0, max: 6 }).chain((n) => (n === 0 ? fc.constant([] as PricingPromotion[]) : fc.tuple(...Array.from({ length: n }, (_, i) => promotionArb(i)))));

const cartArb = fc.record({
  currency: fc.constantFrom('USD', 'EUR', 'JPY'),
  lines: linesArb,
  promotions: promotionsArb,
  shippingPrice: fc.integer({ min: 0, max: 5_000 }),
  freeThreshold: fc.option(fc.integer({ min: 0, max: 300_000 }), { nil: null }),
  taxUnits: fc.integer({ min: 0, max: 27_000 }),
  inclusive: fc.boolean(),
  adjustments: fc.array(fc.record({ amountOff: fc.option(fc.integer({ min: 1, max: 50_000 }), { nil: null }), percentOffBp: fc.integer({ min: 1, max: 10_000 }), onLine: fc.boolean() }), { maxLength: 2 }),
}).map((r): PricingInput => input({
  currency: r.currency,
  lines: r.lines,
  promotions: r.promotions,
  shipments: [{ shippingId: 'me', methodCode: 'standard', methodKind: 'standard', price: r.shippingPrice, freeThreshold: r.freeThreshold, lineIds: r.lines.map((l) => l.id) }],
  tax: { rate: { units: r.taxUnits, scale: 5 }, inclusive: r.inclusive },
  giftStock: new Map([['gift-1', 3]]),
  adjustments: r.adjustments.map((a, i) => ({
    id: `adj${i}`, lineId: a.onLine && r.lines.length > 0 ? r.lines[0]!.id : null,
    amountOff: a.amountOff, percentOffBp: a.amountOff === null ? a.percentOffBp : null,
  })),
}));

const sum = (values: Iterable<number>) => [...values].reduce((a, b) => a + b, 0);

describe('pricing engine properties', () => {
  it('totals add up from the lines and shipments, exactly', () => {
    fc.assert(fc.property(cartArb, (cart) => {
      const { totals, lines, shipments } = priceCart(cart);
      expect(sum([...lines.values()].map((l) => l.rowTotal))).toBe(totals.itemSubTotal);
      expect(sum([...lines.values()].map((l) => l.priceAfterOrderDiscount))).toBe(totals.itemTotal);
      expect(sum(shipments.map((s) => s.total))).toBe(totals.shipping);
      expect(sum([...lines.values()].map((l) => l.tax)) + sum(shipments.map((s) => s.tax))).toBe(totals.tax);
      expect(totals.total).toBe(totals.itemTotal + totals.shipping + (cart.tax.inclusive ? 0 : totals.tax));
      expect(totals.totalWithoutTax).toBe(totals.total - totals.tax);
      expect(totals.remainingToPay).toBe(totals.total);
      expect(totals.totalUnits).toBe(sum(cart.lines.map((l) => l.qty)));
    }), { numRuns: 400 });
  });

  it('quotes each delivery method at exactly what the cart costs to ship once that method is chosen', () => {
    const optionArb = fc.record({ price: fc.integer({ min: 0, max: 5_000 }), freeThreshold: fc.option(fc.integer({ min: 0, max: 300_000 }), { nil: null }) });
    fc.assert(fc.property(cartArb, optionArb, optionArb, fc.boolean(), (cart, express, pudo, onlyStandard) => {
      const home = cart.shipments[0]!;
      const options = [
        { methodCode: 'standard', methodKind: 'standard', price: home.price, freeThreshold: home.freeThreshold },
        { methodCode: 'express', methodKind: 'express', ...express },
        { methodCode: 'pudo', methodKind: 'pudo', ...pudo },
      ];
      // Free shipping for any standard or express delivery, or (as seeded) for standard only.
      const promotions = cart.promotions.map((p) => (onlyStandard && p.level === 'SHIPPING' ? { ...p, shippingMethodCodes: ['standard'] } : p));
      const on = (option: (typeof options)[number]) => ({ ...cart, promotions, shipments: [{ ...home, ...option, options }] });
      const quoted = priceCart(on(options[0]!)).methodTotals.get('me')!;
      for (const option of options) expect(quoted.get(option.methodCode)).toBe(priceCart(on(option)).totals.shipping);
    }), { numRuns: 150 });
  });

  it('never answers a negative or fractional amount', () => {
    fc.assert(fc.property(cartArb, (cart) => {
      const { totals, lines, shipments } = priceCart(cart);
      const amounts = [
        ...Object.values(totals).filter((value): value is number => typeof value === 'number' && value !== totals.totalDiscountPercentage),
        ...[...lines.values()].flatMap((l) => [l.rowTotal, l.productDiscount, l.orderDiscount, l.priceAfterItemDiscount, l.priceAfterOrderDiscount, l.tax]),
        ...shipments.flatMap((s) => [s.price, s.discount, s.total, s.tax]),
      ];
      for (const amount of amounts) {
        expect(Number.isInteger(amount)).toBe(true);
        expect(amount).toBeGreaterThanOrEqual(0);
      }
      expect(totals.totalDiscountPercentage).toBeGreaterThanOrEqual(0);
      expect(totals.totalDiscountPercentage).toBeLessThanOrEqual(100);
    }), { numRuns: 400 });
  });

  it('never takes more off than what it discounts', () => {
    fc.assert(fc.property(cartArb, (cart) => {
      const { totals, lines, shipments } = priceCart(cart);
      for (const l of lines.values()) {
        expect(l.productDiscount + l.adjustmentDiscount).toBeLessThanOrEqual(l.rowTotal);
        expect(l.orderDiscount).toBeLessThanOrEqual(l.priceAfterItemDiscount);
        for (const applied of l.productPromotions) expect(applied.discount).toBeLessThanOrEqual(l.rowTotal);
      }
      for (const s of shipments) expect(s.discount).toBeLessThanOrEqual(s.price);
      expect(totals.totalDiscount).toBeLessThanOrEqual(totals.itemSubTotal + sum(shipments.map((s) => s.price)));
      for (const l of cart.lines.filter((x) => x.bonus || !x.discountable)) {
        const priced = lines.get(l.id)!;
        expect(priced.productDiscount + priced.orderDiscount).toBe(0);
      }
    }), { numRuns: 400 });
  });

  it('without thresholds, is never worse for the shopper than no promotion at all', () => {
    // With thresholds it can be (a product discount may drop the cart below an order threshold), as in B2C Commerce.
    fc.assert(fc.property(cartArb, (generated) => {
      const cart = {
        ...generated,
        promotions: generated.promotions.map((p) => ({ ...p, threshold: null, hasThreshold: false })),
        shipments: generated.shipments.map((s) => ({ ...s, freeThreshold: null })),
      };
      const withPromotions = priceCart(cart).totals.total;
      const without = priceCart({ ...cart, promotions: [] }).totals.total;
      expect(withPromotions).toBeLessThanOrEqual(without);
    }), { numRuns: 300 });
  });

  it('rounds the same way in every currency: the answer does not depend on line order or on the currency code', () => {
    fc.assert(fc.property(cartArb, fc.constantFrom('USD', 'EUR', 'JPY', 'GBP'), (cart, otherCurrency) => {
      const result = priceCart(cart);
      const reversed = priceCart({ ...cart, lines: [...cart.lines].reverse() });
      expect(reversed.totals).toEqual(result.totals);
      // Amounts are already minor units: the same numbers in another currency give the same answer.
      const converted = priceCart({ ...cart, currency: otherCurrency });
      expect(converted.totals).toEqual(result.totals);
      // Each product percentage is rounded per line, half away from zero.
      for (const l of result.lines.values()) {
        for (const applied of l.productPromotions) {
          if (applied.promotion.kind !== 'percent') continue;
          const exact = (l.rowTotal * applied.promotion.percentOffBp!) / 10_000;
          expect(Math.abs(applied.discount - exact)).toBeLessThanOrEqual(0.5);
        }
      }
    }), { numRuns: 300 });
  });

  it('offers a gift only when its threshold is met and it is in stock', () => {
    fc.assert(fc.property(cartArb, fc.integer({ min: 0, max: 3 }), (cart, stock) => {
      const result = priceCart({ ...cart, giftStock: new Map([['gift-1', stock]]) });
      for (const offer of result.gifts) {
        expect(stock).toBeGreaterThan(0);
        expect(offer.promotion.kind).toBe('gift');
        expect(offer.promotion.threshold === null || offer.promotion.threshold <= sum(cart.lines.filter((l) => !l.bonus && l.discountable).map((l) => l.unitPrice * l.qty))).toBe(true);
      }
    }), { numRuns: 200 });
  });

  it('holds the employee discount to the allowance left, whatever else the cart holds', () => {
    const employeeArb = fc.record({ percentOffBp: fc.integer({ min: 1, max: 10_000 }), exclusivity: fc.constantFrom('none', 'class', 'global' as const), allowance: fc.option(fc.integer({ min: 0, max: 400_000 }), { nil: null }) });
    fc.assert(fc.property(cartArb, employeeArb, (cart, employee) => {
      const discount = promotion({ id: 'employee', customerGroup: 'EMPLOYEE', percentOffBp: employee.percentOffBp, exclusivity: employee.exclusivity });
      const result = priceCart({ ...cart, promotions: [...cart.promotions, discount], customerGroups: ['REGISTERED', 'EMPLOYEE'], allowance: employee.allowance });
      const applied = result.orderPromotions.find((entry) => entry.promotion.id === 'employee');
      const merchandise = sum(cart.lines.filter((l) => !l.bonus && l.discountable).map((l) => l.unitPrice * l.qty));
      expect(result.allowanceUsed).toBeLessThanOrEqual(employee.allowance ?? Number.MAX_SAFE_INTEGER);
      expect(result.allowanceUsed).toBeLessThanOrEqual(merchandise);
      if (!applied || employee.allowance === null) expect(result.allowanceUsed).toBe(0);
      else expect(applied.discount).toBeLessThanOrEqual(Math.ceil((result.allowanceUsed * employee.percentOffBp) / 10_000));
    }), { numRuns: 300 });
  });
});
