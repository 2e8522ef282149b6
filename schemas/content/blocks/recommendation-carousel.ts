import { z } from 'zod';

/** Recommended products (shell: the recommendation call arrives with its own issue). */
export const recommendationCarouselSchema = z.object({
  title: z.string().min(1),
  widgetId: z.string().min(1),
});

export type RecommendationCarouselData = z.infer<typeof recommendationCarouselSchema>;
