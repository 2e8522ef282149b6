import type { Price } from '@schemas/commerce/price';
import type { ProductVariant } from '@schemas/commerce/product';
import type { SelectableProduct } from '@lib/product/variant-selection';

export function price(current: number, original = current): Price {
  return {
    currency: 'USD', current, original, lowCurrent: current, highCurrent: current, lowOriginal: original, highOriginal: original,
    historicBestPrice: null, percentagePriceDiscount: null, previousBestSalesPrice: null, salesPriceActiveDate: null,
  };
}

export function variant(id: string, attributes: Record<string, string>, inStock = true, notifyMe = true, current = 10_000): ProductVariant {
  return {
    id, upc: `upc-${id}`, sku: `sku-${id}`, attributes, notifyMe,
    stockStatusLabel: inStock ? 'In stock' : 'Out of stock',
    productInventoryState: inStock ? 'InStock' : 'OutOfStock',
    price: price(current),
  };
}

const option = (value: string, available = true) => ({ id: value, label: `L${value}`, value, available });

/** Two colours × three sizes; black 10 does not exist, red 9 is out of stock, red 11 costs more. */
export const shoe: SelectableProduct = {
  attributes: [
    { type: 'color', label: 'Color', options: [option('001'), option('600')] },
    { type: 'size', label: 'Size', options: [option('9'), option('10'), option('11')] },
  ],
  variants: [
    variant('b9', { color: '001', size: '9' }),
    variant('b11', { color: '001', size: '11' }, false),
    variant('r9', { color: '600', size: '9' }, false, false),
    variant('r10', { color: '600', size: '10' }),
    variant('r11', { color: '600', size: '11' }, true, true, 12_000),
  ],
};

export const oneSize: SelectableProduct = {
  attributes: [
    { type: 'color', label: 'Color', options: [option('001')] },
    { type: 'size', label: 'Size', options: [option('OS')] },
  ],
  variants: [variant('os', { color: '001', size: 'OS' })],
};
