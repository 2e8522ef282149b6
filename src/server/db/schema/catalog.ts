import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** Category names per storefront language. */
export type CategoryNames = { en: string; fr: string; de: string; it: string };

/** One colour a product comes in: option value (3 digits), English label and swatch. */
export interface ColorOption {
  value: string;
  label: string;
  hex: string;
}

export interface ProductDetailsJson {
  sections: Array<{
    title: string;
    text?: string;
    bullets?: string[];
    benefitRatings?: Array<{ label: string; maxValue: number; value: number; minLabel: string; maxLabel?: string }>;
  }>;
}

/** A product's copy in one language: what a shopper reads on its tile and page. */
export interface ProductCopyJson {
  name: string;
  description: string;
  details: ProductDetailsJson;
  modelMeasurements: string | null;
}

/** A product's copy in the languages other than English (English is the row's own columns). */
export type ProductTranslations = Partial<Record<'fr' | 'de' | 'it', ProductCopyJson>>;

/** What an image of the product shows; drives the SVG silhouette. */
export type ProductKind = 'shoe' | 'boot' | 'sandal' | 'tshirt' | 'jacket' | 'trousers' | 'tent' | 'backpack' | 'sleepingbag' | 'giftcard';

export const categories = pgTable(
  'catalog_categories',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id').notNull(),
    parentId: text('parent_id'),
    level: smallint('level').notNull(),
    position: integer('position').notNull(),
    names: jsonb('names').$type<CategoryNames>().notNull(),
  },
  (t) => [index('catalog_categories_site_idx').on(t.siteId, t.level, t.position)],
);

export const products = pgTable(
  'catalog_products',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id').notNull(),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    kind: text('kind').$type<ProductKind>().notNull(),
    colors: jsonb('colors').$type<ColorOption[]>().notNull(),
    badge: text('badge'),
    eyebrow: text('eyebrow'),
    productType: text('product_type').$type<'physical' | 'digital'>().notNull(),
    presale: boolean('presale').notNull().default(false),
    targetPublishDate: timestamp('target_publish_date', { withTimezone: true, mode: 'string' }),
    isRobisOnly: boolean('is_robis_only').notNull().default(false),
    subscriptionType: text('subscription_type'),
    customsExternalUrl: text('customs_external_url'),
    modelMeasurements: text('model_measurements'),
    details: jsonb('details').$type<ProductDetailsJson>().notNull(),
    translations: jsonb('translations').$type<ProductTranslations>().notNull().default({}),
    ratingScore: real('rating_score').notNull(),
    reviewsCount: integer('reviews_count').notNull(),
    primaryCategoryId: text('primary_category_id')
      .notNull()
      .references(() => categories.id),
  },
  (t) => [index('catalog_products_site_order_idx').on(t.siteId, t.position, t.id)],
);

export const productCategories = pgTable(
  'catalog_product_categories',
  {
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id),
  },
  (t) => [primaryKey({ columns: [t.productId, t.categoryId] }), index('catalog_product_categories_category_idx').on(t.categoryId)],
);

export interface VariantAttributes {
  color: string;
  size: string;
  width?: string;
  length?: string;
  fitType?: string;
}

export const variants = pgTable(
  'catalog_variants',
  {
    id: text('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    upc: text('upc').notNull().unique(),
    sku: text('sku').notNull().unique(),
    attributes: jsonb('attributes').$type<VariantAttributes>().notNull(),
    notifyMe: boolean('notify_me').notNull(),
  },
  (t) => [index('catalog_variants_product_idx').on(t.productId, t.position)],
);

/** One price row per variant and currency; integer minor units. */
export const variantPrices = pgTable(
  'catalog_variant_prices',
  {
    variantId: text('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    listPrice: integer('list_price').notNull(),
    salePrice: integer('sale_price').notNull(),
    historicBestPrice: integer('historic_best_price'),
    previousBestSalesPrice: integer('previous_best_sales_price'),
    salesPriceActiveDate: timestamp('sales_price_active_date', { withTimezone: true, mode: 'string' }),
  },
  (t) => [primaryKey({ columns: [t.variantId, t.currency] })],
);

/**
 * Online (warehouse) stock per variant; stock status is derived from quantity. `reserved` is held
 * by orders being placed: available = quantity - reserved (checkout reserves with
 * `update ... where quantity - reserved >= $qty`).
 */
export const inventory = pgTable('catalog_inventory', {
  variantId: text('variant_id')
    .primaryKey()
    .references(() => variants.id, { onDelete: 'cascade' }),
  quantity: integer('quantity').notNull(),
  reserved: integer('reserved').notNull().default(0),
});

export const stores = pgTable(
  'stores',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id').notNull(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    postalCode: text('postal_code').notNull(),
    country: text('country').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    /** The most an associate of this store may take off with price adjustments, in basis points of the base (2000 = 20 %). */
    maxPriceAdjustmentBp: integer('max_price_adjustment_bp').notNull().default(2000),
  },
  (t) => [index('stores_site_country_idx').on(t.siteId, t.country)],
);

export const storeInventory = pgTable(
  'store_inventory',
  {
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    variantId: text('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.variantId] }), index('store_inventory_variant_idx').on(t.variantId)],
);

export const storeEmployees = pgTable(
  'store_employees',
  {
    employeeId: text('employee_id').primaryKey(),
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    role: text('role').notNull(),
  },
  (t) => [index('store_employees_store_idx').on(t.storeId)],
);
