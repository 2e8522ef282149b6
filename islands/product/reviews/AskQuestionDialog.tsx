import { useId, useState } from 'react';
import type { DialogViewProps } from '../../dialogs/dialog-view';
import type { ApiTarget } from '../../shared/api-target';
import { fill } from '../labels';
import { addAskedQuestion } from './asked-questions';
import { messageOf, reviewsApi } from './reviews-api';
import type { QuestionTexts } from './review-texts';
import './reviews.css';

interface AskProps {
  readonly productId: string;
  readonly target: ApiTarget;
  readonly texts: QuestionTexts;
  readonly maxLength: number;
}

/**
 * The 'ask-question' dialog (spec §2: ask a question and its success): the question and an
 * optional name, POSTed to .../reviews/questions; on success a thank-you with a close button,
 * and the question appears at the top of the list on the page.
 */
export default function AskQuestionDialog({ props, close }: DialogViewProps) {
  const { productId, target, texts, maxLength } = props as unknown as AskProps;
  const [text, setText] = useState('');
  const [author, setAuthor] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [status, setStatus] = useState<{ kind: 'idle' | 'sending' | 'done' } | { kind: 'failed'; message: string }>({ kind: 'idle' });
  const id = useId();

  async function submit(event: { preventDefault(): void }) {
    event.preventDefault();
    if (status.kind === 'sending') return;
    const question = text.trim();
    if (!question) return setFieldError(texts.questionRequired);
    if (question.length > maxLength) return setFieldError(fill(texts.questionTooLong, { max: maxLength }));
    setFieldError(null);
    setStatus({ kind: 'sending' });
    try {
      const asked = await reviewsApi(target).ask(productId, question, author.trim() || undefined);
      addAskedQuestion(asked);
      setStatus({ kind: 'done' });
    } catch (error) {
      setStatus({ kind: 'failed', message: messageOf(error, texts.actionFailed) });
    }
  }

  if (status.kind === 'done') {
    return (
      <div className="qa-success" role="status" data-testid="ask-question-success">
        <p><strong>{texts.questionSuccessTitle}</strong></p>
        <p>{texts.questionSuccess}</p>
        <button type="button" className="bb-button bb-button--primary" onClick={close} autoFocus>{texts.questionClose}</button>
      </div>
    );
  }
  const textId = `${id}-text`;
  const remaining = maxLength - text.trim().length;
  return (
    <form className="qa-form" onSubmit={submit} noValidate data-testid="ask-question-form">
      <div className="qa-field">
        <label htmlFor={textId}>{texts.questionLabel}</label>
        <textarea
          id={textId}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={`${textId}-hint${fieldError ? ` ${textId}-error` : ''}`}
          required
        />
        <p id={`${textId}-hint`} className="qa-hint" aria-live="polite">{fill(texts.questionRemaining, { count: Math.max(0, remaining) })}</p>
        {fieldError && <p id={`${textId}-error`} className="qa-field-error">{fieldError}</p>}
      </div>
      <div className="qa-field">
        <label htmlFor={`${id}-author`}>{texts.questionAuthorLabel}</label>
        <input id={`${id}-author`} value={author} onChange={(event) => setAuthor(event.target.value)} maxLength={40} autoComplete="nickname" />
      </div>
      {status.kind === 'failed' && <p className="qa-error" role="alert">{status.message}</p>}
      <button type="submit" className="bb-button bb-button--primary" aria-disabled={status.kind === 'sending'}>
        {status.kind === 'sending' ? texts.questionSending : texts.questionSubmit}
      </button>
    </form>
  );
}
