import { z } from 'zod';
import { priceSchema } from './price';
import { ratingSchema } from './product';

export interface CategoryNode {
  id: string;
  name: string;
  slug: string;
  /** Storefront path in the requested locale: /{locale}/c/{slug}-{id}. */
  url: string;
  parentId: string | null;
  level: 1 | 2 | 3;
  children: CategoryNode[];
}

export const categoryNodeSchema: z.ZodType<CategoryNode> = z.lazy(() =>
  z.object({
    id: z.string().regex(/^\d{4,10}$/),
    name: z.string(),
    slug: z.string(),
    url: z.string(),
    parentId: z.string().nullable(),
    level: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    children: z.array(categoryNodeSchema),
  }),
);

/** GET /products/v2/catalog: the site's three-level category tree in the requested locale. */
export const catalogSchema = z.object({
  siteId: z.string(),
  locale: z.string(),
  categories: z.array(categoryNodeSchema),
});

/** A product as shown on a tile in grids, carousels and search results. */
export const productTileSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  image: z.object({ url: z.string(), alt: z.string(), width: z.number().int(), height: z.number().int() }),
  price: priceSchema,
  badge: z.string().nullable(),
  eyebrow: z.string().nullable(),
  colorCount: z.number().int(),
  rating: ratingSchema,
});

/** Query of GET /products/v2/search/productSearch. */
export const productSearchQuerySchema = z.object({
  query: z.string().max(200).optional(),
  category: z.string().regex(/^\d{4,10}$/, 'category must be a category id (4 to 10 digits)').optional(),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(24),
});

/** GET /products/v2/search/productSearch */
export const productSearchResultSchema = z.object({
  total: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
  products: z.array(productTileSchema),
});

export type Catalog = z.infer<typeof catalogSchema>;
export type ProductTile = z.infer<typeof productTileSchema>;
export type ProductSearchResult = z.infer<typeof productSearchResultSchema>;

/** A curated group of products, e.g. 'complete the look' (GET .../{productSetId}/productSet). */
export const productSetSchema = z.object({
  id: z.string(),
  type: z.string(),
  name: z.string(),
  products: z.array(productTileSchema),
});

/** GET /products/v2/products/{productId}/productSets: the sets the product belongs to. */
export const productSetsSchema = z.object({
  productId: z.string(),
  productSets: z.array(productSetSchema),
});

export type ProductSet = z.infer<typeof productSetSchema>;
export type ProductSets = z.infer<typeof productSetsSchema>;
