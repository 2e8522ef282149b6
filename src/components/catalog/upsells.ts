import type { Price } from '@schemas/commerce/price';
import type { ProductSets } from '@schemas/commerce/catalog';
import type { RecommendationsResponse } from '@schemas/commerce/recommendations';

/** An upsell as in spec §3 (id, name, url, image, price). */
export interface Upsell {
  readonly id: string;
  readonly name: string;
  readonly url: string;
  readonly image: string;
  readonly price: Price;
}

/**
 * What completes the look of `productId`: the other products of its 'complete the look' sets
 * first, then what was bought with it, without duplicates, `count` at most.
 */
export function upsellsOf(productId: string, sets: ProductSets | null, alsoBought: RecommendationsResponse | null, count: number): Upsell[] {
  const fromSets = (sets?.productSets ?? [])
    .filter((set) => set.type === 'complete-the-look')
    .flatMap((set) => set.products)
    .map((tile) => ({ id: tile.id, name: tile.name, url: tile.url, image: tile.image.url, price: tile.price }));
  const fromOrders = (alsoBought?.recommendations ?? []).map((rec) => ({ id: rec.productId, name: rec.title, url: rec.url, image: rec.image, price: rec.price }));
  const seen = new Set([productId]);
  const picked: Upsell[] = [];
  for (const upsell of [...fromSets, ...fromOrders]) {
    if (picked.length >= count) break;
    if (seen.has(upsell.id)) continue;
    seen.add(upsell.id);
    picked.push(upsell);
  }
  return picked;
}
