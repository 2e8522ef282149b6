import { describe, expect, it } from 'vitest';
import { priceCart } from '@server/domain/cart/pricing/evaluate';
import { homeShipment, input, line, promotion } from './pricing-fixtures';

const vat20 = { rate: { units: 20, scale: 2 }, inclusive: true };

describe('pricing engine: totals and rounding', () => {
  it('adds sales tax on top and reports every total', () => {
    const result = priceCart(input({ lines: [line({ id: 'a', unitPrice: 8_999, qty: 2 })], tax: { rate: { units: 725, scale: 4 }, inclusive: false } }));
    expect(result.totals).toMatchObject({
      itemSubTotal: 17_998, itemTotal: 17_998, shipping: 500,
      tax: 1_305 + 36, // 7.25 % of 179.98 = 13.0486 -> 13.05; of 5.00 = 0.3625 -> 0.36
      total: 17_998 + 500 + 1_341, totalWithoutTax: 18_498, totalDiscount: 0, totalUnits: 2, remainingToPay: 19_839, taxIncluded: false,
    });
  });

  it('takes VAT out of prices that include it', () => {
    const result = priceCart(input({ lines: [line({ id: 'a', unitPrice: 12_000 })], shipments: [homeShipment(['a'], 600)], tax: vat20 }));
    expect(result.totals).toMatchObject({ total: 12_600, tax: 2_000 + 100, totalWithoutTax: 10_500, netAmount: 10_500, taxIncluded: true });
    expect(result.lines.get('a')!.tax).toBe(2_000);
  });

  it('rounds a product percentage per line, half away from zero', () => {
    const result = priceCart(input({
      lines: [line({ id: 'a', unitPrice: 1_990, qty: 1 }), line({ id: 'b', unitPrice: 1_990, qty: 1 })],
      promotions: [promotion({ id: 'p', level: 'PRODUCT', percentOffBp: 2500 })],
    }));
    expect(result.lines.get('a')!.productDiscount).toBe(498); // 497.5
    expect(result.lines.get('b')!.productDiscount).toBe(498);
    expect(result.totals.totalDiscount).toBe(996);
  });

  it('rounds an order discount once and allocates it to lines by largest remainder', () => {
    const result = priceCart(input({
      lines: [line({ id: 'a', unitPrice: 600 }), line({ id: 'b', unitPrice: 500 }), line({ id: 'c', unitPrice: 300 })],
      promotions: [promotion({ id: 'o', level: 'ORDER', kind: 'amount', percentOffBp: null, amountOff: 1_000 })],
    }));
    expect(['a', 'b', 'c'].map((id) => result.lines.get(id)!.orderDiscount)).toEqual([429, 357, 214]);
    expect(result.totals.itemTotal).toBe(400);
  });

  it('never lets an amount off go below zero', () => {
    const result = priceCart(input({
      lines: [line({ id: 'a', unitPrice: 500 })],
      promotions: [promotion({ id: 'o', level: 'ORDER', kind: 'amount', percentOffBp: null, amountOff: 5_000 })],
      shipments: [homeShipment(['a'], 0)],
    }));
    expect(result.totals).toMatchObject({ itemTotal: 0, total: 0, totalDiscount: 500, totalDiscountPercentage: 100 });
  });

  it('prices gift lines at 0, without tax, and does not count them towards thresholds', () => {
    const result = priceCart(input({
      lines: [line({ id: 'a', unitPrice: 4_000 }), line({ id: 'g', unitPrice: 2_500, bonus: true })],
      promotions: [promotion({ id: 'o', threshold: 5_000, percentOffBp: 1000 })],
      tax: vat20,
    }));
    expect(result.lines.get('g')).toMatchObject({ rowTotal: 0, tax: 0, priceAfterOrderDiscount: 0 });
    expect(result.totals.totalDiscount).toBe(0);
  });

  it('does not discount gift cards or count them towards thresholds, and does not tax them', () => {
    const result = priceCart(input({
      lines: [line({ id: 'a', unitPrice: 4_000 }), line({ id: 'gc', unitPrice: 10_000, discountable: false, taxable: false })],
      promotions: [promotion({ id: 'o', threshold: 5_000 }), promotion({ id: 'p', level: 'PRODUCT', percentOffBp: 5000 })],
      tax: vat20,
    }));
    expect(result.lines.get('gc')).toMatchObject({ productDiscount: 0, orderDiscount: 0, tax: 0, priceAfterOrderDiscount: 10_000 });
    expect(result.appliedPromotionIds.has('o')).toBe(false);
  });
});

