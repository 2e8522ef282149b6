import type { Recommendation } from '../../schemas/commerce/recommendations';
import type { RecommendationCarouselData } from '../../schemas/content/blocks/recommendation-carousel';
import { getRecommendations } from '../../src/lib/api/products';
import type { PageContext } from '../../src/lib/page/page-context';

/** Related and also-bought follow the page's product; a page without one shows what is trending. */
export function recommendationSource(data: RecommendationCarouselData, ctx: Pick<PageContext, 'productId'>): RecommendationCarouselData['source'] {
  return (data.source === 'related' || data.source === 'also-bought') && !ctx.productId ? 'trending' : data.source;
}

/**
 * The carousel's products, rendered on the server; recently viewed is only known to the
 * shopper's browser (empty here), and without an API (block previews) null: the shell shows.
 */
export async function loadRecommendations(data: RecommendationCarouselData, ctx: PageContext): Promise<Recommendation[] | null> {
  const source = recommendationSource(data, ctx);
  if (source === 'recently-viewed') return [];
  if (!ctx.api) return null;
  return getRecommendations(ctx.api, { type: source, ...(ctx.productId ? { productId: ctx.productId } : {}), limit: data.limit }).then(
    (result) => result.recommendations,
    (error: unknown) => {
      console.warn(`[recommendations] ${data.widgetId} (${source}) not loaded:`, error instanceof Error ? error.message : error);
      return [];
    },
  );
}
