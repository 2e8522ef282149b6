import { describe, expect, it } from 'vitest';
import { compareSizes, sortSizes } from '@shared/catalog/size-order';

describe('size order', () => {
  it("puts children's shoe sizes 10K to 13K before 1, 2, 3", () => {
    expect(sortSizes(['1', '12K', '3', '10K', '2', '13K', '11K'])).toEqual(['10K', '11K', '12K', '13K', '1', '2', '3']);
  });

  it('orders numbered sizes by value with half sizes between, not as text', () => {
    expect(sortSizes(['10', '9.5', '12', '7', '7.5', '11.5', '9'])).toEqual(['7', '7.5', '9', '9.5', '10', '11.5', '12']);
    expect(sortSizes(['14', '4', '10', '6'])).toEqual(['4', '6', '10', '14']);
  });

  it('orders letter sizes from small to large, combined ones between their parts', () => {
    expect(sortSizes(['XL', 'S', 'XXL', 'M', 'XS', 'L'])).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL']);
    expect(sortSizes(['M/L', 'S/M'])).toEqual(['S/M', 'M/L']);
    expect(sortSizes(['M/L', 'L', 'M'])).toEqual(['M', 'M/L', 'L']);
  });

  it('puts numbers before letters and words, and keeps a stable order for words it does not know', () => {
    expect(sortSizes(['One Size', 'M', '2P', '8', '10K', 'Long', 'Regular'])).toEqual(['10K', '8', '2P', 'M', 'Regular', 'Long', 'One Size']);
    expect(sortSizes(['3P', '1P', '2P'])).toEqual(['1P', '2P', '3P']);
    expect(compareSizes('Alpha', 'Beta')).toBeLessThan(0);
  });

  it('orders a mixed listing (kids, women and men shoes) as one sequence', () => {
    expect(sortSizes(['5', '12', '13K', '1', '5.5', '10K', '3', '7'])).toEqual(['10K', '13K', '1', '3', '5', '5.5', '7', '12']);
  });
});