describe('pricing engine: which promotions apply', () => {
  it('gives a line only its best product promotion', () => {
    const result = priceCart(input({
      lines: [line({ id: 'a', unitPrice: 10_000, qty: 2, categoryIds: ['trail'] })],
      promotions: [
        promotion({ id: 'cat', level: 'PRODUCT', percentOffBp: 1500, categoryIds: ['trail'] }),
        promotion({ id: 'amt', level: 'PRODUCT', kind: 'amount', percentOffBp: null, amountOff: 2_000 }),
        promotion({ id: 'other', level: 'PRODUCT', percentOffBp: 5000, categoryIds: ['road'] }),
      ],
    }));
    expect(result.lines.get('a')!.productPromotions.map((p) => [p.promotion.id, p.discount])).toEqual([['amt', 4_000]]);
  });

  it('breaks a tie between product promotions by priority, then id, whatever order they come in', () => {
    const tied = [
      promotion({ id: 'z-first', level: 'PRODUCT', percentOffBp: 2000, priority: 1 }),
      promotion({ id: 'a-later', level: 'PRODUCT', kind: 'amount', percentOffBp: null, amountOff: 1_000, priority: 2 }),
      promotion({ id: 'b-same', level: 'PRODUCT', kind: 'amount', percentOffBp: null, amountOff: 1_000, priority: 1 }),
    ];
    for (const promotions of [tied, [...tied].reverse(), [tied[1]!, tied[2]!, tied[0]!]]) {
      const result = priceCart(input({ lines: [line({ id: 'a', unitPrice: 5_000 })], promotions }));
      expect(result.lines.get('a')!.productPromotions.map((p) => p.promotion.id)).toEqual(['b-same']);
    }
  });

  it('stacks non-exclusive order promotions in priority order, each on what is left', () => {
    const result = priceCart(input({
      lines: [line({ id: 'a', unitPrice: 10_000 })],
      promotions: [
        promotion({ id: 'second', percentOffBp: 1000, priority: 2 }),
        promotion({ id: 'first', kind: 'amount', percentOffBp: null, amountOff: 1_000, priority: 1 }),
      ],
    }));
    expect(result.orderPromotions.map((p) => [p.promotion.id, p.discount])).toEqual([['first', 1_000], ['second', 900]]);
  });

  it('lets a class-exclusive promotion win its class only when it gives more than the others together', () => {
    const others = [promotion({ id: 'a', percentOffBp: 1000 }), promotion({ id: 'b', kind: 'amount', percentOffBp: null, amountOff: 500 })];
    const lines = [line({ id: 'l', unitPrice: 10_000 })];
    // together: 10 % (1 000) then 5.00 = 1 500
    const loses = priceCart(input({ lines, promotions: [...others, promotion({ id: 'x', percentOffBp: 1400, exclusivity: 'class' })] }));
    expect(loses.orderPromotions.map((p) => [p.promotion.id, p.discount])).toEqual([['a', 1_000], ['b', 500]]);
    const ties = priceCart(input({ lines, promotions: [...others, promotion({ id: 'x', percentOffBp: 1500, exclusivity: 'class' })] }));
    expect(ties.orderPromotions.map((p) => p.promotion.id)).toEqual(['a', 'b']);
    const wins = priceCart(input({ lines, promotions: [...others, promotion({ id: 'x', percentOffBp: 1600, exclusivity: 'class' })] }));
    expect(wins.orderPromotions.map((p) => [p.promotion.id, p.discount])).toEqual([['x', 1_600]]);
  });

  it('applies a global-exclusive promotion alone when it beats everything else together', () => {
    const lines = [line({ id: 'l', unitPrice: 10_000 })];
    const others = [promotion({ id: 'o', percentOffBp: 1000 }), promotion({ id: 'p', level: 'PRODUCT', percentOffBp: 1000 })];
    const weak = priceCart(input({ lines, promotions: [...others, promotion({ id: 'g', percentOffBp: 1500, exclusivity: 'global' })] }));
    expect([...weak.appliedPromotionIds].sort()).toEqual(['o', 'p']); // 1000 + 900 > 1500
    const strong = priceCart(input({ lines, promotions: [...others, promotion({ id: 'g', percentOffBp: 2500, exclusivity: 'global' })] }));
    expect([...strong.appliedPromotionIds]).toEqual(['g']);
  });

  it('honours window, customer group, country, coupon and currency', () => {
    const base = { lines: [line({ id: 'a' })] };
    const cases = [
      promotion({ id: 'future', startsAt: '2026-03-01T00:00:00Z' }),
      promotion({ id: 'ended', endsAt: '2026-02-01T00:00:00Z' }),
      promotion({ id: 'registered', customerGroup: 'REGISTERED' }),
      promotion({ id: 'fr', countries: ['FR'] }),
      promotion({ id: 'coupon', requiresCoupon: true }),
      promotion({ id: 'no-eur', hasThreshold: true, threshold: null }),
    ];
    expect(priceCart(input({ ...base, promotions: cases })).appliedPromotionIds.size).toBe(0);
    const withCoupon = priceCart(input({ ...base, promotions: [promotion({ id: 'coupon', requiresCoupon: true, couponCode: 'SAVE10' })] }));
    expect([...withCoupon.appliedPromotionIds]).toEqual(['coupon']);
  });
});

