import { describe, expect, it } from 'vitest';
import {
  attributeStates, autoSelectSingles, isSelectable, findVariant, initialSelection, selectOption, withLiveInventory, type Selection,
} from '@lib/product/variant-selection';
import { oneSize, shoe } from './fixtures';

const sizeOptions = (selection: Selection) => attributeStates(shoe, selection).find((a) => a.type === 'size')!.options;

describe('findVariant', () => {
  it.each([
    [{ color: '001', size: '9' }, 'b9'],
    [{ color: '600', size: '11' }, 'r11'],
    [{ color: '001', size: '10' }, null],
    [{ color: '001' }, null],
    [{}, null],
  ] as const)('%o → %s', (selection, expected) => {
    expect(findVariant(shoe, selection)?.id ?? null).toBe(expected);
  });
});

describe('option states', () => {
  it.each([
    // selection, size value, exists, inStock
    [{ color: '001' }, '9', true, true],
    [{ color: '001' }, '10', false, false],
    [{ color: '001' }, '11', true, false],
    [{ color: '600' }, '9', true, false],
    [{ color: '600' }, '10', true, true],
    [{}, '10', true, true],
  ] as const)('under %o size %s exists=%s inStock=%s', (selection, value, exists, inStock) => {
    const option = sizeOptions(selection).find((o) => o.value === value)!;
    expect([option.exists, option.inStock]).toEqual([exists, inStock]);
  });

  it('gives the stock label of the variant an option would complete', () => {
    expect(sizeOptions({ color: '001' }).find((o) => o.value === '11')!.stockStatusLabel).toBe('Out of stock');
    expect(sizeOptions({}).find((o) => o.value === '11')!.stockStatusLabel).toBeNull();
  });

  it('marks colours without any stock for the chosen size', () => {
    const colors = attributeStates(shoe, { size: '9' })[0]!.options;
    expect(colors.map((o) => [o.value, o.inStock])).toEqual([['001', true], ['600', false]]);
  });
});

describe('isSelectable', () => {
  it.each([
    // selection, size, notify feature, selectable
    [{ color: '001' }, '9', true, true],
    [{ color: '001' }, '10', true, false],
    [{ color: '001' }, '11', true, true],
    [{ color: '001' }, '11', false, false],
    [{ color: '600' }, '9', true, false],
    [{}, '9', false, true],
  ] as const)('under %o size %s (notify %s) → %s', (selection, value, notify, expected) => {
    expect(isSelectable(sizeOptions(selection).find((o) => o.value === value)!, notify)).toBe(expected);
  });
});

describe('selectOption', () => {
  it.each([
    [{ color: '001', size: '9' }, 'color', '600', { color: '600', size: '9' }],
    [{ color: '600', size: '10' }, 'color', '001', { color: '001' }],
    [{ color: '001' }, 'size', '11', { size: '11', color: '001' }],
  ] as const)('%o + %s=%s → %o', (selection, type, value, expected) => {
    expect(selectOption(shoe, selection, type, value)).toEqual(expected);
  });
});

describe('initial and single selections', () => {
  it('auto-selects attributes with one option', () => {
    expect(autoSelectSingles(oneSize, {})).toEqual({ color: '001', size: 'OS' });
    expect(findVariant(oneSize, initialSelection(oneSize))?.id).toBe('os');
  });
  it('starts on the first available colour, or the preselected variant', () => {
    expect(initialSelection(shoe)).toEqual({ color: '001' });
    expect(initialSelection(shoe, 'r11')).toEqual({ color: '600', size: '11' });
  });
});

describe('withLiveInventory', () => {
  it('overrides the cached stock state and label', () => {
    const live = withLiveInventory(shoe, {
      productId: 'x',
      variants: { b11: { quantity: 4, stockStatus: 'InStock', lowStock: false }, b9: { quantity: 0, stockStatus: 'OutOfStock', lowStock: false } },
    }, { inStock: 'IN', outOfStock: 'OUT' });
    expect(findVariant(live, { color: '001', size: '11' })).toMatchObject({ productInventoryState: 'InStock', stockStatusLabel: 'IN' });
    expect(findVariant(live, { color: '001', size: '9' })).toMatchObject({ productInventoryState: 'OutOfStock', stockStatusLabel: 'OUT' });
    expect(withLiveInventory(shoe, null, { inStock: '', outOfStock: '' })).toBe(shoe);
  });
});
