import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Question, QuestionsResponse, VoteResponse } from '@schemas/commerce/reviews';
import type { Database } from '../../../db/client';
import { answers, questions } from '../../../db/schema/reviews';
import { ApiError } from '../../../http/api-error';
import { recordFeedback } from './review-actions';

const iso = (value: string) => new Date(value).toISOString();

/** A page of questions, newest first, each with its answers (most helpful first). */
export async function listQuestions(db: Database, productId: string, offset: number, limit: number): Promise<QuestionsResponse> {
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(questions).where(eq(questions.productId, productId)),
    db.select().from(questions).where(eq(questions.productId, productId)).orderBy(desc(questions.createdAt), asc(questions.id)).offset(offset).limit(limit),
  ]);
  const answerRows = rows.length === 0 ? [] : await db
    .select()
    .from(answers)
    .where(inArray(answers.questionId, rows.map((row) => row.id)))
    .orderBy(desc(answers.helpfulVotes), asc(answers.createdAt), asc(answers.id));
  return {
    productId,
    total: total?.n ?? 0,
    offset,
    limit,
    questions: rows.map((row): Question => ({
      id: row.id,
      text: row.text,
      author: row.author,
      createdAt: iso(row.createdAt),
      answers: answerRows
        .filter((answer) => answer.questionId === row.id)
        .map(({ questionId: _, createdAt, ...answer }) => ({ ...answer, createdAt: iso(createdAt) })),
    })),
  };
}

export async function askQuestion(db: Database, productId: string, text: string, author: string | undefined): Promise<Question> {
  const [row] = await db
    .insert(questions)
    .values({ id: `${productId}-Q${crypto.randomUUID().slice(0, 8).toUpperCase()}`, productId, text, author: author ?? 'Anonymous', createdAt: new Date().toISOString() })
    .returning();
  return { id: row!.id, text: row!.text, author: row!.author, createdAt: iso(row!.createdAt), answers: [] };
}

/** Helpful/unhelpful vote on an answer to one of the product's questions, one per shopper (QNA409 for a second). */
export async function voteAnswer(db: Database, productId: string, answerId: string, helpful: boolean, voter: string): Promise<VoteResponse> {
  return db.transaction(async (tx) => {
    const ofProduct = tx.select({ id: questions.id }).from(questions).where(eq(questions.productId, productId));
    const isAnswer = and(eq(answers.id, answerId), inArray(answers.questionId, ofProduct));
    const [exists] = await tx.select({ id: answers.id }).from(answers).where(isAnswer);
    if (!exists) throw new ApiError('QNA404');
    if (!(await recordFeedback(tx as unknown as Database, 'answer-vote', answerId, voter, helpful))) throw new ApiError('QNA409');
    const [row] = await tx
      .update(answers)
      .set(helpful ? { helpfulVotes: sql`${answers.helpfulVotes} + 1` } : { unhelpfulVotes: sql`${answers.unhelpfulVotes} + 1` })
      .where(isAnswer)
      .returning({ id: answers.id, helpfulVotes: answers.helpfulVotes, unhelpfulVotes: answers.unhelpfulVotes });
    return row!;
  });
}
