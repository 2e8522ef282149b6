import { useState } from 'react';
import { ApiRequestError } from '../../src/lib/api/client';
import { requiredEmailRule } from '../../src/shared/validation/rules/email';
import { passwordChecklist, passwordRule } from '../../src/shared/validation/rules/password';
import { browserApi } from '../shared/browser-api';
import { apiErrorText, issueText } from '../shared/form-messages';
import { translator } from '../../src/shared/i18n/translator';
import type { AccountIslandProps } from '../shared/account-island-props';
import { Banner, Field, typedBeforeHydration, useHydrated } from '../shared/fields';

type Mode = { readonly kind: 'forgot' } | { readonly kind: 'reset'; readonly token: string };
type Status = { kind: 'idle' } | { kind: 'busy' } | { kind: 'done'; text: string } | { kind: 'failed'; text: string; expired: boolean };

/** Forgot password (asks for a reset mail) and reset password (the mail's ?token= link). */
interface Props extends Pick<AccountIslandProps, 'target' | 'messages' | 'links'> {
  readonly mode: Mode;
  /** Prefix of the field id, so a dialog and the page never share ids. */
  readonly idPrefix?: string;
}

export default function PasswordForms({ target, messages, links, mode, idPrefix = 'forgot' }: Props) {
  const t = translator(messages);
  const hydrated = useHydrated();
  const forgot = mode.kind === 'forgot';
  const id = forgot ? `${idPrefix}-email` : 'reset-password';
  const [value, setValue] = useState(() => typedBeforeHydration(id, ''));
  const [error, setError] = useState<string | undefined>();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  async function submit(event: { preventDefault(): void }) {
    event.preventDefault();
    const found = issueText(messages, forgot ? requiredEmailRule(value) : passwordRule(value));
    setError(found);
    if (found) return;
    setStatus({ kind: 'busy' });
    const { forgotPassword, resetPassword } = await import('./session-api');
    try {
      if (mode.kind === 'forgot') {
        await forgotPassword(browserApi(target), value.trim());
        setStatus({ kind: 'done', text: t('forgotPasswordSent', { email: value.trim() }) });
      } else {
        await resetPassword(browserApi(target), mode.token, value);
        setStatus({ kind: 'done', text: t('resetPasswordDone') });
      }
    } catch (failure) {
      const expired = failure instanceof ApiRequestError && failure.errorId === 'AUT410';
      setStatus({ kind: 'failed', text: expired ? t('resetLinkExpired') : apiErrorText(failure, messages), expired });
    }
  }

  if (status.kind === 'done') {
    return (
      <div className="account-form__success" role="status" data-testid="password-done">
        <p>{status.text}</p>
        {!forgot && <p><a href={links.signIn}>{t('signInLink')}</a></p>}
      </div>
    );
  }
  return (
    <form className="account-form" method="post" onSubmit={submit} noValidate data-testid={forgot ? 'forgot-password-form' : 'reset-password-form'}>
      {status.kind === 'failed' && (
        <Banner testId="password-error">
          <p>{status.text}</p>
          {status.expired && <p><a href={links.forgotPassword}>{t('forgotPasswordLink')}</a></p>}
        </Banner>
      )}
      {forgot && <p>{t('forgotPasswordIntro')}</p>}
      <Field id={id} label={forgot ? t('emailLabel') : t('newPasswordLabel')} error={error} describedBy={forgot ? undefined : `${id}-checklist`}>
        {(aria) => (
          <input {...aria} type={forgot ? 'email' : 'password'} autoComplete={forgot ? 'email' : 'new-password'} value={value} onChange={(e) => setValue(e.target.value)} />
        )}
      </Field>
      {!forgot && (
        <ul id={`${id}-checklist`} className="password-checklist">
          {passwordChecklist(value).map((item) => (
            <li key={item.requirement} data-met={item.met ? 'true' : 'false'}>
              <span aria-hidden="true">{item.met ? '✓' : '○'}</span> {t(item.key, item.params)}
              <span className="visually-hidden"> ({item.met ? t('checklistMet') : t('checklistNotMet')})</span>
            </li>
          ))}
        </ul>
      )}
      <button type="submit" className="account-form__submit" disabled={!hydrated || status.kind === 'busy'}>
        {status.kind === 'busy' ? t('sending') : forgot ? t('forgotPasswordSubmit') : t('resetPasswordSubmit')}
      </button>
    </form>
  );
}
