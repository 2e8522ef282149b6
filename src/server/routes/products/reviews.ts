import { Hono } from 'hono';
import {
  askQuestionBodySchema, flagBodySchema, questionsQuerySchema, reviewsQuerySchema, translateBodySchema, voteBodySchema,
} from '@schemas/commerce/reviews';
import { listReviews } from '../../domain/catalog/reviews/list-reviews';
import { askQuestion, listQuestions, voteAnswer } from '../../domain/catalog/reviews/questions';
import { requireSiteProduct } from '../../domain/catalog/reviews/require-product';
import { flagReview, translateReview, voteReview } from '../../domain/catalog/reviews/review-actions';
import { languageOf } from '../../domain/catalog/labels';
import type { ApiEnv } from '../../http/env';
import { readBody, readQuery } from '../../http/validate';
import { sharedShortCache } from './cache';
import { childIdParam, productIdParam } from './params';
import { readListQuery } from './query';
import { voterOf } from './voter';

/** Reviews and questions of a product (spec §7). Lists are shared-cached briefly, writes answer with no-store; votes and reports count once per shopper (voter.ts). */
export const reviewRoutes = new Hono<ApiEnv>();
const BASE = '/products/v2/products/:productId';

reviewRoutes.get(`${BASE}/reviews`, async (c) => {
  const productId = productIdParam(c.req.param('productId'));
  const query = readListQuery(c, reviewsQuerySchema, ['rating']);
  await requireSiteProduct(c.var.db, c.var.siteId, productId);
  sharedShortCache(c);
  return c.json(await listReviews(c.var.db, productId, query, languageOf(c.var.locale)));
});

reviewRoutes.post(`${BASE}/review/:reviewId/flag`, async (c) => {
  const productId = productIdParam(c.req.param('productId'));
  const reviewId = childIdParam(c.req.param('reviewId'), 'REV404');
  await readBody(c, flagBodySchema);
  await requireSiteProduct(c.var.db, c.var.siteId, productId);
  const voter = await voterOf(c);
  c.header('cache-control', 'no-store');
  return c.json(await flagReview(c.var.db, productId, reviewId, voter));
});

reviewRoutes.post(`${BASE}/review/:reviewId/vote`, async (c) => {
  const productId = productIdParam(c.req.param('productId'));
  const reviewId = childIdParam(c.req.param('reviewId'), 'REV404');
  const { helpful } = await readBody(c, voteBodySchema);
  await requireSiteProduct(c.var.db, c.var.siteId, productId);
  const voter = await voterOf(c);
  c.header('cache-control', 'no-store');
  return c.json(await voteReview(c.var.db, productId, reviewId, helpful, voter));
});

reviewRoutes.post(`${BASE}/review/:reviewId/translate`, async (c) => {
  const productId = productIdParam(c.req.param('productId'));
  const reviewId = childIdParam(c.req.param('reviewId'), 'REV404');
  const body = await readBody(c, translateBodySchema);
  await requireSiteProduct(c.var.db, c.var.siteId, productId);
  return c.json(await translateReview(c.var.db, productId, reviewId, body?.targetLanguage ?? languageOf(c.var.locale)));
});

reviewRoutes.get(`${BASE}/reviews/questions`, async (c) => {
  const productId = productIdParam(c.req.param('productId'));
  const { offset, limit } = readQuery(c, questionsQuerySchema);
  await requireSiteProduct(c.var.db, c.var.siteId, productId);
  sharedShortCache(c);
  return c.json(await listQuestions(c.var.db, productId, offset, limit));
});

reviewRoutes.post(`${BASE}/reviews/questions`, async (c) => {
  const productId = productIdParam(c.req.param('productId'));
  const body = await readBody(c, askQuestionBodySchema);
  await requireSiteProduct(c.var.db, c.var.siteId, productId);
  return c.json(await askQuestion(c.var.db, productId, body.text, body.author), 201);
});

reviewRoutes.post(`${BASE}/review/:answerId/questions/vote`, async (c) => {
  const productId = productIdParam(c.req.param('productId'));
  const answerId = childIdParam(c.req.param('answerId'), 'QNA404');
  const { helpful } = await readBody(c, voteBodySchema);
  await requireSiteProduct(c.var.db, c.var.siteId, productId);
  const voter = await voterOf(c);
  c.header('cache-control', 'no-store');
  return c.json(await voteAnswer(c.var.db, productId, answerId, helpful, voter));
});
