import { z } from 'zod';

export const REVIEW_SORTS = ['newest', 'oldest', 'rating-high', 'rating-low', 'helpful'] as const;
export const REVIEW_LANGUAGES = ['en', 'fr', 'de', 'it'] as const;

const starList = z.array(z.coerce.number().int().min(1).max(5)).max(5).default([]);

/** Query of GET /products/v2/products/{productId}/reviews (rating: repeated or comma-separated stars). */
export const reviewsQuerySchema = z.object({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(50).default(10),
  sort: z.enum(REVIEW_SORTS).default('newest'),
  rating: starList,
});

export const reviewSchema = z.object({
  id: z.string(),
  rating: z.number().int().min(1).max(5),
  title: z.string(),
  text: z.string(),
  author: z.string(),
  createdAt: z.string(),
  helpfulVotes: z.number().int(),
  unhelpfulVotes: z.number().int(),
  language: z.string(),
  /** True when a translation into the requested language is attached. */
  translated: z.boolean(),
  translation: z.object({ language: z.string(), title: z.string(), text: z.string(), provider: z.string() }).optional(),
});

export const reviewsResponseSchema = z.object({
  productId: z.string(),
  total: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
  sort: z.enum(REVIEW_SORTS),
  summary: z.object({
    average: z.number(),
    count: z.number().int(),
    distribution: z.record(z.string(), z.number().int()),
  }),
  reviews: z.array(reviewSchema),
});

export const voteBodySchema = z.object({ helpful: z.boolean() });
export const voteResponseSchema = z.object({ id: z.string(), helpfulVotes: z.number().int(), unhelpfulVotes: z.number().int() });

export const flagBodySchema = z.object({ reason: z.string().trim().max(200).optional() }).optional();
export const flagResponseSchema = z.object({ reviewId: z.string(), flagged: z.literal(true) });
export type FlagResponse = z.infer<typeof flagResponseSchema>;

export const translateBodySchema = z.object({ targetLanguage: z.enum(REVIEW_LANGUAGES).optional() }).optional();
export const translateResponseSchema = z.object({
  reviewId: z.string(),
  sourceLanguage: z.string(),
  language: z.string(),
  title: z.string(),
  text: z.string(),
  translated: z.boolean(),
  provider: z.string(),
});

export const QUESTION_MAX_LENGTH = 500;

export const questionsQuerySchema = z.object({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

export const askQuestionBodySchema = z.object({
  text: z.string().trim().min(1, 'text must not be empty').max(QUESTION_MAX_LENGTH, `text must be at most ${QUESTION_MAX_LENGTH} characters`),
  author: z.string().trim().min(1).max(40).optional(),
});

export const answerSchema = z.object({
  id: z.string(),
  text: z.string(),
  author: z.string(),
  isStaff: z.boolean(),
  createdAt: z.string(),
  helpfulVotes: z.number().int(),
  unhelpfulVotes: z.number().int(),
});

export const questionSchema = z.object({
  id: z.string(),
  text: z.string(),
  author: z.string(),
  createdAt: z.string(),
  answers: z.array(answerSchema),
});

export const questionsResponseSchema = z.object({
  productId: z.string(),
  total: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
  questions: z.array(questionSchema),
});

export type Review = z.infer<typeof reviewSchema>;
export type ReviewsQuery = z.output<typeof reviewsQuerySchema>;
export type ReviewsResponse = z.infer<typeof reviewsResponseSchema>;
export type VoteResponse = z.infer<typeof voteResponseSchema>;
export type TranslateResponse = z.infer<typeof translateResponseSchema>;
export type Question = z.infer<typeof questionSchema>;
export type QuestionsResponse = z.infer<typeof questionsResponseSchema>;
