import { useRef, useState } from 'react';
import { ApiRequestError } from '../../src/lib/api/client';
import { signInEmailRule } from '../../src/lib/validation/rules/email';
import { signInPasswordRule } from '../../src/lib/validation/rules/password';
import { accountApi, apiErrorText, issueText, setFlash, translator, type AccountIslandProps } from './shared';
import { Banner, Field, useHydrated } from './fields';

type Failure = { kind: 'credentials' } | { kind: 'locked'; minutes: number } | { kind: 'other'; message: string };

/** Spec §4 sign-in: guest token, credentials with a code challenge, token exchange; then profile refresh. */
export default function SignInForm({ target, messages, links, recaptcha }: AccountIslandProps) {
  const t = translator(messages);
  const hydrated = useHydrated();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string | undefined; password?: string | undefined }>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const bannerRef = useRef<HTMLDivElement>(null);

  async function submit(event: { preventDefault(): void }) {
    event.preventDefault();
    const found = { email: issueText(messages, signInEmailRule(email)), password: issueText(messages, signInPasswordRule(password)) };
    setErrors(found);
    if (found.email || found.password) return;
    setBusy(true);
    setFailure(null);
    try {
      const { signInShopper, refreshProfile } = await import('../../src/lib/session/actions');
      const api = accountApi(target);
      await signInShopper(api, { username: email.trim(), password, recaptchaResponse: recaptcha });
      setDone(true);
      await refreshProfile(api).catch(() => undefined);
      setFlash('signInSuccess');
      window.location.assign(links.home);
    } catch (error) {
      setFailure(failureOf(error, messages));
      setBusy(false);
      requestAnimationFrame(() => bannerRef.current?.scrollIntoView({ block: 'nearest' }));
    }
  }

  if (done) return <p className="account-form__success" role="status" data-testid="sign-in-success">{t('signInSuccess')}</p>;
  return (
    <form className="account-form" method="post" onSubmit={submit} noValidate data-testid="sign-in-form" aria-busy={busy}>
      {failure && (
        <Banner ref={bannerRef} testId="sign-in-error">
          {failure.kind === 'locked' ? <p>{t('signInLocked', { minutes: failure.minutes })}</p> : <p>{failure.kind === 'other' ? failure.message : t('signInFailed')}</p>}
          <p>
            <a href={links.forgotPassword}>{t('forgotPasswordLink')}</a> · <a href={links.contactUs}>{t('contactUsLink')}</a>
          </p>
        </Banner>
      )}
      <Field id="sign-in-email" label={t('emailLabel')} error={errors.email}>
        {(aria) => <input {...aria} type="email" autoComplete="username" maxLength={100} value={email} onChange={(e) => setEmail(e.target.value)} />}
      </Field>
      <Field id="sign-in-password" label={t('passwordLabel')} error={errors.password}>
        {(aria) => <input {...aria} type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />}
      </Field>
      <button type="submit" className="account-form__submit" disabled={!hydrated || busy}>{busy ? t('sending') : t('signInSubmit')}</button>
      <p className="account-form__aside">
        {t('noAccount')} <a href={links.signUp}>{t('createAccountLink')}</a>
      </p>
    </form>
  );
}

function failureOf(error: unknown, messages: AccountIslandProps['messages']): Failure {
  if (error instanceof ApiRequestError) {
    if (error.status === 429) return { kind: 'locked', minutes: Math.max(1, Math.ceil((error.retryAfterSeconds ?? 900) / 60)) };
    if (error.errorId === 'AUT401') return { kind: 'credentials' };
  }
  return { kind: 'other', message: apiErrorText(error, messages) };
}
