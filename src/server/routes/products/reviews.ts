import { Hono } from 'hono';
import {
  askQuestionBodySchema, flagBodySchema, flagResponseSchema, questionSchema, questionsQuerySchema, questionsResponseSchema,
  reviewsQuerySchema, reviewsResponseSchema, translateBodySchema, translateResponseSchema, voteBodySchema, voteResponseSchema,
} from '@schemas/commerce/reviews';
import { listReviews } from '../../domain/catalog/reviews/list-reviews';
import { askQuestion, listQuestions, voteAnswer } from '../../domain/catalog/reviews/questions';
import { requireSiteProduct } from '../../domain/catalog/reviews/require-product';
import { flagReview, translateReview, voteReview } from '../../domain/catalog/reviews/review-actions';
import { languageOf } from '../../domain/catalog/labels';
import { defineRoute } from '../../http/define-route';
import type { ApiEnv } from '../../http/env';
import { sharedShortCache } from './cache';
import { childIdParam, productIdParam } from './params';
import { voterOf } from './voter';

/** Reviews and questions of a product (spec §7). Lists are shared-cached briefly, writes answer with no-store; votes and reports count once per shopper (voter.ts). */
export const reviewRoutes = new Hono<ApiEnv>();
const BASE = '/products/v2/products/:productId';
const TAG = 'Reviews';

defineRoute(reviewRoutes, {
  method: 'get', path: `${BASE}/reviews`, tag: TAG, summary: 'A page of a product’s reviews, sorted and filtered by stars',
  query: reviewsQuerySchema, queryLists: ['rating'], responses: { 200: reviewsResponseSchema }, errors: ['PRD404'],
}, async (c, { query }) => {
  const productId = productIdParam(c.req.param('productId')!);
  await requireSiteProduct(c.var.db, c.var.siteId, productId);
  sharedShortCache(c);
  return c.json(await listReviews(c.var.db, productId, query, languageOf(c.var.locale)));
});

defineRoute(reviewRoutes, {
  method: 'post', path: `${BASE}/review/:reviewId/flag`, tag: TAG, summary: 'Report a review (once per shopper)',
  body: flagBodySchema, responses: { 200: flagResponseSchema }, errors: ['PRD404', 'REV404', 'REV409', 'AUT402'],
}, async (c) => {
  const productId = productIdParam(c.req.param('productId')!);
  const reviewId = childIdParam(c.req.param('reviewId')!, 'REV404');
  await requireSiteProduct(c.var.db, c.var.siteId, productId);
  const voter = await voterOf(c);
  c.header('cache-control', 'no-store');
  return c.json(await flagReview(c.var.db, productId, reviewId, voter));
});

defineRoute(reviewRoutes, {
  method: 'post', path: `${BASE}/review/:reviewId/vote`, tag: TAG, summary: 'Vote a review helpful or not (once per shopper)',
  body: voteBodySchema, responses: { 200: voteResponseSchema }, errors: ['PRD404', 'REV404', 'REV409', 'AUT402'],
}, async (c, { body }) => {
  const productId = productIdParam(c.req.param('productId')!);
  const reviewId = childIdParam(c.req.param('reviewId')!, 'REV404');
  await requireSiteProduct(c.var.db, c.var.siteId, productId);
  const voter = await voterOf(c);
  c.header('cache-control', 'no-store');
  return c.json(await voteReview(c.var.db, productId, reviewId, body.helpful, voter));
});

defineRoute(reviewRoutes, {
  method: 'post', path: `${BASE}/review/:reviewId/translate`, tag: TAG, summary: 'A review translated into the page’s language',
  body: translateBodySchema, responses: { 200: translateResponseSchema }, errors: ['PRD404', 'REV404'],
}, async (c, { body }) => {
  const productId = productIdParam(c.req.param('productId')!);
  const reviewId = childIdParam(c.req.param('reviewId')!, 'REV404');
  await requireSiteProduct(c.var.db, c.var.siteId, productId);
  return c.json(await translateReview(c.var.db, productId, reviewId, body?.targetLanguage ?? languageOf(c.var.locale)));
});

defineRoute(reviewRoutes, {
  method: 'get', path: `${BASE}/reviews/questions`, tag: TAG, summary: 'A page of a product’s questions with their answers',
  query: questionsQuerySchema, responses: { 200: questionsResponseSchema }, errors: ['PRD404'],
}, async (c, { query }) => {
  const productId = productIdParam(c.req.param('productId')!);
  await requireSiteProduct(c.var.db, c.var.siteId, productId);
  sharedShortCache(c);
  return c.json(await listQuestions(c.var.db, productId, query.offset, query.limit));
});

defineRoute(reviewRoutes, {
  method: 'post', path: `${BASE}/reviews/questions`, tag: TAG, summary: 'Ask a question about a product',
  body: askQuestionBodySchema, responses: { 201: questionSchema }, errors: ['PRD404'],
}, async (c, { body }) => {
  const productId = productIdParam(c.req.param('productId')!);
  await requireSiteProduct(c.var.db, c.var.siteId, productId);
  return c.json(await askQuestion(c.var.db, productId, body.text, body.author), 201);
});

defineRoute(reviewRoutes, {
  method: 'post', path: `${BASE}/review/:answerId/questions/vote`, tag: TAG, summary: 'Vote an answer helpful or not (once per shopper)',
  body: voteBodySchema, responses: { 200: voteResponseSchema }, errors: ['PRD404', 'QNA404', 'QNA409', 'AUT402'],
}, async (c, { body }) => {
  const productId = productIdParam(c.req.param('productId')!);
  const answerId = childIdParam(c.req.param('answerId')!, 'QNA404');
  await requireSiteProduct(c.var.db, c.var.siteId, productId);
  const voter = await voterOf(c);
  c.header('cache-control', 'no-store');
  return c.json(await voteAnswer(c.var.db, productId, answerId, body.helpful, voter));
});