describe('pricing engine: programme discounts (employee allowance, IPA, WRANX)', () => {
  const employee = promotion({ id: 'emp', customerGroup: 'EMPLOYEE', percentOffBp: 4000, exclusivity: 'class' });
  const ipa = promotion({ id: 'ipa', customerGroup: 'IPA', percentOffBp: 3000, exclusivity: 'class' });
  const lines = [line({ id: 'a', unitPrice: 10_000 }), line({ id: 'b', unitPrice: 5_000 })];

  it('gives a group its discount only to shoppers in it', () => {
    const promotions = [employee, ipa];
    expect(priceCart(input({ lines, promotions, customerGroups: ['REGISTERED'] })).totals.totalDiscount).toBe(0);
    expect(priceCart(input({ lines, promotions, customerGroups: ['REGISTERED', 'IPA'] })).totals.totalDiscount).toBe(4_500);
    // An employee with an IPA identity gets the better of the two class-exclusive discounts, not both.
    const both = priceCart(input({ lines, promotions, customerGroups: ['REGISTERED', 'EMPLOYEE', 'IPA'], allowance: null }));
    expect([...both.appliedPromotionIds]).toEqual(['emp']);
    expect(both.totals.totalDiscount).toBe(6_000);
  });

  it('takes the employee percentage of no more than the allowance left, and reports what it covered', () => {
    const full = priceCart(input({ lines, promotions: [employee], customerGroups: ['REGISTERED', 'EMPLOYEE'], allowance: 100_000 }));
    expect(full.totals.totalDiscount).toBe(6_000);
    expect(full.allowanceUsed).toBe(15_000);
    const partly = priceCart(input({ lines, promotions: [employee], customerGroups: ['REGISTERED', 'EMPLOYEE'], allowance: 4_000 }));
    expect(partly.totals.totalDiscount).toBe(1_600); // 40 % of the 40.00 left
    expect(partly.allowanceUsed).toBe(4_000);
    expect(partly.totals.itemTotal).toBe(13_400);
    const spent = priceCart(input({ lines, promotions: [employee], customerGroups: ['REGISTERED', 'EMPLOYEE'], allowance: 0 }));
    expect(spent.totals.totalDiscount).toBe(0);
    expect(spent.allowanceUsed).toBe(0);
    expect(spent.appliedPromotionIds.size).toBe(0);
  });

  it('lets the ordinary order promotion win when the allowance left makes it the better one', () => {
    const ten = promotion({ id: 'ten', percentOffBp: 1000 });
    const result = priceCart(input({ lines, promotions: [ten, employee], customerGroups: ['REGISTERED', 'EMPLOYEE'], allowance: 2_000 }));
    expect([...result.appliedPromotionIds]).toEqual(['ten']); // 10 % of 150.00 > 40 % of 20.00
    expect(result.allowanceUsed).toBe(0);
  });

  it('never prices an employee promotion outside the order level (the allowance could not hold)', () => {
    const productLevel = promotion({ id: 'emp-p', level: 'PRODUCT', customerGroup: 'EMPLOYEE', percentOffBp: 4000 });
    const result = priceCart(input({ lines, promotions: [productLevel], customerGroups: ['REGISTERED', 'EMPLOYEE'], allowance: 0 }));
    expect(result.totals.totalDiscount).toBe(0);
  });
});

