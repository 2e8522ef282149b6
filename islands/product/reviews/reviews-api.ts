import { ApiRequestError } from '../../../src/lib/api/client';
import { askQuestion, getQuestions, getReviews, flagReview, translateReview, voteAnswer, voteReview } from '../../../src/lib/api/products';
import { authorizedApi } from '../../../src/lib/session/tokens';
import type { ApiTarget } from '../../shared/api-target';
import { browserApi } from '../../shared/browser-api';

/**
 * The review and question calls as the islands make them, loaded on the first action. Votes and
 * reports go with the session (a guest token when there is none), which the API counts once.
 */
export function reviewsApi(target: ApiTarget) {
  const api = browserApi(target);
  const withSession = () => authorizedApi(api);
  return {
    reviews: (productId: string, query: Parameters<typeof getReviews>[2]) => getReviews(api, productId, query),
    questions: (productId: string, offset: number, limit: number) => getQuestions(api, productId, { offset, limit }),
    vote: async (productId: string, reviewId: string, helpful: boolean) => voteReview(await withSession(), productId, reviewId, helpful),
    flag: async (productId: string, reviewId: string) => flagReview(await withSession(), productId, reviewId),
    translate: (productId: string, reviewId: string) => translateReview(api, productId, reviewId),
    voteAnswer: async (productId: string, answerId: string, helpful: boolean) => voteAnswer(await withSession(), productId, answerId, helpful),
    ask: (productId: string, text: string, author?: string) => askQuestion(api, productId, text, author),
  };
}

export type ReviewsApi = ReturnType<typeof reviewsApi>;

/** REV409 / QNA409: this shopper already voted. */
export const isAlreadyVoted = (error: unknown) => error instanceof ApiRequestError && error.status === 409;

/** §8: the server's message for a known 4xx, else the generic one. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError && error.status < 500 && error.body ? error.message : fallback;
}
