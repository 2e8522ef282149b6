// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import ReviewsPanel from '@islands/product/reviews/ReviewsPanel';
import QuestionsPanel from '@islands/product/reviews/QuestionsPanel';
import AskQuestionDialog from '@islands/product/reviews/AskQuestionDialog';
import { $askedQuestions } from '@islands/product/reviews/asked-questions';
import { QUESTION_TEXT_KEYS, REVIEW_TEXT_KEYS } from '@islands/product/reviews/review-texts';
import { productExtrasTexts } from '@shared/i18n/messages/product-extras';
import type { Question, Review, ReviewsResponse } from '@schemas/commerce/reviews';
import { apiError, stubApi } from './api-stub';

const PRODUCT = 'ST00000001';
const target = { apiBasePath: '/api', siteId: 'stride', locale: 'en-us' };
const review = (n: number, extra: Partial<Review> = {}): Review => ({
  id: `${PRODUCT}-R${String(n).padStart(3, '0')}`, rating: (n % 5) + 1, title: `Title ${n}`, text: `Text ${n}`, author: `Author ${n}`,
  createdAt: '2025-01-02T10:00:00.000Z', helpfulVotes: n, unhelpfulVotes: 0, language: 'en', translated: false, ...extra,
});
const page = (offset: number, count: number, total = 23): ReviewsResponse => ({
  productId: PRODUCT, total, offset, limit: 10, sort: 'newest',
  summary: { average: 3.4, count: total, distribution: { '1': 3, '2': 4, '3': 5, '4': 6, '5': 5 } },
  reviews: Array.from({ length: count }, (_, index) => review(offset + index + 1)),
});
const guestToken = {
  body: {
    accessToken: 'a'.repeat(32), refreshToken: 'r'.repeat(32), expiresIn: 1800, usid: 'usid-0001', consumerNo: 'G1', consumerType: 'GUEST',
    favorites: { favoriteId: null, favStoreId: null }, isEmployeeDiscountTCAccepted: false,
  },
};

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  $askedQuestions.set([]);
});

