import { boolean, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { products } from './catalog';

/** Stored translations of a review, keyed by language ('en', 'fr', ...). */
export type ReviewTranslations = Record<string, { title: string; text: string; provider: string }>;

/** Customer reviews; product rating and reviewsCount are computed from these at seed time. */
export const reviews = pgTable(
  'product_reviews',
  {
    id: text('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    author: text('author').notNull(),
    language: text('language').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull(),
    helpfulVotes: integer('helpful_votes').notNull(),
    unhelpfulVotes: integer('unhelpful_votes').notNull(),
    flagCount: integer('flag_count').notNull(),
    translations: jsonb('translations').$type<ReviewTranslations>().notNull(),
  },
  (t) => [index('product_reviews_product_idx').on(t.productId, t.createdAt)],
);

/** Shopper questions about a product. */
export const questions = pgTable(
  'product_questions',
  {
    id: text('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    author: text('author').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull(),
  },
  (t) => [index('product_questions_product_idx').on(t.productId, t.createdAt)],
);

export const answers = pgTable(
  'product_answers',
  {
    id: text('id').primaryKey(),
    questionId: text('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    author: text('author').notNull(),
    isStaff: boolean('is_staff').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull(),
    helpfulVotes: integer('helpful_votes').notNull(),
    unhelpfulVotes: integer('unhelpful_votes').notNull(),
  },
  (t) => [index('product_answers_question_idx').on(t.questionId)],
);

/**
 * Who already voted on or reported a review, or voted on an answer: one row per shopper and
 * target, so each shopper counts once (voter: the consumer id when signed in, else the session's usid).
 */
export const reviewFeedback = pgTable(
  'product_review_feedback',
  {
    kind: text('kind').$type<'review-vote' | 'review-flag' | 'answer-vote'>().notNull(),
    targetId: text('target_id').notNull(),
    voter: text('voter').notNull(),
    helpful: boolean('helpful'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.targetId, t.voter] })],
);

// The other discovery tables (search documents, product sets, co-purchases, collection points).
export * from './discovery';
