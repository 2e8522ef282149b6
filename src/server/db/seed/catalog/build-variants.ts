import type { inventory, ProductKind, variantPrices, variants } from '../../schema/catalog';
import type { ProductPlan } from './build-products';
import type { SeedRandom } from './random';
import { CURRENCY_FACTOR, daysFromReference, SEED_CURRENCIES } from './reference';
import { combinations } from './variant-options';

export type VariantRow = typeof variants.$inferInsert;
export type PriceRow = typeof variantPrices.$inferInsert;
export type InventoryRow = typeof inventory.$inferInsert;

/** USD list price range per kind, in cents. */
const USD_RANGE: Record<ProductKind, [number, number]> = {
  shoe: [8_999, 18_999], boot: [12_999, 22_999], sandal: [3_999, 7_999], tshirt: [2_499, 4_999],
  jacket: [8_999, 29_999], trousers: [5_999, 11_999], tent: [19_999, 59_999], backpack: [5_999, 24_999],
  sleepingbag: [9_999, 29_999], giftcard: [2_500, 2_500],
};
const MARKDOWNS = [0.2, 0.25, 0.3, 0.4, 0.5];
const WIDE_SURCHARGE_USD = 1_000;

/** Prices end in .99: 123.40 -> 122.99 ... 123.99. */
const endIn99 = (minor: number) => Math.max(99, Math.round(minor / 100) * 100 - 1);

/** A 12-digit UPC-A: 11 digits and their check digit. */
export function upcA(elevenDigits: string): string {
  const digits = [...elevenDigits].map(Number);
  const sum = digits.reduce((acc, digit, i) => acc + digit * (i % 2 === 0 ? 3 : 1), 0);
  return elevenDigits + ((10 - (sum % 10)) % 10);
}

export interface UpcCounter {
  next: number;
}

export function buildVariants(plan: ProductPlan, siteNumber: number, random: SeedRandom, upcCounter: UpcCounter) {
  const { row } = plan;
  const colors = row.colors.map((color) => color.value);
  const [low, high] = USD_RANGE[row.kind];
  const kidsFactor = plan.leaf.rootKey === 'kids' ? 0.6 : 1;
  const baseUsd = endIn99(Math.round((low + random.next() * (high - low)) * kidsFactor / 500) * 500);
  const markdown = plan.role === 'regular' && !plan.comingSoon && random.chance(0.25) ? random.pick(MARKDOWNS) : 0;
  const markedColors = new Set(markdown && random.chance(0.4) ? colors.slice(0, 1) : colors);
  const activeDays = -random.int(1, 30);
  const soldOut = plan.role === 'regular' && random.chance(0.04);

  const variantRows: VariantRow[] = [];
  const priceRows: PriceRow[] = [];
  const inventoryRows: InventoryRow[] = [];
  combinations(colors, plan.axes).forEach((attributes, position) => {
    const id = `${row.id}-${String(position + 1).padStart(3, '0')}`;
    const sku = [row.id, attributes.color, attributes.size, attributes.width, attributes.length, attributes.fitType].filter(Boolean).join('-');
    upcCounter.next += 1;
    variantRows.push({
      id,
      productId: row.id,
      position,
      upc: upcA(`0${siteNumber}${String(upcCounter.next).padStart(9, '0')}`),
      sku: sku.replaceAll(/[^A-Za-z0-9-]/g, ''),
      attributes,
      notifyMe: plan.role === 'regular' && !row.customsExternalUrl,
    });
    const usdList = plan.role === 'giftcard' ? Number(attributes.size) * 100 : baseUsd + (attributes.width === 'Wide' ? WIDE_SURCHARGE_USD : 0);
    for (const currency of SEED_CURRENCIES) {
      if (plan.role === 'gift') {
        priceRows.push({ variantId: id, currency, listPrice: 0, salePrice: 0, historicBestPrice: null, previousBestSalesPrice: null, salesPriceActiveDate: null });
        continue;
      }
      const list = plan.role === 'giftcard' ? usdList : endIn99(usdList * CURRENCY_FACTOR[currency]);
      const marked = markdown > 0 && markedColors.has(attributes.color);
      const sale = marked ? endIn99(list * (1 - markdown)) : list;
      priceRows.push({
        variantId: id,
        currency,
        listPrice: list,
        salePrice: sale,
        historicBestPrice: marked ? sale : null,
        previousBestSalesPrice: marked ? endIn99(list * (1 - markdown / 2)) : null,
        salesPriceActiveDate: marked ? daysFromReference(activeDays) : null,
      });
    }
    inventoryRows.push({ variantId: id, quantity: stockQuantity(plan, soldOut, random), reserved: 0 });
  });
  return { variantRows, priceRows, inventoryRows };
}

function stockQuantity(plan: ProductPlan, soldOut: boolean, random: SeedRandom): number {
  if (plan.role === 'giftcard') return 9_999;
  if (plan.comingSoon || soldOut) return 0;
  const roll = random.next();
  if (roll < 0.12) return 0;
  if (roll < 0.22) return random.int(1, 3);
  return random.int(4, 80);
}
