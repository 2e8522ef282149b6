import { z } from 'zod';
import { productSearchResultSchema, productTileSchema } from './catalog';

export const SEARCH_SORTS = ['relevance', 'newest', 'price-low-high', 'price-high-low', 'rating'] as const;
export const searchSortSchema = z.enum(SEARCH_SORTS);
export type SearchSort = z.infer<typeof searchSortSchema>;

/** Facets of product search; each is multi-select except price, which is a range (priceMin/priceMax). */
export const FACET_IDS = ['size', 'color', 'price', 'brand', 'badge'] as const;
export type FacetId = (typeof FACET_IDS)[number];

const multi = z.array(z.string().min(1).max(60)).max(30).default([]);

/**
 * Query of GET /products/v2/search/productSearch. Multi-select facets are repeated parameters
 * or comma-separated (`size=9&size=10` or `size=9,10`); prices are minor units of the locale currency.
 */
export const productSearchParamsSchema = z
  .object({
    query: z.string().max(200).optional(),
    category: z.string().regex(/^\d{4,10}$/, 'category must be a category id (4 to 10 digits)').optional(),
    size: multi,
    color: multi,
    brand: multi,
    badge: multi,
    priceMin: z.coerce.number().int().min(0).optional(),
    priceMax: z.coerce.number().int().min(0).optional(),
    sort: searchSortSchema.default('relevance'),
    offset: z.coerce.number().int().min(0).default(0),
    limit: z.coerce.number().int().min(1).max(100).default(24),
  })
  .refine((q) => q.priceMin === undefined || q.priceMax === undefined || q.priceMin <= q.priceMax, {
    message: 'priceMin must not be above priceMax',
    path: ['priceMin'],
  });
export type ProductSearchParams = z.output<typeof productSearchParamsSchema>;

export const facetValueSchema = z.object({
  value: z.string(),
  label: z.string(),
  /** Products matching every other selected facet plus this value. */
  count: z.number().int().min(0),
  selected: z.boolean(),
});

export const facetSchema = z.object({
  id: z.enum(FACET_IDS),
  label: z.string(),
  values: z.array(facetValueSchema),
});

/** GET /products/v2/search/productSearch with facets; products/total/offset/limit as before. */
export const productSearchResponseSchema = productSearchResultSchema.extend({
  sort: searchSortSchema,
  facets: z.array(facetSchema),
});

export const autoSuggestQuerySchema = z.object({
  query: z.string().trim().min(1, 'query must not be empty').max(100),
});

/** GET /products/v2/search/autoSuggest */
export const autoSuggestResponseSchema = z.object({
  query: z.string(),
  products: z.array(productTileSchema).max(5),
  categories: z.array(z.object({ id: z.string(), name: z.string(), url: z.string(), path: z.string() })),
  popularQueries: z.array(z.string()),
});

export type Facet = z.infer<typeof facetSchema>;
export type ProductSearchResponse = z.infer<typeof productSearchResponseSchema>;
export type AutoSuggestResponse = z.infer<typeof autoSuggestResponseSchema>;
