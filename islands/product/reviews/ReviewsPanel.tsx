import { useRef, useState } from 'react';
import type { ReviewsQuery, ReviewsResponse } from '../../../schemas/commerce/reviews';
import type { LocaleCode } from '../../../src/shared/i18n/sites';
import { paginationItems } from '../../../src/lib/pagination';
import type { ApiTarget } from '../../shared/api-target';
import { fill } from '../labels';
import { formatNumber } from './format';
import ReviewItem from './ReviewItem';
import { REVIEWS_PAGE_SIZE, type ReviewTexts } from './review-texts';
import Stars from './Stars';
import './reviews.css';

type Sort = ReviewsQuery['sort'];
/** The API's sorts (REVIEW_SORTS), listed here so the island does not load zod with the schema module. */
const REVIEW_SORTS = ['newest', 'oldest', 'rating-high', 'rating-low', 'helpful'] as const satisfies readonly Sort[];

interface Props {
  readonly productId: string;
  readonly locale: LocaleCode;
  readonly target: ApiTarget;
  readonly texts: ReviewTexts;
  /** The first page, rendered on the server (crawlable); later pages are fetched here. */
  readonly initial: ReviewsResponse;
}

const SORT_TEXT: Record<Sort, keyof ReviewTexts> = {
  newest: 'reviewsSortNewest', oldest: 'reviewsSortOldest', 'rating-high': 'reviewsSortRatingHigh', 'rating-low': 'reviewsSortRatingLow', helpful: 'reviewsSortHelpful',
};

const loadApi = (target: ApiTarget) => import('./reviews-api').then(({ reviewsApi, isAlreadyVoted }) => ({ api: reviewsApi(target), isAlreadyVoted }));

/**
 * The rating summary (filter by stars), sort, one page of reviews and page links. The server
 * renders the first page; the island hydrates on first interaction and loads other pages.
 */
export default function ReviewsPanel({ productId, locale, target, texts, initial }: Props) {
  const [data, setData] = useState(initial);
  const [rating, setRating] = useState<number | null>(null);
  const [status, setStatus] = useState<'idle' | 'loading' | 'failed'>('idle');
  const list = useRef<HTMLDivElement>(null);
  const request = useRef(0);
  const api = useRef<ReturnType<typeof loadApi> | null>(null);
  const calls = () => (api.current ??= loadApi(target));

  async function load(next: { page?: number; sort?: Sort; rating?: number | null }) {
    if (status === 'loading') return;
    const sort = next.sort ?? data.sort;
    const stars = next.rating === undefined ? rating : next.rating;
    const page = next.page ?? 1;
    const current = ++request.current;
    setStatus('loading');
    try {
      const { api: reviews } = await calls();
      const result = await reviews.reviews(productId, { offset: (page - 1) * REVIEWS_PAGE_SIZE, limit: REVIEWS_PAGE_SIZE, sort, rating: stars ? [stars] : [] });
      if (current !== request.current) return;
      setData(result);
      setRating(stars);
      setStatus('idle');
      if (next.page !== undefined) list.current?.focus({ preventScroll: false });
    } catch {
      if (current === request.current) setStatus('failed');
    }
  }

  const { summary } = data;
  const page = Math.floor(data.offset / REVIEWS_PAGE_SIZE) + 1;
  const totalPages = Math.ceil(data.total / REVIEWS_PAGE_SIZE);
  const sortId = `reviews-sort-${productId}`;
  if (summary.count === 0) {
    return <p className="rv-empty" data-testid="reviews-empty">{texts.reviewsNone}</p>;
  }
  return (
    <div className="rv" data-testid="reviews" data-page={page}>
      <div className="rv-summary">
        <p className="rv-summary__average">
          <span className="rv-summary__score" aria-hidden="true">{formatNumber(summary.average, locale, 1)}</span>
          <Stars score={summary.average} />
          <span className="rv-summary__count">{fill(texts.reviewsSummary, { average: formatNumber(summary.average, locale, 1), count: summary.count })}</span>
        </p>
        <ul className="rv-bars">
          {[5, 4, 3, 2, 1].map((stars) => {
            const count = summary.distribution[String(stars)] ?? 0;
            return (
              <li key={stars}>
                <button
                  type="button"
                  className="rv-bar"
                  aria-pressed={rating === stars}
                  disabled={count === 0}
                  onClick={() => void load({ rating: rating === stars ? null : stars })}
                >
                  <span className="rv-bar__label" aria-hidden="true">{fill(texts.reviewsStars, { stars })}</span>
                  <span className="rv-bar__track" aria-hidden="true"><span style={{ width: `${(count / summary.count) * 100}%` }} /></span>
                  <span className="rv-bar__count" aria-hidden="true">{count}</span>
                  <span className="visually-hidden">{fill(texts.reviewsStarsCount, { stars, count })}</span>
                </button>
              </li>
            );
          })}
        </ul>
      </div>
      <div className="rv-toolbar">
        <p className="rv-toolbar__showing" aria-live="polite">
          {data.total > 0 && fill(texts.reviewsShowing, { from: data.offset + 1, to: Math.min(data.offset + data.reviews.length, data.total), total: data.total })}
        </p>
        <label htmlFor={sortId}>{texts.reviewsSort}</label>
        <select id={sortId} value={data.sort} onChange={(event) => void load({ sort: event.target.value as Sort })}>
          {REVIEW_SORTS.map((sort) => <option key={sort} value={sort}>{texts[SORT_TEXT[sort]]}</option>)}
        </select>
      </div>
      {status === 'failed' && <p className="rv-error" role="alert">{texts.reviewsFailed}</p>}
      <div ref={list} tabIndex={-1} className="rv-list" aria-busy={status === 'loading'} aria-label={texts.reviewsTitle}>
        {status === 'loading' && <p className="rv-loading" role="status">{texts.reviewsLoading}</p>}
        <ol className="rv-reviews">
          {data.reviews.map((review) => (
            <ReviewItem key={review.id} review={review} productId={productId} locale={locale} texts={texts} api={calls} />
          ))}
        </ol>
      </div>
      {totalPages > 1 && (
        <nav className="rv-pages" aria-label={texts.reviewsPages}>
          <button type="button" className="rv-page" disabled={page <= 1} onClick={() => void load({ page: page - 1 })}>{texts.reviewsPrevious}</button>
          <ol>
            {paginationItems(page, totalPages).map((item) =>
              item.kind === 'gap' ? (
                <li key={item.key} aria-hidden="true">…</li>
              ) : (
                <li key={item.page}>
                  <button
                    type="button"
                    className="rv-page"
                    aria-current={item.current ? 'page' : undefined}
                    aria-label={fill(texts.reviewsPage, { page: item.page })}
                    onClick={() => void load({ page: item.page })}
                  >
                    {item.page}
                  </button>
                </li>
              ),
            )}
          </ol>
          <button type="button" className="rv-page" disabled={page >= totalPages} onClick={() => void load({ page: page + 1 })} data-testid="reviews-next">
            {texts.reviewsNext}
          </button>
        </nav>
      )}
    </div>
  );
}
