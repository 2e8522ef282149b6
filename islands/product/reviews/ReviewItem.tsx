import { useEffect, useState } from 'react';
import type { Review } from '../../../schemas/commerce/reviews';
import type { LocaleCode } from '../../../src/shared/i18n/sites';
import { fill } from '../labels';
import { feedbackFor, hasVoted, rememberFeedback } from './feedback';
import { formatDay, languageName } from './format';
import type { ReviewTexts } from './review-texts';
import type { ReviewsApi } from './reviews-api';
import Stars from './Stars';

interface Props {
  readonly review: Review;
  readonly productId: string;
  readonly locale: LocaleCode;
  readonly texts: ReviewTexts;
  /** The calls, loaded on the first action. */
  readonly api: () => Promise<{ api: ReviewsApi; isAlreadyVoted: (error: unknown) => boolean }>;
}

type Note = { kind: 'thanks' | 'already' | 'reported' | 'failed' } | null;

/** One review: stars, text (translated where offered), helpful vote and report. */
export default function ReviewItem({ review, productId, locale, texts, api }: Props) {
  const language = locale.split('-')[0]!;
  const [votes, setVotes] = useState({ helpful: review.helpfulVotes, unhelpful: review.unhelpfulVotes });
  const [voted, setVoted] = useState<'helpful' | 'unhelpful' | 'voted' | null>(null);
  const [reported, setReported] = useState(false);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<Note>(null);
  const [translation, setTranslation] = useState(review.translation ?? null);
  const [showTranslation, setShowTranslation] = useState(review.translated);

  // What this browser already did (votes and reports live in localStorage).
  useEffect(() => {
    const known = feedbackFor(review.id);
    if (hasVoted(known)) setVoted(known.includes('helpful') ? 'helpful' : known.includes('unhelpful') ? 'unhelpful' : 'voted');
    if (known.includes('flagged')) setReported(true);
  }, [review.id]);

  async function vote(helpful: boolean) {
    if (busy || voted !== null) return;
    setBusy(true);
    try {
      const { api: calls, isAlreadyVoted } = await api();
      try {
        const result = await calls.vote(productId, review.id, helpful);
        setVotes({ helpful: result.helpfulVotes, unhelpful: result.unhelpfulVotes });
        setVoted(helpful ? 'helpful' : 'unhelpful');
        rememberFeedback(review.id, helpful ? 'helpful' : 'unhelpful');
        setNote({ kind: 'thanks' });
      } catch (error) {
        if (!isAlreadyVoted(error)) throw error;
        setVoted('voted');
        rememberFeedback(review.id, 'voted');
        setNote({ kind: 'already' });
      }
    } catch {
      setNote({ kind: 'failed' });
    } finally {
      setBusy(false);
    }
  }

  async function report() {
    if (busy || reported) return;
    setBusy(true);
    try {
      const { api: calls } = await api();
      await calls.flag(productId, review.id);
      setReported(true);
      rememberFeedback(review.id, 'flagged');
      setNote({ kind: 'reported' });
    } catch {
      setNote({ kind: 'failed' });
    } finally {
      setBusy(false);
    }
  }

  async function translate() {
    if (busy) return;
    if (translation) {
      setShowTranslation(true);
      return;
    }
    setBusy(true);
    try {
      const { api: calls } = await api();
      const result = await calls.translate(productId, review.id);
      setTranslation({ language: result.language, title: result.title, text: result.text, provider: result.provider });
      setShowTranslation(true);
    } catch {
      setNote({ kind: 'failed' });
    } finally {
      setBusy(false);
    }
  }

  const shown = showTranslation && translation ? translation : review;
  const foreign = review.language !== language;
  const noteText = note && { thanks: texts.reviewThanks, already: texts.reviewAlreadyRated, reported: texts.reviewReported, failed: texts.actionFailed }[note.kind];
  return (
    <li className="rv-review" data-testid="review" data-review-id={review.id}>
      <p className="rv-review__rating">
        <Stars score={review.rating} />
        <span className="visually-hidden">{fill(texts.reviewRated, { score: review.rating })}</span>
      </p>
      <h3 className="rv-review__title" lang={showTranslation && translation ? translation.language : review.language}>{shown.title}</h3>
      <p className="rv-review__text" lang={showTranslation && translation ? translation.language : review.language}>{shown.text}</p>
      <p className="rv-review__meta">{fill(texts.reviewBy, { author: review.author, date: formatDay(review.createdAt, locale) })}</p>
      {foreign && (
        <p className="rv-review__translate">
          {showTranslation && translation && (
            <span className="rv-review__translated">{fill(texts.reviewTranslated, { language: languageName(review.language, locale), provider: translation.provider })} · </span>
          )}
          <button type="button" className="rv-link" aria-disabled={busy} onClick={() => (showTranslation ? setShowTranslation(false) : void translate())}>
            {showTranslation ? texts.reviewShowOriginal : texts.reviewTranslate}
          </button>
        </p>
      )}
      <div className="rv-review__actions" role="group" aria-label={texts.reviewHelpfulQuestion}>
        <span className="rv-review__ask" aria-hidden="true">{texts.reviewHelpfulQuestion}</span>
        <button type="button" className="rv-chip" aria-pressed={voted === 'helpful'} aria-disabled={busy || voted !== null} onClick={() => void vote(true)} data-testid="review-helpful">
          {fill(texts.reviewHelpfulYes, { count: votes.helpful })}
        </button>
        <button type="button" className="rv-chip" aria-pressed={voted === 'unhelpful'} aria-disabled={busy || voted !== null} onClick={() => void vote(false)}>
          {fill(texts.reviewHelpfulNo, { count: votes.unhelpful })}
        </button>
        {/* Buttons stay focusable when used (aria-disabled): the keyboard focus stays where the shopper is. */}
        <button type="button" className="rv-link rv-review__report" aria-disabled={busy || reported} onClick={() => void report()} data-testid="review-report">
          {texts.reviewReport}
        </button>
      </div>
      <p className="rv-review__note" role="status">{noteText}</p>
    </li>
  );
}
