import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { questionSchema, questionsResponseSchema, reviewsResponseSchema, translateResponseSchema, voteResponseSchema } from '@schemas/commerce/reviews';
import { productSchema } from '@schemas/commerce/product';
import { queryRows } from '../../../helpers/query-rows';
import { startTestApi, type TestApi } from '../../../helpers/api-app';
import { errorOf, post } from './call';

describe('reviews and questions', () => {
  let api: TestApi;
  let productId: string;
  const reviews = async (query = '') => reviewsResponseSchema.parse(await (await api.call(`/products/v2/products/${productId}/reviews?${query}`, { brand: 'stride' })).json());

  beforeAll(async () => {
    api = await startTestApi();
    const [row] = await queryRows<{ id: string }>(api.database.db, sql`
      select p.id from catalog_products p where p.site_id = 'stride' and p.reviews_count >= 12
        and exists (select 1 from product_questions q join product_answers a on a.question_id = q.id where q.product_id = p.id)
      order by p.position limit 1`);
    productId = row!.id;
  }, 60_000);
  afterAll(async () => api?.close());

  it('keeps product rating and reviewsCount consistent with the reviews', async () => {
    const product = productSchema.parse(await (await api.call(`/products/v2/products/${productId}/details`, { brand: 'stride' })).json());
    const page = await reviews();
    expect(page.summary.count).toBe(product.rating.reviewsCount);
    expect(page.summary.average).toBeCloseTo(product.rating.score, 5);
    const mismatched = await queryRows(api.database.db, sql`
      select p.id from catalog_products p left join product_reviews r on r.product_id = p.id group by p.id
      having p.reviews_count <> count(r.id) or abs(p.rating_score - coalesce(round(avg(r.rating), 1), 0)) > 0.01`);
    expect(mismatched).toEqual([]);
  });

  it('pages, sorts and filters by rating', async () => {
    const first = await reviews('limit=5&sort=newest');
    const second = await reviews('limit=5&offset=5&sort=newest');
    expect(first.reviews).toHaveLength(5);
    const dates = [...first.reviews, ...second.reviews].map((r) => r.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const high = (await reviews('limit=50&sort=rating-high')).reviews.map((r) => r.rating);
    expect(high).toEqual([...high].sort((a, b) => b - a));
    const fives = await reviews('rating=5&limit=50');
    expect(fives.total).toBe(fives.summary.distribution['5']);
    for (const review of fives.reviews) expect(review.rating).toBe(5);
  });

  it('lets a shared cache keep review and question lists briefly, keyed on the brand, while browsers always ask again', async () => {
    for (const path of ['reviews?limit=5', 'reviews/questions?limit=5']) {
      const response = await api.call(`/products/v2/products/${productId}/${path}`, { brand: 'stride' });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=30');
      expect(response.headers.get('vary')?.toLowerCase()).toContain('x-brand');
    }
  });

  it('counts one vote and one report per shopper, and remembers them', async () => {
    const review = (await reviews('limit=1')).reviews[0]!;
    const vote = (helpful: boolean, usid: string) => post(api, `/products/v2/products/${productId}/review/${review.id}/vote`, { helpful }, 'stride', { 'x-usid': usid });
    const voted = voteResponseSchema.parse(await (await vote(true, 'shopper-one-0001')).json());
    expect(voted.helpfulVotes).toBe(review.helpfulVotes + 1);
    const again = await vote(false, 'shopper-one-0001');
    expect(again.status).toBe(409);
    expect((await errorOf(again)).errorId).toBe('REV409');
    await vote(false, 'shopper-two-0002');
    const after = (await reviews('limit=1')).reviews[0]!;
    expect(after).toMatchObject({ id: review.id, helpfulVotes: review.helpfulVotes + 1, unhelpfulVotes: review.unhelpfulVotes + 1 });

    const flag = () => post(api, `/products/v2/products/${productId}/review/${review.id}/flag`, { reason: 'spam' }, 'stride', { 'x-usid': 'shopper-one-0001' });
    expect(await (await flag()).json()).toEqual({ reviewId: review.id, flagged: true });
    expect(await (await flag()).json()).toEqual({ reviewId: review.id, flagged: true });
    const [row] = await queryRows<{ flag_count: number }>(api.database.db, sql`select flag_count from product_reviews where id = ${review.id}`);
    expect(row!.flag_count).toBe(1);
  });

  it('needs a session to vote or report: 401 AUT402 without one, the consumer behind a bearer token otherwise', async () => {
    const review = (await reviews('limit=2')).reviews[1]!;
    const anonymous = await post(api, `/products/v2/products/${productId}/review/${review.id}/vote`, { helpful: true });
    expect(anonymous.status).toBe(401);
    expect((await errorOf(anonymous)).errorId).toBe('AUT402');
    const token = await post(api, '/token/v2/auth/token', { type: 'Guest' });
    const { accessToken } = (await token.json()) as { accessToken: string };
    const withToken = (usid: string) => post(api, `/products/v2/products/${productId}/review/${review.id}/vote`, { helpful: true }, 'stride', { authorization: `Bearer ${accessToken}`, 'x-usid': usid });
    expect((await withToken('header-usid-0001')).status).toBe(200);
    // The session decides, not a header the caller can change.
    expect((await withToken('header-usid-0002')).status).toBe(409);
  });

  it('translates through the sandbox provider and lists the translation afterwards', async () => {
    const [foreign] = await queryRows<{ id: string; product_id: string; text: string }>(api.database.db, sql`
      select r.id, r.product_id, r.text from product_reviews r join catalog_products p on p.id = r.product_id
      where r.language = 'fr' and p.site_id = 'stride' order by r.id limit 1`);
    const response = await post(api, `/products/v2/products/${foreign!.product_id}/review/${foreign!.id}/translate`, {});
    const translated = translateResponseSchema.parse(await response.json());
    expect(translated).toMatchObject({ sourceLanguage: 'fr', language: 'en', translated: true, provider: 'sandbox', text: `[fr→en] ${foreign!.text}` });
    const listed = reviewsResponseSchema.parse(await (await api.call(`/products/v2/products/${foreign!.product_id}/reviews?limit=50`, { brand: 'stride' })).json());
    expect(listed.reviews.find((r) => r.id === foreign!.id)).toMatchObject({ translated: true, translation: { language: 'en', text: `[fr→en] ${foreign!.text}` } });
  });

  it('lists questions with answers, accepts a new question and counts answer votes', async () => {
    const list = questionsResponseSchema.parse(await (await api.call(`/products/v2/products/${productId}/reviews/questions`, { brand: 'stride' })).json());
    const answer = list.questions.flatMap((q) => q.answers)[0]!;
    const asked = await post(api, `/products/v2/products/${productId}/reviews/questions`, { text: '  Is it vegan?  ' });
    expect(asked.status).toBe(201);
    expect(questionSchema.parse(await asked.json())).toMatchObject({ text: 'Is it vegan?', answers: [] });
    const again = questionsResponseSchema.parse(await (await api.call(`/products/v2/products/${productId}/reviews/questions`, { brand: 'stride' })).json());
    expect(again.total).toBe(list.total + 1);
    expect(again.questions[0]!.text).toBe('Is it vegan?');
    const answerVote = () => post(api, `/products/v2/products/${productId}/review/${answer.id}/questions/vote`, { helpful: true }, 'stride', { 'x-usid': 'shopper-one-0001' });
    expect(voteResponseSchema.parse(await (await answerVote()).json()).helpfulVotes).toBe(answer.helpfulVotes + 1);
    const twice = await answerVote();
    expect(twice.status).toBe(409);
    expect((await errorOf(twice)).errorId).toBe('QNA409');
  });

  it('rejects bad input: empty or long question, bad vote body, unknown review and product', async () => {
    for (const text of ['   ', 'x'.repeat(501)]) {
      const response = await post(api, `/products/v2/products/${productId}/reviews/questions`, { text });
      expect(response.status).toBe(400);
      expect(await errorOf(response)).toMatchObject({ errorId: 'API400', field: 'text' });
    }
    const badVote = await post(api, `/products/v2/products/${productId}/review/${productId}-R001/vote`, { helpful: 'yes' }, 'stride', { 'x-usid': 'shopper-one-0001' });
    expect(await errorOf(badVote)).toMatchObject({ errorId: 'API400', field: 'helpful' });
    const notJson = await post(api, `/products/v2/products/${productId}/review/${productId}-R001/vote`, '{');
    expect(notJson.status).toBe(400);
    const unknownReview = await post(api, `/products/v2/products/${productId}/review/${productId}-R999/flag`, {}, 'stride', { 'x-usid': 'shopper-one-0001' });
    expect(unknownReview.status).toBe(404);
    expect((await errorOf(unknownReview)).errorId).toBe('REV404');
    const unknownProduct = await api.call('/products/v2/products/ZZ000000/reviews');
    expect(unknownProduct.status).toBe(404);
    expect((await errorOf(unknownProduct)).errorId).toBe('PRD404');
    const badLimit = await api.call(`/products/v2/products/${productId}/reviews?limit=-1`, { brand: 'stride' });
    expect(await errorOf(badLimit)).toMatchObject({ errorId: 'API400', field: 'limit' });
    const badSort = await api.call(`/products/v2/products/${productId}/reviews?sort=best`, { brand: 'stride' });
    expect(await errorOf(badSort)).toMatchObject({ errorId: 'API400', field: 'sort' });
  });
});
