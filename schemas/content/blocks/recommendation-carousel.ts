import { z } from 'zod';
import { RECOMMENDATION_TYPES } from '../../commerce/recommendations';

/**
 * Recommended products from GET /products/v1/widgetRecommendations. `source` picks the list:
 * related and also-bought follow the page's product (trending where the page has none),
 * recently-viewed is read in the shopper's browser.
 */
export const recommendationCarouselSchema = z.object({
  title: z.string().min(1),
  widgetId: z.string().min(1),
  source: z.enum(RECOMMENDATION_TYPES).default('related'),
  limit: z.number().int().min(1).max(24).default(12),
});

export type RecommendationCarouselData = z.infer<typeof recommendationCarouselSchema>;
