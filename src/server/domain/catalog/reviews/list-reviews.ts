import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Review, ReviewsQuery, ReviewsResponse } from '@schemas/commerce/reviews';
import type { Database } from '../../../db/client';
import { reviews } from '../../../db/schema/reviews';

type ReviewRecord = typeof reviews.$inferSelect;

const ORDER: Record<ReviewsQuery['sort'], SQL[]> = {
  newest: [desc(reviews.createdAt)],
  oldest: [asc(reviews.createdAt)],
  'rating-high': [desc(reviews.rating), desc(reviews.createdAt)],
  'rating-low': [asc(reviews.rating), desc(reviews.createdAt)],
  helpful: [desc(sql`${reviews.helpfulVotes} - ${reviews.unhelpfulVotes}`), desc(reviews.createdAt)],
};

export function reviewView(row: ReviewRecord, language: string): Review {
  const translation = row.language !== language ? row.translations[language] : undefined;
  return {
    id: row.id,
    rating: row.rating,
    title: row.title,
    text: row.text,
    author: row.author,
    createdAt: new Date(row.createdAt).toISOString(),
    helpfulVotes: row.helpfulVotes,
    unhelpfulVotes: row.unhelpfulVotes,
    language: row.language,
    translated: translation !== undefined,
    ...(translation ? { translation: { language, ...translation } } : {}),
  };
}

/** A page of a product's reviews with the rating summary over all of them. */
export async function listReviews(db: Database, productId: string, query: ReviewsQuery, language: string): Promise<ReviewsResponse> {
  const filter = and(eq(reviews.productId, productId), query.rating.length > 0 ? inArray(reviews.rating, query.rating) : undefined);
  const [distributionRows, [filtered], rows] = await Promise.all([
    db.select({ rating: reviews.rating, n: count() }).from(reviews).where(eq(reviews.productId, productId)).groupBy(reviews.rating),
    db.select({ n: count() }).from(reviews).where(filter),
    db.select().from(reviews).where(filter).orderBy(...ORDER[query.sort], asc(reviews.id)).offset(query.offset).limit(query.limit),
  ]);
  const distribution: Record<string, number> = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
  let total = 0;
  let sum = 0;
  for (const row of distributionRows) {
    distribution[String(row.rating)] = row.n;
    total += row.n;
    sum += row.rating * row.n;
  }
  return {
    productId,
    total: filtered?.n ?? 0,
    offset: query.offset,
    limit: query.limit,
    sort: query.sort,
    summary: { average: total === 0 ? 0 : Math.round((sum / total) * 10) / 10, count: total, distribution },
    reviews: rows.map((row) => reviewView(row, language)),
  };
}
