import { useState } from 'react';
import { lookupEmail } from '../../src/lib/api/consumer';
import { identitySettings } from '../../src/shared/identity/settings';
import { requiredEmailRule } from '../../src/shared/validation/rules/email';
import type { DialogViewProps } from '../dialogs/dialog-view';
import SignInForm from '../account/SignInForm';
import { Banner, Field, useHydrated } from '../shared/fields';
import { browserApi } from '../shared/browser-api';
import { apiErrorText, issueText } from '../shared/form-messages';
import { contextOf, identityText, openIdentityDialog, type IdentityContext } from './context';

/**
 * The sign-in dialog: the sign-in form, whose success leads to the sign-in confirmation. With the
 * site's simplified-enrollment setting on, it starts at the enrollment 'lookup' step instead: the
 * email alone, then the password for a known account, or the sign-up dialog for a new one.
 */
export default function SignInDialog({ props }: DialogViewProps) {
  const context = contextOf(props);
  const { target, messages, links, recaptcha } = context;
  const id = identityText(context.identity);
  const simplified = identitySettings(target.siteId).simplifiedEnrollment;
  const [email, setEmail] = useState(typeof props.email === 'string' ? props.email : null);

  const form = (
    <SignInForm
      target={target} messages={messages} links={links} recaptcha={recaptcha?.login} idPrefix="dialog-sign-in" initialEmail={email ?? ''}
      onSignedIn={() => void openIdentityDialog('sign-in-confirmation', context)}
      onCreateAccount={() => void openIdentityDialog('sign-up', context)}
      onForgotPassword={() => void openIdentityDialog('forgot-password', context)}
    />
  );
  if (!simplified) return form;
  if (email === null) {
    const onResult = (found: string, exists: boolean) =>
      exists ? setEmail(found) : void openIdentityDialog('sign-up', context, { email: found, intro: id('lookupNew', { email: found }) });
    return <EmailLookup context={context} onResult={onResult} />;
  }
  return (
    <div className="identity-step">
      <p>{id('lookupExisting', { email })}</p>
      {form}
      <button type="button" className="account-form__secondary identity-step__back" onClick={() => setEmail(null)}>{id('lookupChangeEmail')}</button>
    </div>
  );
}

/** The enrollment flow's lookup step (spec §2): the email alone; the answer says whether an account has it. */
export function EmailLookup({ context, onResult }: { context: IdentityContext; onResult: (email: string, exists: boolean) => void }) {
  const { target, messages } = context;
  const id = identityText(context.identity);
  const hydrated = useHydrated();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: { preventDefault(): void }) {
    event.preventDefault();
    const found = issueText(messages, requiredEmailRule(value));
    setError(found);
    if (found) return;
    setBusy(true);
    setFailure(null);
    const email = value.trim();
    try {
      const { exists } = await lookupEmail(browserApi(target), email);
      onResult(email, exists);
    } catch (failed) {
      setFailure(apiErrorText(failed, messages));
      setBusy(false);
    }
  }

  return (
    <form className="account-form" method="post" noValidate onSubmit={submit} data-testid="lookup-form" aria-busy={busy}>
      {failure && <Banner testId="lookup-error"><p>{failure}</p></Banner>}
      <p className="account-form__aside">{id('lookupIntro')}</p>
      <Field id="dialog-lookup-email" label={messages.emailLabel} error={error}>
        {(aria) => <input {...aria} type="email" autoComplete="email" maxLength={100} value={value} onChange={(e) => setValue(e.target.value)} />}
      </Field>
      <button type="submit" className="account-form__submit" disabled={!hydrated || busy}>{busy ? messages.sending : id('lookupSubmit')}</button>
    </form>
  );
}
