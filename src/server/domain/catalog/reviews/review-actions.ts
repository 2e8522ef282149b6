import { and, eq, sql } from 'drizzle-orm';
import type { TranslateResponse, VoteResponse } from '@schemas/commerce/reviews';
import type { Database } from '../../../db/client';
import { reviews } from '../../../db/schema/reviews';
import { ApiError } from '../../../http/api-error';
import { reviewTranslator } from './translator';

const ofProduct = (productId: string, reviewId: string) => and(eq(reviews.id, reviewId), eq(reviews.productId, productId));

/** Counts a helpful or unhelpful vote; answers the new totals. */
export async function voteReview(db: Database, productId: string, reviewId: string, helpful: boolean): Promise<VoteResponse> {
  const [row] = await db
    .update(reviews)
    .set(helpful ? { helpfulVotes: sql`${reviews.helpfulVotes} + 1` } : { unhelpfulVotes: sql`${reviews.unhelpfulVotes} + 1` })
    .where(ofProduct(productId, reviewId))
    .returning({ id: reviews.id, helpfulVotes: reviews.helpfulVotes, unhelpfulVotes: reviews.unhelpfulVotes });
  if (!row) throw new ApiError('REV404');
  return row;
}

/** Records a report of the review for moderation. */
export async function flagReview(db: Database, productId: string, reviewId: string): Promise<{ reviewId: string; flagged: true }> {
  const [row] = await db
    .update(reviews)
    .set({ flagCount: sql`${reviews.flagCount} + 1` })
    .where(ofProduct(productId, reviewId))
    .returning({ id: reviews.id });
  if (!row) throw new ApiError('REV404');
  return { reviewId: row.id, flagged: true };
}

/** Translates title and text through the provider and keeps the translation for later listings. */
export async function translateReview(db: Database, productId: string, reviewId: string, to: string): Promise<TranslateResponse> {
  const [row] = await db.select().from(reviews).where(ofProduct(productId, reviewId));
  if (!row) throw new ApiError('REV404');
  const translator = reviewTranslator();
  if (row.language === to) {
    return { reviewId, sourceLanguage: row.language, language: to, title: row.title, text: row.text, translated: false, provider: translator.name };
  }
  const stored = row.translations[to];
  const translation = stored ?? {
    title: await translator.translate(row.title, row.language, to),
    text: await translator.translate(row.text, row.language, to),
    provider: translator.name,
  };
  if (!stored) {
    await db
      .update(reviews)
      .set({ translations: sql`${reviews.translations} || ${JSON.stringify({ [to]: translation })}::jsonb` })
      .where(eq(reviews.id, reviewId));
  }
  return { reviewId, sourceLanguage: row.language, language: to, ...translation, translated: true };
}
