import { z } from 'zod';

const COUNTRIES = ['US', 'CA', 'GB', 'FR', 'DE', 'IT'] as const;

/** Where to search from: a postal code (country from the body or the locale) or coordinates. */
const originSchema = z.object({
  postalCode: z.string().trim().min(2).max(10).optional(),
  country: z.enum(COUNTRIES).optional(),
  latitude: z.number().min(-90).max(90).optional(),
  longitude: z.number().min(-180).max(180).optional(),
});

const hasOrigin = (o: z.infer<typeof originSchema>) => o.postalCode !== undefined || (o.latitude !== undefined && o.longitude !== undefined);
const ORIGIN_MESSAGE = { message: 'give postalCode, or latitude and longitude', path: ['postalCode'] };

/** Body of POST /stores/v1/search and /stores/v1/collectionPoints. radius in km. */
export const storeSearchBodySchema = originSchema
  .extend({
    radius: z.number().positive().max(20_000).default(100),
    limit: z.number().int().min(1).max(50).default(10),
  })
  .refine(hasOrigin, ORIGIN_MESSAGE);

export const storeSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  postalCode: z.string(),
  country: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** Kilometres from the origin, one decimal. */
  distance: z.number(),
  collectionPoint: z.object({ type: z.enum(['store', 'locker']), openingHours: z.string() }).nullable(),
});

export const storeSearchResponseSchema = z.object({
  origin: z.object({ latitude: z.number(), longitude: z.number(), postalCode: z.string().optional() }),
  stores: z.array(storeSchema),
});

/** Body of POST /products/v1/products/{productId}/availability. */
export const availabilityBodySchema = originSchema
  .extend({
    variantIds: z.array(z.string().min(1).max(40)).min(1).max(50),
    storeIds: z.array(z.string().min(1).max(40)).min(1).max(20).optional(),
    radius: z.number().positive().max(20_000).default(100),
    limit: z.number().int().min(1).max(20).default(5),
  })
  .refine((b) => b.storeIds !== undefined || hasOrigin(b), { message: 'give storeIds, postalCode, or latitude and longitude', path: ['storeIds'] });

export const availabilityResponseSchema = z.object({
  productId: z.string(),
  availability: z.array(
    z.object({
      storeId: z.string(),
      storeName: z.string(),
      distance: z.number().nullable(),
      variants: z.array(z.object({ variantId: z.string(), quantity: z.number().int(), available: z.boolean() })),
    }),
  ),
});

/** GET /products/v2/products/{productId}/storeInventory?storeIds=a,b */
/** GET /products/v2/products/{productId}/storeInventory: stock in the listed stores (repeated or comma-separated). */
export const storeInventoryQuerySchema = z.object({
  storeIds: z.array(z.string().min(1).max(40)).min(1, 'give 1 to 20 store ids, comma-separated').max(20, 'give 1 to 20 store ids, comma-separated'),
});

export const storeInventoryResponseSchema = z.object({
  storeInventory: z.array(z.object({ storeId: z.string(), variantId: z.string(), quantity: z.number().int() })),
});

export type StoreSearchBody = z.output<typeof storeSearchBodySchema>;
export type StoreSearchResponse = z.infer<typeof storeSearchResponseSchema>;
export type AvailabilityBody = z.output<typeof availabilityBodySchema>;
export type AvailabilityResponse = z.infer<typeof availabilityResponseSchema>;
export type StoreInventoryResponse = z.infer<typeof storeInventoryResponseSchema>;
