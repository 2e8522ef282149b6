import { useState } from 'react';
import { requiredEmailRule } from '../../src/shared/validation/rules/email';
import type { ApiTarget } from '../shared/api-target';
import { fill, type BuyBoxLabels } from './labels';

interface Props {
  readonly productId: string;
  readonly variantId: string;
  readonly target: ApiTarget;
  readonly labels: BuyBoxLabels;
  readonly prefilledEmail: string;
  readonly idPrefix: string;
}

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'done'; email: string } | { kind: 'failed'; message: string };

/** §8: a known errorId shows its configured message, otherwise the server's message. */
function messageFor(error: unknown, text: BuyBoxLabels['text']): string {
  const known: Record<string, string> = { INV400: text.notifyMeInStock, PRD404: text.notifyMeUnavailable, VAR404: text.notifyMeUnavailable };
  if (error && typeof error === 'object' && 'errorId' in error && typeof error.errorId === 'string') {
    const message = 'body' in error && error.body && error instanceof Error ? error.message : null;
    return known[error.errorId] ?? message ?? text.somethingWentWrong;
  }
  return text.somethingWentWrong;
}

/** Back-in-stock request for the chosen sold-out variant (PUT /products/v1/notifications). */
export default function NotifyMeForm({ productId, variantId, target, labels, prefilledEmail, idPrefix }: Props) {
  const [email, setEmail] = useState(prefilledEmail);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const inputId = `${idPrefix}-notify-email`;
  const errorId = `${inputId}-error`;

  async function submit(event: { preventDefault(): void }) {
    event.preventDefault();
    const issue = requiredEmailRule(email);
    if (issue) {
      setFieldError(issue.key === 'required' ? labels.validation.required : labels.validation.emailInvalid);
      return;
    }
    setFieldError(null);
    setStatus({ kind: 'sending' });
    try {
      // Loaded on submit only: the typed client and its schemas are not needed before.
      const { requestBackInStock } = await import('../shared/product-api');
      await requestBackInStock(target, { email: email.trim(), productId, variantId });
      setStatus({ kind: 'done', email: email.trim() });
    } catch (error) {
      setStatus({ kind: 'failed', message: messageFor(error, labels.text) });
    }
  }

  if (status.kind === 'done') {
    return (
      <p className="bb-notify__success" role="status" data-testid="notify-me-success">
        {fill(labels.text.notifyMeSuccess, { email: status.email })}
      </p>
    );
  }
  return (
    <form className="bb-notify" onSubmit={submit} noValidate data-testid="notify-me-form">
      <p className="bb-notify__title">{labels.text.notifyMeTitle}</p>
      <label htmlFor={inputId} className="bb-notify__label">{labels.text.emailLabel}</label>
      <input
        id={inputId}
        className="bb-notify__input"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        aria-invalid={fieldError ? true : undefined}
        aria-describedby={fieldError ? errorId : undefined}
      />
      {fieldError && <p id={errorId} className="bb-notify__error">{fieldError}</p>}
      <button type="submit" className="bb-button bb-button--primary" disabled={status.kind === 'sending'} data-buy-state="notify-me">
        {labels.text.notifyMe}
      </button>
      {status.kind === 'failed' && <p className="bb-notify__error" role="alert">{status.message}</p>}
    </form>
  );
}
