import { asc, eq } from 'drizzle-orm';
import type { ProductInventory } from '@schemas/commerce/product';
import type { SiteId } from '../../../shared/i18n/sites';
import type { Database } from '../../db/client';
import { inventory, variants } from '../../db/schema/catalog';
import { LOW_STOCK_MAX, stockStatus } from './labels';
import { findSiteProduct } from './product-details';

/** Live online stock per variant, or undefined when the site has no such product. */
export async function loadProductInventory(db: Database, siteId: SiteId, productId: string): Promise<ProductInventory | undefined> {
  const product = await findSiteProduct(db, siteId, productId);
  if (!product) return undefined;
  const rows = await db
    .select({ id: variants.id, quantity: inventory.quantity })
    .from(variants)
    .leftJoin(inventory, eq(inventory.variantId, variants.id))
    .where(eq(variants.productId, product.id))
    .orderBy(asc(variants.position));
  const result: ProductInventory = { productId: product.id, variants: {} };
  for (const row of rows) {
    const quantity = Math.max(0, row.quantity ?? 0);
    result.variants[row.id] = { quantity, stockStatus: stockStatus(quantity), lowStock: quantity > 0 && quantity <= LOW_STOCK_MAX };
  }
  return result;
}
