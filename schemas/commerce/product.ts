import { z } from 'zod';
import { priceSchema } from './price';

export const ATTRIBUTE_TYPES = ['color', 'size', 'width', 'length', 'fitType'] as const;
export const attributeTypeSchema = z.enum(ATTRIBUTE_TYPES);
export type AttributeType = z.infer<typeof attributeTypeSchema>;

export const inventoryStateSchema = z.enum(['InStock', 'OutOfStock']);

export const attributeOptionSchema = z.object({
  id: z.string(),
  label: z.string(),
  value: z.string(),
  /** True when at least one variant with this option is in stock. */
  available: z.boolean(),
  price: priceSchema.optional(),
  swatch: z.object({ color: z.string(), image: z.string().optional() }).optional(),
});

export const productAttributeSchema = z.object({
  type: attributeTypeSchema,
  label: z.string(),
  options: z.array(attributeOptionSchema),
});

export const variantSchema = z.object({
  id: z.string(),
  upc: z.string(),
  sku: z.string(),
  /** Attribute type -> option value, e.g. { color: '001', size: '9.5' }. */
  attributes: z.record(z.string(), z.string()),
  notifyMe: z.boolean(),
  stockStatusLabel: z.string(),
  productInventoryState: inventoryStateSchema,
  price: priceSchema,
});

export const productImageSchema = z.object({
  url: z.string(),
  alt: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** Color option value the image shows. */
  color: z.string(),
});

export const benefitRatingSchema = z.object({
  label: z.string(),
  maxValue: z.number(),
  value: z.number(),
  minLabel: z.string(),
  maxLabel: z.string().optional(),
});

export const productDetailsSectionSchema = z.object({
  title: z.string(),
  text: z.string().optional(),
  bullets: z.array(z.string()).optional(),
  benefitRatings: z.array(benefitRatingSchema).optional(),
});

export const ratingSchema = z.object({ score: z.number(), reviewsCount: z.number().int() });

/** GET /products/v2/products/{productId}/details */
export const productSchema = z.object({
  id: z.string(),
  siteId: z.string(),
  name: z.string(),
  /** Storefront path in the requested locale: /{locale}/p/{slug}-{id}. */
  url: z.string(),
  slug: z.string(),
  brand: z.string(),
  description: z.string(),
  currency: z.string().length(3),
  price: priceSchema,
  badge: z.string().nullable(),
  eyebrow: z.string().nullable(),
  targetPublishDate: z.string().nullable(),
  productType: z.enum(['physical', 'digital']),
  presale: z.boolean(),
  isRobisOnly: z.boolean(),
  subscriptionType: z.string().nullable(),
  customsExternalUrl: z.string().nullable(),
  modelMeasurements: z.string().nullable(),
  details: z.object({ sections: z.array(productDetailsSectionSchema) }),
  attributes: z.array(productAttributeSchema),
  variants: z.array(variantSchema),
  images: z.array(productImageSchema),
  primaryCategoryId: z.string(),
  categoryIds: z.array(z.string()),
  rating: ratingSchema,
});

/** GET /products/v2/products/{productId}/inventory */
export const productInventorySchema = z.object({
  productId: z.string(),
  variants: z.record(
    z.string(),
    z.object({ quantity: z.number().int().nonnegative(), stockStatus: inventoryStateSchema, lowStock: z.boolean() }),
  ),
});

export type Product = z.infer<typeof productSchema>;
export type ProductVariant = z.infer<typeof variantSchema>;
export type ProductAttribute = z.infer<typeof productAttributeSchema>;
export type ProductInventory = z.infer<typeof productInventorySchema>;
