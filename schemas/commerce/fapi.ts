import { z } from 'zod';
import { productTileSchema } from './catalog';

/** GET /fapi/components/compare?ids=a,b: a comparison table of 2 to 4 products. */
export const compareQuerySchema = z.object({
  ids: z.array(z.string().regex(/^[A-Z0-9]{8,11}$/, 'ids must be product ids')).min(2, 'ids: compare at least 2 products').max(4, 'ids: compare at most 4 products'),
});

export const compareResponseSchema = z.object({
  products: z.array(productTileSchema),
  rows: z.array(z.object({ id: z.string(), label: z.string(), values: z.array(z.string()) })),
});

export const SIZE_CHART_TYPES = ['shoe', 'apparel', 'trousers', 'kids-shoe', 'kids-apparel'] as const;

/** GET /fapi/components/size-chart/{productType} */
export const sizeChartSchema = z.object({
  productType: z.enum(SIZE_CHART_TYPES),
  title: z.string(),
  columns: z.array(z.string()),
  rows: z.array(z.array(z.string())),
  note: z.string(),
});

/** GET /fapi/components/foot-sizes: foot length to shoe sizes. */
export const footSizesSchema = z.object({
  unit: z.literal('cm'),
  sizes: z.array(z.object({ footLengthCm: z.number(), us: z.string(), uk: z.string(), eu: z.string() })),
});

/** GET /fapi/components/search-hub: what the empty search panel shows. */
export const searchHubSchema = z.object({
  popularCategories: z.array(z.object({ id: z.string(), name: z.string(), url: z.string(), productCount: z.number().int() })),
  popularQueries: z.array(z.string()),
});

/** GET /fapi/server/time */
export const serverTimeSchema = z.object({ timestamp: z.string(), epochMs: z.number().int() });

export type CompareResponse = z.infer<typeof compareResponseSchema>;
export type SizeChart = z.infer<typeof sizeChartSchema>;
export type FootSizes = z.infer<typeof footSizesSchema>;
export type SearchHub = z.infer<typeof searchHubSchema>;
export type ServerTime = z.infer<typeof serverTimeSchema>;

/** GET /fapi/pages/location-selector: where the site sells, and the visitor's country when the edge tells it. */
export const locationSelectorSchema = z.object({
  /** ISO 3166-1 alpha-2 of the visitor (from the CDN's geo header), or null when unknown. */
  detectedCountry: z.string().regex(/^[A-Z]{2}$/).nullable(),
  countries: z.array(z.object({
    country: z.string().regex(/^[A-Z]{2}$/),
    /** The country's name in the requested locale's language. */
    name: z.string(),
    locales: z.array(z.object({ locale: z.string(), language: z.string(), name: z.string() })),
  })),
});
export type LocationSelector = z.infer<typeof locationSelectorSchema>;

/** POST /fapi/api/validate-response/{contract}: a client holds an answer it received against the answer's contract. */
export const validateResponseBodySchema = z.object({
  /** The answer as the client received it. */
  data: z.unknown(),
  /** What the client made of it, if it failed (its error message). */
  error: z.string().max(2000).optional(),
  /** The call that answered: path and method. */
  path: z.string().max(500).optional(),
  method: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']).optional(),
});

export const validateResponseResultSchema = z.object({
  contract: z.string(),
  valid: z.boolean(),
  /** Where the answer leaves its contract (at most 20), as a path into `data` and what is wrong there. */
  issues: z.array(z.object({ path: z.string(), message: z.string() })),
});
export type ValidateResponseResult = z.infer<typeof validateResponseResultSchema>;

/** GET /fapi/components/collections: the brand's departments, each with its categories, as a shopper browses them. */
export const collectionsSchema = z.object({
  collections: z.array(z.object({
    id: z.string(),
    name: z.string(),
    url: z.string(),
    productCount: z.number().int(),
    categories: z.array(z.object({ id: z.string(), name: z.string(), url: z.string(), productCount: z.number().int() })),
  })),
});
export type Collections = z.infer<typeof collectionsSchema>;

/** GET /fapi/components/utility: the small links every page offers (help, returns, account, favorites, loyalty). */
export const UTILITY_LINK_IDS = ['help', 'returns', 'account', 'favorites', 'loyalty'] as const;
export const utilityLinksSchema = z.object({
  links: z.array(z.object({ id: z.enum(UTILITY_LINK_IDS), label: z.string(), url: z.string() })),
});
export type UtilityLinks = z.infer<typeof utilityLinksSchema>;
