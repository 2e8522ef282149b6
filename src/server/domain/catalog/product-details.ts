import { and, asc, eq } from 'drizzle-orm';
import type { Product, ProductAttribute } from '@schemas/commerce/product';
import { LOCALES, SITES, type LocaleCode, type SiteId } from '../../../shared/i18n/sites';
import { productPath, slugify } from '../../../shared/routing/routes';
import type { Database } from '../../db/client';
import { inventory, productCategories, products, variantPrices, variants, type VariantAttributes } from '../../db/schema/catalog';
import { compareSizes } from '../../../shared/catalog/size-order';
import { attributeLabel, colorLabel, productLabel, sizeLabel, stockStatus, stockStatusLabel, viewLabel } from './labels';
import { productCopy } from './product-copy';
import { aggregatePrice, type VariantPriceRow } from './price';
import { PRODUCT_IMAGE_SIZE, PRODUCT_VIEWS, productImageUrl } from './product-image';

export type ProductRecord = typeof products.$inferSelect;

export async function findSiteProduct(db: Database, siteId: SiteId, productId: string): Promise<ProductRecord | undefined> {
  const [row] = await db.select().from(products).where(and(eq(products.id, productId), eq(products.siteId, siteId)));
  return row;
}

/** Coming soon = a publish date still ahead of now. */
export function isComingSoon(product: Pick<ProductRecord, 'targetPublishDate'>, now = new Date()): boolean {
  return product.targetPublishDate !== null && new Date(product.targetPublishDate) > now;
}

interface VariantWithStock extends VariantPriceRow {
  id: string;
  upc: string;
  sku: string;
  attributes: VariantAttributes;
  notifyMe: boolean;
  quantity: number;
}

async function loadVariants(db: Database, productId: string, currency: string): Promise<VariantWithStock[]> {
  const rows = await db
    .select({
      id: variants.id,
      upc: variants.upc,
      sku: variants.sku,
      attributes: variants.attributes,
      notifyMe: variants.notifyMe,
      quantity: inventory.quantity,
      listPrice: variantPrices.listPrice,
      salePrice: variantPrices.salePrice,
      historicBestPrice: variantPrices.historicBestPrice,
      previousBestSalesPrice: variantPrices.previousBestSalesPrice,
      salesPriceActiveDate: variantPrices.salesPriceActiveDate,
    })
    .from(variants)
    .innerJoin(variantPrices, and(eq(variantPrices.variantId, variants.id), eq(variantPrices.currency, currency)))
    .leftJoin(inventory, eq(inventory.variantId, variants.id))
    .where(eq(variants.productId, productId))
    .orderBy(asc(variants.position));
  return rows.map((row) => ({ ...row, quantity: row.quantity ?? 0 }));
}

const OPTIONAL_AXES = ['width', 'length', 'fitType'] as const;

function buildAttributes(product: ProductRecord, rows: VariantWithStock[], currency: string, locale: LocaleCode): ProductAttribute[] {
  const optionsOf = (type: 'size' | (typeof OPTIONAL_AXES)[number]) => {
    const values = [...new Set(rows.map((row) => row.attributes[type]).filter((value): value is string => value !== undefined))];
    if (type === 'size') values.sort(compareSizes);
    return values.map((value) => ({
      id: `${type}-${value}`,
      label: type === 'size' ? sizeLabel(value, locale) : value,
      value,
      available: rows.some((row) => row.attributes[type] === value && row.quantity > 0),
    }));
  };
  const color: ProductAttribute = {
    type: 'color',
    label: attributeLabel('color', locale),
    options: product.colors.map((color) => {
      const ofColor = rows.filter((row) => row.attributes.color === color.value);
      return {
        id: `color-${color.value}`,
        label: colorLabel(color.value, color.label, locale),
        value: color.value,
        available: ofColor.some((row) => row.quantity > 0),
        ...(ofColor.length > 0 ? { price: aggregatePrice(currency, ofColor) } : {}),
        swatch: { color: color.hex },
      };
    }),
  };
  const attributes: ProductAttribute[] = [color, { type: 'size', label: attributeLabel('size', locale), options: optionsOf('size') }];
  for (const type of OPTIONAL_AXES) {
    const options = optionsOf(type);
    if (options.length > 0) attributes.push({ type, label: attributeLabel(type, locale), options });
  }
  return attributes;
}

/** The §3 product in the locale's currency, or undefined when the site has no such product. */
export async function loadProductDetails(db: Database, siteId: SiteId, productId: string, locale: LocaleCode, apiBase: string): Promise<Product | undefined> {
  const product = await findSiteProduct(db, siteId, productId);
  if (!product) return undefined;
  const currency = LOCALES[locale].currency;
  const [rows, links] = await Promise.all([
    loadVariants(db, product.id, currency),
    db.select({ categoryId: productCategories.categoryId }).from(productCategories).where(eq(productCategories.productId, product.id)),
  ]);
  if (rows.length === 0) return undefined;
  const comingSoon = isComingSoon(product);
  const copy = productCopy(product, locale);
  return {
    id: product.id,
    siteId: product.siteId,
    name: copy.name,
    // The slug is the English name in every locale: a product keeps one URL per locale whatever its copy.
    url: productPath(locale, product.name, product.id),
    slug: slugify(product.name),
    brand: SITES[siteId].name,
    description: copy.description,
    currency,
    price: aggregatePrice(currency, rows),
    badge: productLabel(product.badge, locale),
    eyebrow: productLabel(product.eyebrow, locale),
    targetPublishDate: product.targetPublishDate ? new Date(product.targetPublishDate).toISOString() : null,
    productType: product.productType,
    presale: product.presale,
    isRobisOnly: product.isRobisOnly,
    subscriptionType: product.subscriptionType,
    customsExternalUrl: product.customsExternalUrl,
    modelMeasurements: copy.modelMeasurements,
    details: copy.details,
    attributes: buildAttributes(product, rows, currency, locale),
    variants: rows.map((row) => ({
      id: row.id,
      upc: row.upc,
      sku: row.sku,
      attributes: { ...row.attributes },
      notifyMe: row.notifyMe,
      stockStatusLabel: stockStatusLabel(row.quantity, comingSoon, locale),
      productInventoryState: stockStatus(row.quantity),
      price: aggregatePrice(currency, [row]),
    })),
    // Each colour from the side (its first image: tiles, cart and quick shop show that one), from above and close up.
    images: product.colors.flatMap((color) =>
      PRODUCT_VIEWS.map((view) => ({
        url: productImageUrl(apiBase, product.id, color.value, view),
        alt: [copy.name, colorLabel(color.value, color.label, locale), viewLabel(view, locale)].filter(Boolean).join(', '),
        ...PRODUCT_IMAGE_SIZE,
        color: color.value,
      })),
    ),
    primaryCategoryId: product.primaryCategoryId,
    categoryIds: links.map((link) => link.categoryId).sort(),
    rating: { score: product.ratingScore, reviewsCount: product.reviewsCount },
  };
}
