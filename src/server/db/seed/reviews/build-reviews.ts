import type { answers, questions, reviews } from '../../schema/reviews';
import { SeedRandom } from '../catalog/random';
import { DAY_MS, SEED_REFERENCE_DATE } from '../catalog/reference';
import { ANSWERS, QUESTIONS, REVIEW_AUTHORS, reviewCopy } from './review-copy';

export type ReviewRow = typeof reviews.$inferInsert;
export type QuestionRow = typeof questions.$inferInsert;
export type AnswerRow = typeof answers.$inferInsert;

/** What the review builder needs to know about a product. */
export interface ReviewedProduct {
  id: string;
  ratingScore: number;
  reviewsCount: number;
}

/** Seeded reviews per product: about one per 25 of the catalog's nominal count, at most this many. */
export const MAX_SEEDED_REVIEWS = 36;

const daysAgo = (days: number, minutes = 0) => new Date(SEED_REFERENCE_DATE.getTime() - days * DAY_MS - minutes * 60_000).toISOString();

/** Star ratings whose mean is close to the product's nominal score (floor/ceil mix plus a mean-neutral spread). */
function ratingsNear(target: number, count: number, random: SeedRandom): number[] {
  const low = Math.max(1, Math.min(5, Math.floor(target)));
  const fraction = target - low;
  const ratings = Array.from({ length: count }, () => (random.chance(fraction) ? Math.min(5, low + 1) : low));
  for (let i = 0; i + 1 < count; i += 4) {
    if (ratings[i]! < 5 && ratings[i + 1]! > 1) {
      ratings[i]! += 1;
      ratings[i + 1]! -= 1;
    }
  }
  return ratings;
}

export function buildReviews(product: ReviewedProduct): ReviewRow[] {
  if (product.reviewsCount <= 0 || product.ratingScore <= 0) return [];
  const random = new SeedRandom(`reviews:${product.id}`);
  const count = Math.max(1, Math.min(MAX_SEEDED_REVIEWS, Math.round(product.reviewsCount / 25)));
  return ratingsNear(product.ratingScore, count, random).map((rating, index) => {
    const language = random.chance(0.12) ? random.pick(['fr', 'de']) : 'en';
    const copy = reviewCopy(rating, language, (items) => random.pick(items));
    return {
      id: `${product.id}-R${String(index + 1).padStart(3, '0')}`,
      productId: product.id,
      rating,
      title: copy.title,
      text: copy.text,
      author: random.pick(REVIEW_AUTHORS),
      language,
      createdAt: daysAgo(random.int(1, 600), random.int(0, 1439)),
      helpfulVotes: random.int(0, 40),
      unhelpfulVotes: random.int(0, 8),
      flagCount: 0,
      translations: {},
    };
  });
}

export function buildQuestions(productId: string): { questionRows: QuestionRow[]; answerRows: AnswerRow[] } {
  const random = new SeedRandom(`questions:${productId}`);
  const questionRows: QuestionRow[] = [];
  const answerRows: AnswerRow[] = [];
  const count = random.int(0, 3);
  random.sample(QUESTIONS, count).forEach((text, index) => {
    const id = `${productId}-Q${index + 1}`;
    const asked = random.int(10, 400);
    questionRows.push({ id, productId, text, author: random.pick(REVIEW_AUTHORS), createdAt: daysAgo(asked) });
    const answered = random.int(0, 2);
    for (let n = 0; n < answered; n++) {
      const text = random.pick(ANSWERS);
      answerRows.push({
        id: `${id}-A${n + 1}`,
        questionId: id,
        text,
        author: text.startsWith('Our team') ? 'Customer Care' : random.pick(REVIEW_AUTHORS),
        isStaff: text.startsWith('Our team'),
        createdAt: daysAgo(Math.max(0, asked - random.int(1, 9))),
        helpfulVotes: random.int(0, 15),
        unhelpfulVotes: random.int(0, 3),
      });
    }
  });
  return { questionRows, answerRows };
}
