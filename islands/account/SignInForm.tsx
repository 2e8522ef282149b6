import { useRef, useState, type MouseEvent } from 'react';
import { ApiRequestError } from '../../src/lib/api/client';
import { signInEmailRule } from '../../src/shared/validation/rules/email';
import { signInPasswordRule } from '../../src/shared/validation/rules/password';
import { $session } from '../../src/stores/session';
import { browserApi } from '../shared/browser-api';
import { apiErrorText, issueText } from '../shared/form-messages';
import { translator } from '../../src/shared/i18n/translator';
import { setFlash } from '../shared/flash';
import type { AccountIslandProps } from '../shared/account-island-props';
import { Banner, Field, typedBeforeHydration, useHydrated } from '../shared/fields';

type Failure = { kind: 'credentials' } | { kind: 'locked'; minutes: number } | { kind: 'not-employee' } | { kind: 'other'; message: string };

export interface SignInFormProps extends AccountIslandProps {
  /**
   * What happens once signed in and the profile is read. Without it (the sign-in page) a
   * one-shot message is set and the shopper goes home; a dialog passes its next step.
   */
  readonly onSignedIn?: (() => void) | undefined;
  /** 'employee': only EMPLOYEE accounts may sign in here (spec §1 "Employees have a separate sign-in"). */
  readonly audience?: 'shopper' | 'employee';
  readonly initialEmail?: string | undefined;
  /** In a dialog the create-account and forgot-password links open dialogs; their href stays the page. */
  readonly onCreateAccount?: (() => void) | undefined;
  readonly onForgotPassword?: (() => void) | undefined;
  /** Prefix of the field ids, so a dialog and a page form never share ids. */
  readonly idPrefix?: string;
}

/** A plain click (no modifier, main button) runs `action` instead of following the link. */
export function interceptClick(action: (() => void) | undefined) {
  if (!action) return undefined;
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    action();
  };
}

/** Spec §4 sign-in: guest token, credentials with a code challenge, token exchange; then profile refresh. */
export default function SignInForm(props: SignInFormProps) {
  const { target, messages, links, recaptcha, onSignedIn, audience = 'shopper', initialEmail = '', idPrefix = 'sign-in' } = props;
  const t = translator(messages);
  const hydrated = useHydrated();
  const [email, setEmail] = useState(() => typedBeforeHydration(`${idPrefix}-email`, initialEmail));
  const [password, setPassword] = useState(() => typedBeforeHydration(`${idPrefix}-password`, ''));
  const [errors, setErrors] = useState<{ email?: string | undefined; password?: string | undefined }>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const bannerRef = useRef<HTMLDivElement>(null);

  function fail(found: Failure) {
    setFailure(found);
    setBusy(false);
    requestAnimationFrame(() => {
      bannerRef.current?.scrollIntoView({ block: 'nearest' });
      bannerRef.current?.focus();
    });
  }

  async function submit(event: { preventDefault(): void }) {
    event.preventDefault();
    const found = { email: issueText(messages, signInEmailRule(email)), password: issueText(messages, signInPasswordRule(password)) };
    setErrors(found);
    if (found.email || found.password) return;
    setBusy(true);
    setFailure(null);
    try {
      const { signInShopper, refreshProfile, signOutShopper } = await import('./session-api');
      const api = browserApi(target);
      await signInShopper(api, { username: email.trim(), password, recaptchaResponse: recaptcha });
      if (audience === 'employee' && $session.get().consumerType !== 'EMPLOYEE') {
        await signOutShopper(api).catch(() => undefined);
        fail({ kind: 'not-employee' });
        return;
      }
      setDone(true);
      await refreshProfile(api).catch(() => undefined);
      if (onSignedIn) {
        // A dialog stays on this page: the merge notice shows now (after the page's redirect, the next page shows it).
        void import('../shared/cart-notice').then(({ showCartNotice }) => showCartNotice(target));
        onSignedIn();
        return;
      }
      setFlash('signInSuccess');
      window.location.assign(links.home);
    } catch (error) {
      fail(failureOf(error, messages));
    }
  }

  if (done) return <p className="account-form__success" role="status" data-testid="sign-in-success">{t('signInSuccess')}</p>;
  return (
    <form className="account-form" method="post" onSubmit={submit} noValidate data-testid="sign-in-form" aria-busy={busy}>
      {failure && (
        <Banner ref={bannerRef} testId="sign-in-error">
          {failure.kind === 'not-employee' ? (
            <>
              <p>{t('employeeOnly')}</p>
              <p><a href={links.signIn}>{t('shopperSignInLink')}</a></p>
            </>
          ) : (
            <>
              {failure.kind === 'locked' ? <p>{t('signInLocked', { minutes: failure.minutes })}</p> : <p>{failure.kind === 'other' ? failure.message : t('signInFailed')}</p>}
              <p>
                <a href={links.forgotPassword}>{t('forgotPasswordLink')}</a> · <a href={links.contactUs}>{t('contactUsLink')}</a>
              </p>
            </>
          )}
        </Banner>
      )}
      <Field id={`${idPrefix}-email`} label={t('emailLabel')} error={errors.email}>
        {(aria) => <input {...aria} type="email" autoComplete="username" maxLength={100} value={email} onChange={(e) => setEmail(e.target.value)} />}
      </Field>
      <Field id={`${idPrefix}-password`} label={t('passwordLabel')} error={errors.password}>
        {(aria) => <input {...aria} type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />}
      </Field>
      {audience === 'shopper' && (
        <p className="account-form__aside">
          <a href={links.forgotPassword} onClick={interceptClick(props.onForgotPassword)}>{t('forgotPasswordTitle')}</a>
        </p>
      )}
      <button type="submit" className="account-form__submit" disabled={!hydrated || busy}>{busy ? t('sending') : t('signInSubmit')}</button>
      {audience === 'shopper' && (
        <p className="account-form__aside">
          {t('noAccount')} <a href={links.signUp} onClick={interceptClick(props.onCreateAccount)}>{t('createAccountLink')}</a>
        </p>
      )}
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
