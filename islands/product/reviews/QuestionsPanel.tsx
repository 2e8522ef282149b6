import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import type { Question, QuestionsResponse } from '../../../schemas/commerce/reviews';
import type { LocaleCode } from '../../../src/shared/i18n/sites';
import { openDialog } from '../../../src/stores/dialogs';
import type { ApiTarget } from '../../shared/api-target';
import { fill } from '../labels';
import { $askedQuestions } from './asked-questions';
import { feedbackFor, hasVoted, rememberFeedback } from './feedback';
import { formatDay } from './format';
import { QUESTIONS_PAGE_SIZE, type QuestionTexts } from './review-texts';
import './reviews.css';

interface Props {
  readonly productId: string;
  readonly locale: LocaleCode;
  readonly target: ApiTarget;
  readonly texts: QuestionTexts;
  /** The first questions, rendered on the server. */
  readonly initial: QuestionsResponse;
  /** Maximum question length (askQuestionBodySchema). */
  readonly maxLength: number;
}

const loadApi = (target: ApiTarget) => import('./reviews-api').then(({ reviewsApi, isAlreadyVoted }) => ({ api: reviewsApi(target), isAlreadyVoted }));

function Answer({ answer, productId, locale, texts, calls }: {
  readonly answer: Question['answers'][number];
  readonly productId: string;
  readonly locale: LocaleCode;
  readonly texts: QuestionTexts;
  readonly calls: () => ReturnType<typeof loadApi>;
}) {
  const [helpful, setHelpful] = useState(answer.helpfulVotes);
  const [voted, setVoted] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => setVoted(hasVoted(feedbackFor(answer.id))), [answer.id]);

  async function vote() {
    if (busy || voted) return;
    setBusy(true);
    try {
      const { api, isAlreadyVoted } = await calls();
      try {
        setHelpful((await api.voteAnswer(productId, answer.id, true)).helpfulVotes);
        rememberFeedback(answer.id, 'helpful');
        setNote(texts.answerThanks);
      } catch (error) {
        if (!isAlreadyVoted(error)) throw error;
        rememberFeedback(answer.id, 'voted');
        setNote(texts.reviewAlreadyRated);
      }
      setVoted(true);
    } catch {
      setNote(texts.actionFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className="qa-answer" data-testid="answer">
      <p>{answer.text}</p>
      <p className="qa-meta">
        {fill(texts.answerBy, { author: answer.author, date: formatDay(answer.createdAt, locale) })}
        {answer.isStaff && <span className="qa-staff">{texts.answerStaff}</span>}
      </p>
      <p className="qa-answer__actions">
        <button type="button" className="rv-chip" aria-pressed={voted} aria-disabled={busy || voted} onClick={() => void vote()}>
          {fill(texts.answerHelpful, { count: helpful })}
        </button>
        <span role="status">{note}</span>
      </p>
    </li>
  );
}

/**
 * Questions with their answers (answer votes), "show more", and the ask-a-question button,
 * which opens the 'ask-question' dialog. Server-rendered first; hydrates on first interaction.
 */
export default function QuestionsPanel({ productId, locale, target, texts, initial, maxLength }: Props) {
  const [questions, setQuestions] = useState<readonly Question[]>(initial.questions);
  const [total, setTotal] = useState(initial.total);
  const [status, setStatus] = useState<'idle' | 'loading' | 'failed'>('idle');
  const asked = useStore($askedQuestions);
  const api = useRef<ReturnType<typeof loadApi> | null>(null);
  const calls = () => (api.current ??= loadApi(target));

  async function more() {
    if (status === 'loading') return;
    setStatus('loading');
    try {
      const { api: questionsApi } = await calls();
      const page = await questionsApi.questions(productId, questions.length + asked.length, QUESTIONS_PAGE_SIZE);
      const known = new Set([...questions, ...asked].map((question) => question.id));
      setQuestions([...questions, ...page.questions.filter((question) => !known.has(question.id))]);
      setTotal(page.total);
      setStatus('idle');
    } catch {
      setStatus('failed');
    }
  }

  function ask() {
    void openDialog('ask-question', { title: texts.questionAsk, productId, target, texts, maxLength });
  }

  const shown = [...asked.filter((question) => !questions.some((known) => known.id === question.id)), ...questions];
  const count = Math.max(total + asked.length, shown.length);
  return (
    <div className="qa" data-testid="questions">
      <div className="qa-head">
        <p>{count > 0 ? fill(texts.questionsCount, { count }) : texts.questionsNone}</p>
        <button type="button" className="bb-button" onClick={ask} aria-haspopup="dialog" data-testid="ask-question">
          {texts.questionAsk}
        </button>
      </div>
      {shown.length > 0 && (
        <ol className="qa-list">
          {shown.map((question) => (
            <li key={question.id} className="qa-question" data-testid="question">
              <h3>{question.text}</h3>
              <p className="qa-meta">{fill(texts.questionAskedBy, { author: question.author, date: formatDay(question.createdAt, locale) })}</p>
              {question.answers.length === 0 ? (
                <p className="qa-meta">{texts.questionNotAnswered}</p>
              ) : (
                <ul className="qa-answers">
                  {question.answers.map((answer) => (
                    <Answer key={answer.id} answer={answer} productId={productId} locale={locale} texts={texts} calls={calls} />
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      )}
      {status === 'failed' && <p className="qa-error" role="alert">{texts.actionFailed}</p>}
      {shown.length < count && (
        <button type="button" className="bb-button" onClick={() => void more()} aria-disabled={status === 'loading'} aria-busy={status === 'loading'}>
          {status === 'loading' ? texts.reviewsLoading : texts.questionsMore}
        </button>
      )}
    </div>
  );
}