describe('reviews panel', () => {
  it('shows the rating summary and the first page the server rendered, and pages through the rest', async () => {
    const { calls } = stubApi({ 'GET /products/v2/products/ST00000001/reviews': (call) => ({ body: page(Number(call.search.get('offset')), 3) }) });
    render(<ReviewsPanel productId={PRODUCT} locale="en-us" target={target} texts={productExtrasTexts('en-us', REVIEW_TEXT_KEYS)} initial={page(0, 10)} />);
    expect(screen.getByText('3.4 out of 5 from 23 reviews')).toBeTruthy();
    expect(screen.getAllByTestId('review')).toHaveLength(10);
    expect(screen.getByText('Reviews 1 to 10 of 23')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await screen.findByText('Reviews 21 to 23 of 23');
    expect(screen.getAllByTestId('review')).toHaveLength(3);
    expect(calls[0]!.search.get('offset')).toBe('20');
    expect(calls[0]!.search.get('limit')).toBe('10');
    expect(screen.getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page');
  });

  it('sorts and filters by stars through the API', async () => {
    const { calls } = stubApi({ 'GET /products/v2/products/ST00000001/reviews': { body: { ...page(0, 5, 5), sort: 'helpful' } } });
    render(<ReviewsPanel productId={PRODUCT} locale="en-us" target={target} texts={productExtrasTexts('en-us', REVIEW_TEXT_KEYS)} initial={page(0, 10)} />);
    fireEvent.change(screen.getByLabelText('Sort reviews'), { target: { value: 'helpful' } });
    await waitFor(() => expect(screen.getAllByTestId('review')).toHaveLength(5));
    expect(calls[0]!.search.get('sort')).toBe('helpful');
    fireEvent.click(screen.getByRole('button', { name: 'Reviews with 4 out of 5 stars: 6' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.search.get('rating')).toBe('4');
  });

  it('counts a helpful vote once, with the session, and shows it on the next visit', async () => {
    const { calls } = stubApi({
      'POST /token/v2/auth/token': guestToken,
      'POST /products/v2/products/ST00000001/review/.*/vote': { body: { id: `${PRODUCT}-R001`, helpfulVotes: 2, unhelpfulVotes: 0 } },
    });
    const props = { productId: PRODUCT, locale: 'en-us' as const, target, texts: productExtrasTexts('en-us', REVIEW_TEXT_KEYS), initial: page(0, 1, 1) };
    render(<ReviewsPanel {...props} />);
    const yes = screen.getByRole('button', { name: 'Yes (1)' });
    fireEvent.click(yes);
    await screen.findByText('Thank you for your feedback.');
    expect(yes.textContent).toBe('Yes (2)');
    expect(yes.getAttribute('aria-pressed')).toBe('true');
    expect(yes.getAttribute('aria-disabled')).toBe('true');
    const vote = calls.find((call) => call.path.endsWith('/vote'))!;
    expect(vote.body).toEqual({ helpful: true });
    // The vote rides on the browser session (its httpOnly cookie), not on a token the page holds.
    expect(vote.headers.get('x-storefront-session')).toBe('cookie');
    expect(vote.headers.get('authorization')).toBeNull();
    fireEvent.click(yes);
    expect(calls.filter((call) => call.path.endsWith('/vote'))).toHaveLength(1);
    cleanup();
    render(<ReviewsPanel {...props} />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Yes (1)' }).getAttribute('aria-pressed')).toBe('true'));
  });

  it('says so when the shopper already voted (409), reports a review and translates a foreign one', async () => {
    stubApi({
      'POST /token/v2/auth/token': guestToken,
      'POST /products/v2/products/ST00000001/review/.*/vote': apiError(409, 'REV409', 'You have already rated this review.'),
      'POST /products/v2/products/ST00000001/review/.*/flag': { body: { reviewId: `${PRODUCT}-R001`, flagged: true } },
      'POST /products/v2/products/ST00000001/review/.*/translate': {
        body: { reviewId: `${PRODUCT}-R001`, sourceLanguage: 'fr', language: 'en', title: 'Great', text: 'Very comfortable', translated: true, provider: 'sandbox' },
      },
    });
    const initial = { ...page(0, 1, 1), reviews: [review(1, { language: 'fr', title: 'Super', text: 'Très confortable' })] };
    render(<ReviewsPanel productId={PRODUCT} locale="en-us" target={target} texts={productExtrasTexts('en-us', REVIEW_TEXT_KEYS)} initial={initial} />);
    fireEvent.click(screen.getByRole('button', { name: 'No (0)' }));
    await screen.findByText('You have already rated this review.');
    fireEvent.click(screen.getByTestId('review-report'));
    await screen.findByText('Reported. Thank you, we will check this review.');
    fireEvent.click(screen.getByRole('button', { name: 'Translate' }));
    await screen.findByText('Very comfortable');
    expect(screen.getByText(/Translated from French \(sandbox\)/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show original' }));
    expect(screen.getByText('Très confortable')).toBeTruthy();
  });

  it('has an empty state', () => {
    const empty = { ...page(0, 0, 0), summary: { average: 0, count: 0, distribution: {} } };
    render(<ReviewsPanel productId={PRODUCT} locale="en-us" target={target} texts={productExtrasTexts('en-us', REVIEW_TEXT_KEYS)} initial={empty} />);
    expect(screen.getByTestId('reviews-empty').textContent).toBe('No reviews yet.');
  });
});

describe('questions', () => {
  const question = (n: number, answers: Question['answers'] = []): Question => ({ id: `${PRODUCT}-Q${n}`, text: `Question ${n}?`, author: 'Sam', createdAt: '2025-03-01T00:00:00.000Z', answers });
  const texts = productExtrasTexts('en-us', QUESTION_TEXT_KEYS);

  it('lists questions with answers, votes an answer once and loads more', async () => {
    const answer = { id: `${PRODUCT}-A1`, text: 'Yes, true to size.', author: 'Stride team', isStaff: true, createdAt: '2025-03-02T00:00:00.000Z', helpfulVotes: 3, unhelpfulVotes: 0 };
    const { calls } = stubApi({
      'POST /token/v2/auth/token': guestToken,
      'POST /products/v2/products/ST00000001/review/.*/questions/vote': { body: { id: answer.id, helpfulVotes: 4, unhelpfulVotes: 0 } },
      'GET /products/v2/products/ST00000001/reviews/questions': { body: { productId: PRODUCT, total: 3, offset: 2, limit: 5, questions: [question(3)] } },
    });
    render(<QuestionsPanel productId={PRODUCT} locale="en-us" target={target} texts={texts} maxLength={500}
      initial={{ productId: PRODUCT, total: 3, offset: 0, limit: 5, questions: [question(1, [answer]), question(2)] }} />);
    expect(screen.getByText('Questions: 3')).toBeTruthy();
    expect(screen.getByText('Staff')).toBeTruthy();
    expect(screen.getByText('Not answered yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Helpful (3)' }));
    await screen.findByRole('button', { name: 'Helpful (4)' });
    fireEvent.click(screen.getByRole('button', { name: 'Show more questions' }));
    await screen.findByText('Question 3?');
    expect(calls.find((call) => call.path.endsWith('/reviews/questions'))!.search.get('offset')).toBe('2');
    expect(screen.queryByRole('button', { name: 'Show more questions' })).toBeNull();
  });

  it('asks a question in the dialog: checks it, sends it, thanks the shopper and lists it first', async () => {
    const { calls } = stubApi({
      'POST /products/v2/products/ST00000001/reviews/questions': (call) => ({
        status: 201, body: { ...question(9), text: (call.body as { text: string }).text, author: 'Kim' },
      }),
    });
    render(<QuestionsPanel productId={PRODUCT} locale="en-us" target={target} texts={texts} maxLength={500}
      initial={{ productId: PRODUCT, total: 0, offset: 0, limit: 5, questions: [] }} />);
    expect(screen.getByText('No questions yet. Be the first to ask.')).toBeTruthy();
    const close = vi.fn();
    const dialog = render(<AskQuestionDialog props={{ productId: PRODUCT, target, texts, maxLength: 20 }} close={close} setTitle={() => {}} />);
    const form = within(dialog.container);
    fireEvent.click(form.getByRole('button', { name: 'Send question' }));
    expect(form.getByText('Enter your question.')).toBeTruthy();
    fireEvent.change(form.getByLabelText('Your question'), { target: { value: 'x'.repeat(21) } });
    fireEvent.click(form.getByRole('button', { name: 'Send question' }));
    expect(form.getByText('Your question can be at most 20 characters.')).toBeTruthy();
    fireEvent.change(form.getByLabelText('Your question'), { target: { value: ' Is it wide? ' } });
    fireEvent.change(form.getByLabelText('Your name (optional)'), { target: { value: 'Kim' } });
    fireEvent.click(form.getByRole('button', { name: 'Send question' }));
    await form.findByTestId('ask-question-success');
    expect(calls[0]!.body).toEqual({ text: 'Is it wide?', author: 'Kim' });
    expect(screen.getAllByTestId('question')[0]!.textContent).toContain('Is it wide?');
    fireEvent.click(form.getByRole('button', { name: 'Close' }));
    expect(close).toHaveBeenCalled();
  });

  it('keeps the form and says why when the question cannot be sent', async () => {
    stubApi({ 'POST /products/v2/products/ST00000001/reviews/questions': apiError(400, 'API400', 'text: text must not be empty') });
    render(<AskQuestionDialog props={{ productId: PRODUCT, target, texts, maxLength: 500 }} close={() => {}} setTitle={() => {}} />);
    fireEvent.change(screen.getByLabelText('Your question'), { target: { value: 'Why?' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send question' })));
    expect((await screen.findByRole('alert')).textContent).toBe('text: text must not be empty');
    expect(screen.getByTestId('ask-question-form')).toBeTruthy();
  });
});
