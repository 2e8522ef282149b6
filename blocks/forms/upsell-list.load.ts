import type { UpsellListData } from '../../schemas/content/blocks/upsell-list';
import { getProductSets, getRecommendations } from '../../src/lib/api/products';
import type { PageContext } from '../../src/lib/page/page-context';
import { upsellsOf, type Upsell } from '../../src/components/catalog/upsells';

/**
 * What completes the look of the page's product; null without an API (block previews: the shell
 * shows); none on a page without a product.
 */
export async function loadUpsells(data: UpsellListData, ctx: PageContext): Promise<Upsell[] | null> {
  const { api, productId } = ctx;
  if (!api) return null;
  if (!productId) return [];
  const [sets, alsoBought] = await Promise.all([
    getProductSets(api, productId).catch(() => null),
    getRecommendations(api, { type: 'also-bought', productId, limit: data.count + 1 }).catch(() => null),
  ]);
  return upsellsOf(productId, sets, alsoBought, data.count);
}
