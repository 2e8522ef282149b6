import { SITE_IDS, SITES } from '../../../../shared/i18n/sites';
import { buildCategories, type CategoryRow } from './build-categories';
import { planProducts, type ProductRow } from './build-products';
import { buildStores, type StoreEmployeeRow, type StoreInventoryRow, type StoreRow } from './build-stores';
import { buildVariants, type InventoryRow, type PriceRow, type UpcCounter, type VariantRow } from './build-variants';
import { SeedRandom } from './random';

export interface CatalogSeed {
  categories: CategoryRow[];
  products: ProductRow[];
  productCategories: Array<{ productId: string; categoryId: string }>;
  variants: VariantRow[];
  prices: PriceRow[];
  inventory: InventoryRow[];
  stores: StoreRow[];
  storeEmployees: StoreEmployeeRow[];
  storeInventory: StoreInventoryRow[];
}

/** The whole catalog seed as rows, computed from fixed seeds only: same output on every run. */
export function buildCatalogSeed(): CatalogSeed {
  const seed: CatalogSeed = {
    categories: [], products: [], productCategories: [], variants: [], prices: [], inventory: [],
    stores: [], storeEmployees: [], storeInventory: [],
  };
  const usedIds = new Set<string>();
  const upcCounter: UpcCounter = { next: 0 };
  SITE_IDS.forEach((siteId, index) => {
    const site = SITES[siteId];
    const siteNumber = index + 1;
    const random = new SeedRandom(`catalog:${siteId}`);
    const { rows, leaves } = buildCategories(siteId, siteNumber, site.vertical);
    seed.categories.push(...rows);
    const plans = planProducts(site, leaves, random, usedIds);
    const variantsByProduct = new Map<string, VariantRow[]>();
    for (const plan of plans) {
      seed.products.push(plan.row);
      for (const categoryId of plan.categoryIds) seed.productCategories.push({ productId: plan.row.id, categoryId });
      const built = buildVariants(plan, siteNumber, random, upcCounter);
      variantsByProduct.set(plan.row.id, built.variantRows);
      seed.variants.push(...built.variantRows);
      seed.prices.push(...built.priceRows);
      seed.inventory.push(...built.inventoryRows);
    }
    const stores = buildStores(site, siteNumber, plans, variantsByProduct, new SeedRandom(`stores:${siteId}`));
    seed.stores.push(...stores.storeRows);
    seed.storeEmployees.push(...stores.employeeRows);
    seed.storeInventory.push(...stores.stockRows);
  });
  return seed;
}
