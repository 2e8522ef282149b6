import type { collectionPoints, coPurchases, productSetItems, productSets, searchDocuments } from '../../schema/reviews';
import { SeedRandom } from '../catalog/random';
import { DAY_MS, SEED_REFERENCE_DATE } from '../catalog/reference';

/** A product as the discovery seed reads it back from the catalog tables. */
export interface SeedProduct {
  id: string;
  siteId: string;
  position: number;
  kind: string;
  badge: string | null;
  targetPublishDate: string | null;
  productType: string;
  rootCategoryId: string;
  sizes: string[];
}

const regular = (p: SeedProduct) => p.productType === 'physical' && p.targetPublishDate === null && p.badge !== 'Free Gift';

export function buildSearchDocument(product: SeedProduct, brand: string): typeof searchDocuments.$inferInsert {
  const random = new SeedRandom(`released:${product.id}`);
  const days = product.badge === 'New' ? random.int(0, 30) : random.int(31, 720);
  return {
    productId: product.id,
    siteId: product.siteId,
    brand,
    releasedAt: product.targetPublishDate ?? new Date(SEED_REFERENCE_DATE.getTime() - days * DAY_MS).toISOString(),
    sizes: product.sizes,
  };
}

/** 'Complete the look' sets: three products of different kinds from the same root category. */
export function buildProductSets(siteProducts: readonly SeedProduct[], prefix: string) {
  const sets: Array<typeof productSets.$inferInsert> = [];
  const items: Array<typeof productSetItems.$inferInsert> = [];
  const byRoot = new Map<string, SeedProduct[]>();
  for (const product of siteProducts.filter(regular)) byRoot.set(product.rootCategoryId, [...(byRoot.get(product.rootCategoryId) ?? []), product]);
  for (const group of byRoot.values()) {
    const pool = [...group].sort((a, b) => a.position - b.position);
    for (let made = 0; made < 6 && pool.length >= 3; made++) {
      const picked: SeedProduct[] = [];
      for (const product of pool) if (picked.length < 3 && !picked.some((p) => p.kind === product.kind)) picked.push(product);
      if (picked.length < 2) break;
      const id = `${prefix}SET${String(sets.length + 1).padStart(4, '0')}`;
      sets.push({ id, siteId: picked[0]!.siteId, type: 'complete-the-look', name: `Complete the look ${sets.length + 1}` });
      picked.forEach((product, position) => {
        items.push({ setId: id, productId: product.id, position });
        pool.splice(pool.indexOf(product), 1);
      });
    }
  }
  return { sets, items };
}

/** Deterministic co-purchase counts, biased to the same root category, stored in both directions. */
export function buildCoPurchases(siteProducts: readonly SeedProduct[]): Array<typeof coPurchases.$inferInsert> {
  const candidates = siteProducts.filter(regular);
  const counts = new Map<string, number>();
  for (const product of candidates) {
    const random = new SeedRandom(`co-purchase:${product.id}`);
    const sameRoot = candidates.filter((p) => p.id !== product.id && p.rootCategoryId === product.rootCategoryId);
    const others = candidates.filter((p) => p.id !== product.id && p.rootCategoryId !== product.rootCategoryId);
    const partners = [...random.sample(sameRoot, 3), ...random.sample(others, 1)];
    for (const partner of partners) {
      const orders = random.int(3, 60);
      for (const key of [`${product.id}|${partner.id}`, `${partner.id}|${product.id}`]) counts.set(key, (counts.get(key) ?? 0) + orders);
    }
  }
  return [...counts].map(([key, orders]) => {
    const [productId, otherId] = key.split('|') as [string, string];
    return { productId, otherId, orders };
  });
}

/** Every other store is a collection point; one in three of those a locker. */
export function buildCollectionPoints(storeIds: readonly string[]): Array<typeof collectionPoints.$inferInsert> {
  return storeIds
    .filter((_, index) => index % 2 === 0)
    .map((storeId, index) => ({
      storeId,
      type: index % 3 === 2 ? 'locker' : 'store',
      openingHours: index % 3 === 2 ? '00:00-24:00' : '10:00-20:00',
      active: true,
    }));
}
