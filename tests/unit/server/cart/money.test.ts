import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { allocate, minorDigits, mulDivRound, parseRate, percentageOf, percentOf, taxIncluded, taxOnTop } from '@server/domain/cart/money/money';

describe('cart money', () => {
  it('rounds half away from zero to the minor unit', () => {
    expect(mulDivRound(5, 1, 2)).toBe(3);
    expect(mulDivRound(-5, 1, 2)).toBe(-3);
    expect(mulDivRound(4, 1, 3)).toBe(1);
    expect(percentOf(1999, 1500)).toBe(300); // 299.85
    expect(percentOf(1990, 2500)).toBe(498); // 497.5 -> 498
    expect(percentOf(10, 500)).toBe(1); // 0.5 -> 1
  });

  it('splits VAT out of a gross price and adds sales tax on top', () => {
    expect(taxIncluded(12_000, parseRate('0.20000'))).toBe(2000);
    expect(taxIncluded(999, parseRate('0.2'))).toBe(167); // 166.5 -> 167
    expect(taxOnTop(10_000, parseRate('0.14975'))).toBe(1498); // 1497.5 -> 1498
    expect(taxOnTop(8_999, parseRate('0.0725'))).toBe(652); // 652.43
  });

  it('parses rates without floats and refuses what is not one', () => {
    expect(parseRate('0.14975')).toEqual({ units: 14975, scale: 5 });
    expect(parseRate('0')).toEqual({ units: 0, scale: 0 });
    expect(() => parseRate('-0.1')).toThrow(RangeError);
  });

  it('allocates by largest remainder, not by largest weight', () => {
    expect(allocate(10, [6, 5, 3])).toEqual([4, 4, 2]); // exact 4.29, 3.57, 2.14
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(0, [0, 0])).toEqual([0, 0]);
    expect(allocate(7, [0, 5, 0])).toEqual([0, 7, 0]);
    expect(() => allocate(1, [0, 0])).toThrow(RangeError);
  });

  it('allocations always add up, stay within one unit of the exact share, and give zero weights nothing', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 30 }), (total, weights) => {
        fc.pre(weights.some((weight) => weight > 0));
        const shares = allocate(total, weights);
        const sum = weights.reduce((a, b) => a + b, 0);
        expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
        shares.forEach((share, i) => {
          expect(Math.abs(share - (total * weights[i]!) / sum)).toBeLessThan(1);
          if (weights[i] === 0) expect(share).toBe(0);
        });
      }),
    );
  });

  it('never allocates more to a line than its weight when the total does not exceed the weights', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 20 }), fc.double({ min: 0, max: 1, noNaN: true }), (weights, fraction) => {
        const sum = weights.reduce((a, b) => a + b, 0);
        fc.pre(sum > 0);
        const shares = allocate(Math.floor(sum * fraction), weights);
        shares.forEach((share, i) => expect(share).toBeLessThanOrEqual(weights[i]!));
      }),
    );
  });

  it('knows minor digits per currency (JPY has none)', () => {
    expect(minorDigits('EUR')).toBe(2);
    expect(minorDigits('JPY')).toBe(0);
    expect(() => minorDigits('euro')).toThrow(RangeError);
  });

  it('gives percentages with one decimal (§9)', () => {
    expect(percentageOf(1, 3)).toBe(33.3);
    expect(percentageOf(2, 3)).toBe(66.7);
    expect(percentageOf(5, 0)).toBe(0);
  });
});
