import { and, eq, sql } from 'drizzle-orm';
import type { TranslateResponse, VoteResponse } from '@schemas/commerce/reviews';
import type { Database } from '../../../db/client';
import { reviewFeedback, reviews } from '../../../db/schema/reviews';
import { ApiError } from '../../../http/api-error';
import { reviewTranslator } from './translator';

const ofProduct = (productId: string, reviewId: string) => and(eq(reviews.id, reviewId), eq(reviews.productId, productId));

/**
 * Records `voter`'s feedback on a target once. False when the voter already gave it, so the
 * counts are left alone. Runs inside the caller's transaction.
 */
export async function recordFeedback(
  db: Database, kind: (typeof reviewFeedback.$inferInsert)['kind'], targetId: string, voter: string, helpful: boolean | null,
): Promise<boolean> {
  const inserted = await db.insert(reviewFeedback).values({ kind, targetId, voter, helpful }).onConflictDoNothing().returning({ voter: reviewFeedback.voter });
  return inserted.length > 0;
}

/** Counts a helpful or unhelpful vote, one per shopper (REV409 for a second one); answers the new totals. */
export async function voteReview(db: Database, productId: string, reviewId: string, helpful: boolean, voter: string): Promise<VoteResponse> {
  return db.transaction(async (tx) => {
    const [exists] = await tx.select({ id: reviews.id }).from(reviews).where(ofProduct(productId, reviewId));
    if (!exists) throw new ApiError('REV404');
    if (!(await recordFeedback(tx as unknown as Database, 'review-vote', reviewId, voter, helpful))) throw new ApiError('REV409');
    const [row] = await tx
      .update(reviews)
      .set(helpful ? { helpfulVotes: sql`${reviews.helpfulVotes} + 1` } : { unhelpfulVotes: sql`${reviews.unhelpfulVotes} + 1` })
      .where(ofProduct(productId, reviewId))
      .returning({ id: reviews.id, helpfulVotes: reviews.helpfulVotes, unhelpfulVotes: reviews.unhelpfulVotes });
    return row!;
  });
}

/** Records a report of the review for moderation; a shopper's second report of it changes nothing. */
export async function flagReview(db: Database, productId: string, reviewId: string, voter: string): Promise<{ reviewId: string; flagged: true }> {
  return db.transaction(async (tx) => {
    const [exists] = await tx.select({ id: reviews.id }).from(reviews).where(ofProduct(productId, reviewId));
    if (!exists) throw new ApiError('REV404');
    if (await recordFeedback(tx as unknown as Database, 'review-flag', reviewId, voter, null)) {
      await tx.update(reviews).set({ flagCount: sql`${reviews.flagCount} + 1` }).where(ofProduct(productId, reviewId));
    }
    return { reviewId, flagged: true as const };
  });
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