describe('pricing engine: shipping, gifts and approaching promotions', () => {
  const freeShipping = promotion({ id: 'fs', level: 'SHIPPING', kind: 'free_shipping', percentOffBp: null, threshold: 7_500, callout: 'Spend {amount} more for free shipping|Free shipping|Standard delivery' });

  it('makes standard shipping free above the threshold, with a shipping summary entry', () => {
    const result = priceCart(input({ lines: [line({ id: 'a', unitPrice: 8_000 })], promotions: [freeShipping] }));
    expect(result.totals.shipping).toBe(0);
    expect(result.summary).toContainEqual(expect.objectContaining({ level: 'SHIPPING', discount: 500, calloutMessage: 'Free shipping' }));
  });

  it('still gives free shipping in FR, IT, DE and GB but does not advertise it (§9)', () => {
    const below = priceCart(input({ country: 'FR', lines: [line({ id: 'a', unitPrice: 5_000 })], promotions: [freeShipping] }));
    expect(below.approaching).toEqual([]);
    const above = priceCart(input({ country: 'FR', lines: [line({ id: 'a', unitPrice: 8_000 })], promotions: [freeShipping] }));
    expect(above.totals.shipping).toBe(0);
    expect(above.summary.find((entry) => entry.promotion.id === 'fs')!.calloutMessage).toBe('');
  });

  describe('what each delivery method would cost (methodTotals)', () => {
    const standardOnly = { ...freeShipping, shippingMethodCodes: ['standard'] };
    const options = [
      { methodCode: 'standard', methodKind: 'standard', price: 500, freeThreshold: null },
      { methodCode: 'express', methodKind: 'express', price: 1_500, freeThreshold: null },
      { methodCode: 'pudo', methodKind: 'pudo', price: 399, freeThreshold: 10_000 },
    ];
    const shipment = (chosen: (typeof options)[number]) => ({ ...homeShipment(['a'], chosen.price, chosen.freeThreshold), methodCode: chosen.methodCode, methodKind: chosen.methodKind, options });
    const quotes = (result: ReturnType<typeof priceCart>) => Object.fromEntries(result.methodTotals.get('me')!);

    it('quotes every method after its free threshold and the shipping promotions, the chosen one as the shipment costs', () => {
      const atStandard = priceCart(input({ lines: [line({ id: 'a', unitPrice: 8_000 })], promotions: [standardOnly], shipments: [shipment(options[0]!)] }));
      expect(quotes(atStandard)).toEqual({ standard: 0, express: 1_500, pudo: 399 });
      const atExpress = priceCart(input({ lines: [line({ id: 'a', unitPrice: 8_000 })], promotions: [standardOnly], shipments: [shipment(options[1]!)] }));
      expect(atExpress.totals.shipping).toBe(1_500);
      expect(quotes(atExpress)).toEqual({ standard: 0, express: 1_500, pudo: 399 });
      const aboveTheCollectionPointsThreshold = priceCart(input({ lines: [line({ id: 'a', unitPrice: 12_000 })], promotions: [standardOnly], shipments: [shipment(options[1]!)] }));
      expect(quotes(aboveTheCollectionPointsThreshold)).toEqual({ standard: 0, express: 1_500, pudo: 0 });
    });

    it('quotes nothing for a shipment without a method', () => {
      const result = priceCart(input({ shipments: [{ ...homeShipment(['a'], 0), methodCode: '', methodKind: '', options: [] }] }));
      expect(result.methodTotals.get('me')!.size).toBe(0);
    });

    it('prices a method as the cart would be priced with it: a globally exclusive promotion worth more takes the free shipping\'s place', () => {
      const exclusive = promotion({ id: 'global-10', percentOffBp: 1_000, exclusivity: 'global' });
      const atExpress = priceCart(input({ lines: [line({ id: 'a', unitPrice: 8_000 })], promotions: [standardOnly, exclusive], shipments: [shipment(options[1]!)] }));
      // With standard, free shipping (5.00) would lose to 10% off (8.00): standard would cost its price.
      expect(quotes(atExpress)).toEqual({ standard: 500, express: 1_500, pudo: 399 });
      const atStandard = priceCart(input({ lines: [line({ id: 'a', unitPrice: 8_000 })], promotions: [standardOnly, exclusive], shipments: [shipment(options[0]!)] }));
      expect(atStandard.totals.shipping).toBe(quotes(atExpress).standard);
    });
  });

  it('rebuilds approaching promotions with distance and status, and ignores callouts without three parts', () => {
    const promotions = [
      freeShipping,
      promotion({ id: 'o', threshold: 5_000 }),
      promotion({ id: 'two-parts', threshold: 1_000, callout: 'only|two' }),
    ];
    const below = priceCart(input({ lines: [line({ id: 'a', unitPrice: 4_000 })], promotions }));
    expect(below.approaching.map((a) => [a.promotion.id, a.distance, a.status])).toEqual([
      ['o', 1_000, 'Below Threshold'],
      ['fs', 3_500, 'Below Threshold'],
    ]);
    const reached = priceCart(input({ lines: [line({ id: 'a', unitPrice: 5_000 })], promotions }));
    expect(reached.approaching.find((a) => a.promotion.id === 'o')!.status).toBe('Threshold Reached');
    const above = priceCart(input({ lines: [line({ id: 'a', unitPrice: 9_000 })], promotions }));
    expect(above.approaching.map((a) => a.status)).toEqual(['Above Threshold', 'Above Threshold']);
  });

  it('offers gifts at the threshold, only those in stock', () => {
    const gift = promotion({ id: 'GWP-1', kind: 'gift', percentOffBp: null, threshold: 10_000, giftVariantIds: ['tote', 'bottle'], maxGifts: 1 });
    const stock = new Map([['tote', 0], ['bottle', 4]]);
    expect(priceCart(input({ lines: [line({ id: 'a', unitPrice: 9_999 })], promotions: [gift], giftStock: stock })).gifts).toEqual([]);
    const offered = priceCart(input({ lines: [line({ id: 'a', unitPrice: 10_000 })], promotions: [gift], giftStock: stock }));
    expect(offered.gifts.map((offer) => [offer.promotion.id, offer.choices])).toEqual([['GWP-1', ['bottle']]]);
  });

  it('applies line and order price adjustments after promotions', () => {
    const result = priceCart(input({
      lines: [line({ id: 'a', unitPrice: 10_000 })],
      adjustments: [{ id: 'adj1', lineId: 'a', amountOff: 1_000, percentOffBp: null }, { id: 'adj2', lineId: null, amountOff: null, percentOffBp: 1000 }],
    }));
    expect(result.lines.get('a')).toMatchObject({ adjustmentDiscount: 1_000, priceAfterItemDiscount: 9_000, priceAfterOrderDiscount: 8_100 });
    expect(Object.fromEntries(result.adjustmentDiscounts)).toEqual({ adj1: 1_000, adj2: 900 });
  });
});
