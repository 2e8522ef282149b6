import { useState } from 'react';
import { ApiRequestError } from '../../src/lib/api/client';
import { changePassword } from '../../src/lib/api/auth';
import { passwordChecklist, passwordRule, signInPasswordRule } from '../../src/shared/validation/rules/password';
import { apiErrorText, issueText } from '../shared/form-messages';
import { translator } from '../../src/shared/i18n/translator';
import { Field } from '../shared/fields';
import { OutcomeLine, Section, useOutcome, type SectionProps } from './section';

/**
 * Change password (POST /consumers-v3/consumer/changepassword): the current password, then a
 * new one with the sign-up checklist (same rules). The API ends the other sessions and keeps
 * this one, so the shopper stays signed in here.
 */
export function ChangePasswordForm({ messages, t, run }: SectionProps) {
  const tv = translator(messages);
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [errors, setErrors] = useState<{ current?: string | undefined; next?: string | undefined }>({});
  const [outcome, setOutcome] = useOutcome();

  async function submit(event: { preventDefault(): void }) {
    event.preventDefault();
    const found = { current: issueText(messages, signInPasswordRule(current)), next: issueText(messages, passwordRule(next)) };
    setErrors(found);
    if (found.current || found.next) return;
    setOutcome({ kind: 'busy' });
    try {
      await run((authorized) => changePassword(authorized, current, next));
      setCurrent('');
      setNext('');
      setOutcome({ kind: 'done', text: t('passwordChanged') });
    } catch (error) {
      if (error instanceof ApiRequestError && error.errorId === 'AUT413') {
        setErrors({ current: apiErrorText(error, messages) });
        setOutcome({ kind: 'idle' });
      } else setOutcome({ kind: 'failed', text: apiErrorText(error, messages) });
    }
  }

  const busy = outcome.kind === 'busy';
  return (
    <Section id="account-password" title={t('passwordTitle')}>
      <form className="account-area__form account-area__narrow" onSubmit={submit} noValidate aria-busy={busy} data-testid="change-password-form">
        <Field id="password-current" label={t('currentPasswordLabel')} error={errors.current}>
          {(aria) => <input {...aria} type="password" autoComplete="current-password" value={current} onChange={(e) => setCurrent(e.target.value)} />}
        </Field>
        <Field id="password-new" label={t('newPasswordLabel')} error={errors.next} describedBy="password-new-checklist">
          {(aria) => <input {...aria} type="password" autoComplete="new-password" value={next} onChange={(e) => setNext(e.target.value)} />}
        </Field>
        <ul id="password-new-checklist" className="account-area__checklist">
          {passwordChecklist(next).map((item) => (
            <li key={item.requirement} data-met={item.met ? 'true' : 'false'}>
              <span aria-hidden="true">{item.met ? '✓' : '○'}</span> {tv(item.key, item.params)}
              <span className="visually-hidden"> ({item.met ? tv('checklistMet') : tv('checklistNotMet')})</span>
            </li>
          ))}
        </ul>
        <OutcomeLine outcome={outcome} testId="password" />
        <button type="submit" className="account-area__button account-area__button--primary" disabled={busy}>{busy ? t('saving') : t('changePassword')}</button>
      </form>
    </Section>
  );
}
