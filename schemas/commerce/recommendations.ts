import { z } from 'zod';
import { priceSchema } from './price';

export const RECOMMENDATION_TYPES = ['related', 'also-bought', 'recently-viewed', 'trending'] as const;

/** Query of GET /products/v1/widgetRecommendations (productIds: comma-separated, for recently-viewed). */
export const recommendationsQuerySchema = z
  .object({
    type: z.enum(RECOMMENDATION_TYPES),
    productId: z.string().regex(/^[A-Z0-9]{8,11}$/, 'productId must be a product id').optional(),
    productIds: z.array(z.string().regex(/^[A-Z0-9]{8,11}$/, 'productIds must be product ids')).max(24).default([]),
    limit: z.coerce.number().int().min(1).max(24).default(12),
  })
  .refine((q) => !['related', 'also-bought'].includes(q.type) || q.productId !== undefined, {
    message: 'productId is required for related and also-bought',
    path: ['productId'],
  });

/** A recommendation as in spec §3; every item carries recToken and recommendationId for impressions. */
export const recommendationSchema = z.object({
  id: z.string(),
  productId: z.string(),
  title: z.string(),
  url: z.string(),
  image: z.string(),
  rating: z.number(),
  review_average: z.number(),
  reviews_count: z.number().int(),
  price: priceSchema,
  recToken: z.string().min(1),
  recommendationId: z.string().min(1),
});

export const recommendationsResponseSchema = z.object({
  type: z.enum(RECOMMENDATION_TYPES),
  recommendationId: z.string(),
  recommendations: z.array(recommendationSchema),
});

export type RecommendationType = (typeof RECOMMENDATION_TYPES)[number];
export type Recommendation = z.infer<typeof recommendationSchema>;
export type RecommendationsResponse = z.infer<typeof recommendationsResponseSchema>;
