import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { SITES } from '../../../shared/i18n/sites';
import type { Database } from '../client';
import { categories, inventory, productCategories, products, variantPrices, variants } from '../schema/catalog';
import { giftCardLimits, shippingMethods, taxRates } from '../schema/cart-reference';
import { coupons, promotions } from '../schema/promotions';
import { programmePromotions } from './cart/programme-promotions';
import { siteCoupons, sitePromotions, type SitePromotionContext } from './cart/promotion-plans';
import { giftCardLimitRows, shippingMethodRows, TAX_RATES } from './cart/reference-tables';

/** Bump when the cart reference data changes. */
export const CART_REFERENCE_SEED_VERSION = '1';

/** The leaf category with the most products (ties: lowest id): what the product promotion discounts. */
async function busiestCategory(db: Database, siteId: string) {
  const [row] = await db
    .select({ id: categories.id, names: categories.names, n: sql<number>`count(*)::int` })
    .from(productCategories)
    .innerJoin(categories, eq(categories.id, productCategories.categoryId))
    .where(eq(categories.siteId, siteId))
    .groupBy(categories.id, categories.names)
    .orderBy(sql`count(*) desc`, asc(categories.id))
    .limit(1);
  if (!row) throw new Error(`No category with products for ${siteId}`);
  return row;
}

/** The free tote (a 'Free Gift' product) and the cheapest regular variant in stock as a second gift. */
async function giftVariants(db: Database, siteId: string): Promise<string[]> {
  const tote = await db
    .select({ id: variants.id })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(and(eq(products.siteId, siteId), eq(products.badge, 'Free Gift')))
    .orderBy(asc(variants.id))
    .limit(1);
  const second = await db
    .select({ id: variants.id })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .innerJoin(variantPrices, and(eq(variantPrices.variantId, variants.id), eq(variantPrices.currency, 'USD')))
    .innerJoin(inventory, eq(inventory.variantId, variants.id))
    .where(and(
      eq(products.siteId, siteId), eq(products.productType, 'physical'), eq(products.presale, false), gt(inventory.quantity, 20),
      gt(variantPrices.salePrice, 0), sql`${products.targetPublishDate} is null`, sql`${products.customsExternalUrl} is null`, eq(products.isRobisOnly, false),
    ))
    .orderBy(asc(variantPrices.salePrice), asc(variants.id))
    .limit(1);
  return [...tote, ...second].map((row) => row.id);
}

/** Promotions, coupons, tax rates, shipping methods and gift card limits (runs after the catalog). */
export async function seedCartReference(db: Database): Promise<void> {
  await db.insert(taxRates).values([...TAX_RATES]);
  for (const site of Object.values(SITES)) {
    const category = await busiestCategory(db, site.id);
    const context: SitePromotionContext = {
      siteId: site.id, prefix: site.productPrefix, siteName: site.name,
      categoryId: category.id, categoryName: category.names, giftVariantIds: await giftVariants(db, site.id),
    };
    await db.insert(promotions).values(sitePromotions(context));
    await db.insert(coupons).values(siteCoupons(context));
    await db.insert(shippingMethods).values(shippingMethodRows(site.id));
    await db.insert(giftCardLimits).values(giftCardLimitRows(site.id));
  }
}

/** Bump when the programme discounts change (a part of its own, so databases seeded before them get them too). */
export const PROGRAMME_PROMOTIONS_SEED_VERSION = '1';

export async function seedProgrammePromotions(db: Database): Promise<void> {
  for (const site of Object.values(SITES)) {
    await db.insert(promotions).values(programmePromotions(site.id, site.productPrefix)).onConflictDoNothing();
  }
}
