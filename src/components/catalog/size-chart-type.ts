import type { SizeChart } from '@schemas/commerce/fapi';
import type { Product } from '@schemas/commerce/product';

const LETTERS = new Set(['XS', 'S', 'M', 'L', 'XL', 'XXL']);
const KIDS_SHOE = /^\d{1,2}K$/;
const NUMBER = /^\d{1,2}(\.5)?$/;

/**
 * Which size chart (GET /fapi/components/size-chart/{productType}) fits a product, read from its
 * size values: shoe sizes (halves), kids shoe sizes (10K..), letter sizes, waist sizes with or
 * without a length, kids clothing sizes (4..14). Null for one-size, packs, tents and gift cards.
 */
export function sizeChartTypeOf(product: Pick<Product, 'attributes' | 'productType'>): SizeChart['productType'] | null {
  if (product.productType === 'digital') return null;
  const values = product.attributes.find((attribute) => attribute.type === 'size')?.options.map((option) => option.value) ?? [];
  if (values.length === 0) return null;
  if (values.some((value) => KIDS_SHOE.test(value))) return 'kids-shoe';
  if (values.every((value) => LETTERS.has(value))) return 'apparel';
  if (!values.every((value) => NUMBER.test(value))) return null;
  const numbers = values.map(Number);
  if (product.attributes.some((attribute) => attribute.type === 'length') || numbers.every((n) => n >= 28 && n <= 40)) return 'trousers';
  if (values.some((value) => value.endsWith('.5'))) return 'shoe';
  if (numbers.every((n) => n % 2 === 0 && n >= 2 && n <= 16)) return 'kids-apparel';
  return null;
}
