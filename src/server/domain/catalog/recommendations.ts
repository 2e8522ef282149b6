import { createHash } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { RecommendationsResponse, RecommendationType } from '@schemas/commerce/recommendations';
import { LOCALES, type LocaleCode, type SiteId } from '../../../shared/i18n/sites';
import { productPath } from '../../../shared/routing/routes';
import type { Database } from '../../db/client';
import { coPurchases } from '../../db/schema/reviews';
import { ApiError } from '../../http/api-error';
import { languageOf } from './labels';
import { productImageUrl } from './product-image';
import { searchSnapshot, type SearchEntry, type SearchSnapshot } from './search/snapshot';

export interface RecommendationRequest {
  type: RecommendationType;
  productId?: string | undefined;
  productIds: string[];
  limit: number;
}

const popularity = (e: SearchEntry) => e.rating * Math.log10(10 + e.reviewsCount);
const byPopularity = (a: SearchEntry, b: SearchEntry) => popularity(b) - popularity(a) || a.position - b.position;
const recommendable = (e: SearchEntry) => e.rating > 0 && e.badge !== 'Free Gift';

function related(snapshot: SearchSnapshot, source: SearchEntry): SearchEntry[] {
  const same = snapshot.entries.filter((e) => e.id !== source.id && recommendable(e) && e.primaryCategoryId === source.primaryCategoryId);
  const parent = snapshot.categories.find((c) => c.id === source.primaryCategoryId)?.parentId;
  const siblings = new Set(snapshot.categories.filter((c) => c.parentId === parent).map((c) => c.id));
  const near = snapshot.entries.filter((e) => e.id !== source.id && recommendable(e) && !same.includes(e) && siblings.has(e.primaryCategoryId));
  return [...same.sort(byPopularity), ...near.sort(byPopularity)];
}

async function alsoBought(db: Database, snapshot: SearchSnapshot, source: SearchEntry): Promise<SearchEntry[]> {
  const rows = await db.select({ id: coPurchases.otherId }).from(coPurchases).where(eq(coPurchases.productId, source.id)).orderBy(desc(coPurchases.orders), coPurchases.otherId);
  return rows.map((row) => snapshot.byId.get(row.id)).filter((e): e is SearchEntry => e !== undefined);
}

const token = (...parts: string[]) => createHash('sha256').update(parts.join('|')).digest('base64url').slice(0, 22);

/** related (same category), also-bought (seeded co-purchases), recently-viewed (client ids), trending (top rated and reviewed). */
export async function recommend(db: Database, siteId: SiteId, locale: LocaleCode, request: RecommendationRequest, apiBase: string): Promise<RecommendationsResponse> {
  const snapshot = await searchSnapshot(db, siteId, LOCALES[locale].currency);
  const source = request.productId ? snapshot.byId.get(request.productId) : undefined;
  if (request.productId && !source) throw new ApiError('PRD404', undefined, { field: 'productId' });
  let picked: SearchEntry[];
  switch (request.type) {
    case 'related': picked = related(snapshot, source!); break;
    case 'also-bought': picked = await alsoBought(db, snapshot, source!); break;
    case 'recently-viewed': picked = [...new Set(request.productIds)].map((id) => snapshot.byId.get(id)).filter((e): e is SearchEntry => e !== undefined); break;
    case 'trending': picked = snapshot.entries.filter(recommendable).sort(byPopularity); break;
  }
  const recommendationId = `${request.type}-${token(siteId, request.type, request.productId ?? '', request.productIds.join(','))}`;
  return {
    type: request.type,
    recommendationId,
    recommendations: picked.slice(0, request.limit).map((entry, position) => ({
      id: entry.id,
      productId: entry.id,
      title: entry.names[languageOf(locale)],
      url: productPath(locale, entry.name, entry.id),
      image: productImageUrl(apiBase, entry.id, entry.colors[0]!.value),
      rating: entry.rating,
      review_average: entry.rating,
      reviews_count: entry.reviewsCount,
      price: entry.price,
      recToken: token(recommendationId, entry.id, String(position)),
      recommendationId,
    })),
  };
}
